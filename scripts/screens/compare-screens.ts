import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { compareElements, describeElementChange, type ElementChangeKind } from './compare-elements.js';
import { cropAround } from './element-crop.js';
import { elementsFileOf, type ScreenElement } from './element-tree.js';

/** How far two pixels' colours may differ and still count as the same (pixelmatch's 0..1 scale). */
const PIXEL_THRESHOLD = 0.1;

/** One picture that differs: its name, the files shown side by side (relative to the report), and the counts. */
export interface ScreenChange {
  /** The picture's file name (`<screen>--<state>--<width>.png`). */
  name: string;
  /** Files below the report's folder; absent when the picture is on one side only. */
  before?: string;
  after?: string;
  diff?: string;
  /** Pixels that differ, of how many (the larger picture's area); not counted when the elements say what changed. */
  changedPixels?: number;
  totalPixels?: number;
  /** Where the changed pixels are: the box around them, in pixels from the top left. */
  area?: { left: number; top: number; right: number; bottom: number };
  /** Sizes, when they differ ("1280x5131 -> 1280x5160"). */
  size?: { before: string; after: string };
  /**
   * The element changes in words with crops of both pictures around each, when both sides
   * recorded their elements; empty when the elements are alike and only pixels differ (a
   * style change).
   */
  elements?: ElementChangeShown[];
}

/** One element change as the report shows it: its words, its region, and crops of the two pictures around it. */
export interface ElementChangeShown {
  kind: ElementChangeKind;
  words: string;
  region: string;
  /** Crops below the report's folder. */
  before: string;
  after: string;
}

/** What a comparison found: the changed pictures and how many were compared alike. */
export interface ScreenComparison {
  changes: ScreenChange[];
  unchanged: number;
}

/**
 * Compares each picture of `beforeDir` with the one of the same name in `afterDir`, and copies
 * the pictures that differ into `imagesDir` (below `reportDir`): element by element where both
 * sides recorded their elements (compare-elements.ts; each change with crops of both sides),
 * else, or when the elements are alike (a style change), with pixelmatch and a third picture
 * highlighting the differing pixels. Pictures of different sizes are compared
 * on the larger canvas (the part only one covers counts as changed). A picture found on one
 * side only is a change too (a new state, or one gone).
 */
export function compareScreens(beforeDir: string, afterDir: string, reportDir: string, imagesDir = 'images'): ScreenComparison {
  const pngs = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.png')) : []);
  const names = [...new Set([...pngs(beforeDir), ...pngs(afterDir)])].sort();
  mkdirSync(join(reportDir, imagesDir), { recursive: true });
  const changes: ScreenChange[] = [];
  let unchanged = 0;
  for (const name of names) {
    const stem = name.replace(/\.png$/, '');
    const keep = (from: string, side: string) => {
      const file = `${imagesDir}/${stem}--${side}.png`;
      copyFileSync(join(from, name), join(reportDir, file));
      return file;
    };
    const hasBefore = existsSync(join(beforeDir, name));
    const hasAfter = existsSync(join(afterDir, name));
    if (!hasBefore || !hasAfter) {
      const area = pngSize(join(hasBefore ? beforeDir : afterDir, name));
      changes.push({ name, ...(hasBefore ? { before: keep(beforeDir, 'before') } : { after: keep(afterDir, 'after') }), changedPixels: area, totalPixels: area });
      continue;
    }
    const bytes = { before: readFileSync(join(beforeDir, name)), after: readFileSync(join(afterDir, name)) };
    // Chromium draws the same page to the same bytes: most unchanged pictures need no decoding.
    if (bytes.before.equals(bytes.after)) {
      unchanged += 1;
      continue;
    }
    const before = PNG.sync.read(bytes.before);
    const after = PNG.sync.read(bytes.after);
    const sizes = { before: `${before.width}x${before.height}`, after: `${after.width}x${after.height}` };
    const size = sizes.before === sizes.after ? {} : { size: sizes };
    const elements = elementChanges({ beforeDir, afterDir, name, pictures: { before, after } }, (crop, index, side) => {
      const file = `${imagesDir}/${stem}--${index + 1}--${side}.png`;
      writeFileSync(join(reportDir, file), PNG.sync.write(crop));
      return file;
    });
    if (elements && elements.length > 0) {
      // The words and crops say what changed: no need to count pixels on two whole pages.
      changes.push({ name, before: keep(beforeDir, 'before'), after: keep(afterDir, 'after'), elements, ...size });
      continue;
    }
    const width = Math.max(before.width, after.width);
    const height = Math.max(before.height, after.height);
    const diff = new PNG({ width, height });
    const changedPixels = pixelmatch(onCanvas(before, width, height), onCanvas(after, width, height), diff.data, width, height, { threshold: PIXEL_THRESHOLD, diffColor: DIFF_COLOR });
    if (changedPixels === 0) {
      unchanged += 1;
      continue;
    }
    const diffFile = `${imagesDir}/${stem}--diff.png`;
    writeFileSync(join(reportDir, diffFile), PNG.sync.write(diff));
    changes.push({
      name,
      before: keep(beforeDir, 'before'),
      after: keep(afterDir, 'after'),
      diff: diffFile,
      changedPixels,
      totalPixels: width * height,
      area: changedArea(diff),
      ...size,
      ...(elements ? { elements } : {}),
    });
  }
  return { changes, unchanged };
}

/**
 * The element changes between the two sides of picture `name`, each with its crops written
 * by `keep`; undefined when a side recorded no elements (pictures of an older run).
 */
function elementChanges(
  sides: { beforeDir: string; afterDir: string; name: string; pictures: { before: PNG; after: PNG } },
  keep: (crop: PNG, index: number, side: 'before' | 'after') => string,
): ElementChangeShown[] | undefined {
  const read = (dir: string): ScreenElement[] | undefined => {
    const file = join(dir, elementsFileOf(sides.name));
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ScreenElement[]) : undefined;
  };
  const before = read(sides.beforeDir);
  const after = read(sides.afterDir);
  if (!before || !after) return undefined;
  return compareElements(before, after).map((change, index) => ({
    kind: change.kind,
    words: describeElementChange(change),
    region: change.region,
    before: keep(cropAround(sides.pictures.before, change.beforeBox), index, 'before'),
    after: keep(cropAround(sides.pictures.after, change.afterBox), index, 'after'),
  }));
}

/** How pixelmatch paints a changed pixel in the difference picture (its default red, said here to be found again). */
const DIFF_COLOR: [number, number, number] = [255, 0, 0];

/** The box around the pixels painted DIFF_COLOR, so a reader of a tall page knows where to look. */
function changedArea(diff: PNG): ScreenChange['area'] {
  let area: NonNullable<ScreenChange['area']> | undefined;
  for (let y = 0; y < diff.height; y += 1) {
    for (let x = 0; x < diff.width; x += 1) {
      const at = (y * diff.width + x) * 4;
      if (diff.data[at] !== DIFF_COLOR[0] || diff.data[at + 1] !== DIFF_COLOR[1] || diff.data[at + 2] !== DIFF_COLOR[2]) continue;
      area = area
        ? { left: Math.min(area.left, x), top: Math.min(area.top, y), right: Math.max(area.right, x), bottom: Math.max(area.bottom, y) }
        : { left: x, top: y, right: x, bottom: y };
    }
  }
  return area;
}

/** Outside a smaller picture: a colour no screen uses, so the area only the other covers counts as changed. */
const UNCOVERED = [255, 0, 255, 255];

/** The picture's pixels on a canvas of the given size (itself when it already is that size). */
function onCanvas(png: PNG, width: number, height: number): Uint8Array {
  if (png.width === width && png.height === height) return png.data;
  const canvas = new PNG({ width, height, fill: true });
  for (let at = 0; at < canvas.data.length; at += 4) canvas.data.set(UNCOVERED, at);
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas.data;
}

function pngSize(file: string): number {
  const png = PNG.sync.read(readFileSync(file));
  return png.width * png.height;
}
