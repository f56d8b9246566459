// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { compareScreens } from '../../../scripts/screens/compare-screens.js';
import { diffReport } from '../../../scripts/screens/diff-report.js';
import { keyed, type ScreenElement } from '../../../scripts/screens/element-tree.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A tiny white picture with the given pixels black. */
function writePng(dir: string, name: string, size: { width: number; height: number }, black: [number, number][] = []): void {
  const png = new PNG({ ...size, fill: true });
  png.data.fill(255);
  for (const [x, y] of black) png.data.fill(0, (y * size.width + x) * 4, (y * size.width + x) * 4 + 3);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), PNG.sync.write(png));
}

function pictureSets() {
  const root = mkdtempSync(join(tmpdir(), 'screens-diff-'));
  dirs.push(root);
  const before = join(root, 'before');
  const after = join(root, 'after');
  const small = { width: 4, height: 3 };
  for (const dir of [before, after]) writePng(dir, 'sign-in--empty--375.png', small, [[1, 1]]);
  writePng(before, 'registration--filled--1280.png', small, [[0, 0]]);
  writePng(after, 'registration--filled--1280.png', small, [[0, 0], [2, 1], [3, 2]]);
  return { root, before, after };
}

describe('the visual diff', () => {
  it('lists only the pictures whose pixels changed, with the count and the three pictures side by side', () => {
    const { root, before, after } = pictureSets();
    const comparison = compareScreens(before, after, root, 'report');
    expect(comparison.unchanged).toBe(1);
    expect(comparison.changes).toEqual([
      {
        name: 'registration--filled--1280.png',
        before: 'report/registration--filled--1280--before.png',
        after: 'report/registration--filled--1280--after.png',
        diff: 'report/registration--filled--1280--diff.png',
        changedPixels: 2,
        totalPixels: 12,
        area: { left: 2, top: 1, right: 3, bottom: 2 },
      },
    ]);
    for (const file of ['before', 'after', 'diff']) expect(existsSync(join(root, `report/registration--filled--1280--${file}.png`))).toBe(true);
    expect(existsSync(join(root, 'report/sign-in--empty--375--before.png'))).toBe(false);

    const html = diffReport(comparison, { before: 'main', after: 'the working tree' });
    expect(html).toContain('<h1>Screen changes: main -&gt; the working tree</h1>');
    expect(html).toContain('<h2 id="screen-registration">Screen <code>registration</code></h2>');
    expect(html).toContain('<h3 id="registration--filled--1280">registration: filled (1280 px)</h3>');
    expect(html).toContain('2 of 12 pixels changed (16.67%), between 1 and 2 px from the top');
    expect(html).toContain('alt="Before: registration, state filled, 1280 px wide"');
    expect(html).toContain('src="report/registration--filled--1280--after.png"');
    expect(html).toContain('alt="Changed pixels in red: registration, state filled, 1280 px wide"');
    expect(html).not.toContain('sign-in');
  });

  it("lists with a changed picture the diff:rules sentences of the rule changes that touch its screen, and no others", () => {
    const { root, before, after } = pictureSets();
    const comparison = compareScreens(before, after, root, 'report');
    const ruleChanges = [
      { group: 'fields' as const, file: 'schemas/defs/password.json', text: 'Password: maximum length 15 -> 20 characters.', screens: ['registration (registration.form at /)'] },
      { group: 'messages' as const, file: 'schemas/messages/sign-in.json', text: 'A sign-in text changed.', screens: ['sign-in (sign-in.form at /user/login)'] },
    ];
    const html = diffReport(comparison, { before: 'main', after: 'the working tree', ruleChanges });
    expect(html).toContain('<li>Password: maximum length 15 -&gt; 20 characters. <small>(<code>schemas/defs/password.json</code>)</small></li>');
    expect(html).not.toContain('A sign-in text changed.');
  });

  it('marks the changed pixels in the difference picture', () => {
    const { root, before, after } = pictureSets();
    compareScreens(before, after, root, 'report');
    const diff = PNG.sync.read(readFileSync(join(root, 'report/registration--filled--1280--diff.png')));
    const pixel = (x: number, y: number) => [...diff.data.subarray((y * diff.width + x) * 4, (y * diff.width + x) * 4 + 3)];
    // pixelmatch paints a differing pixel red and fades the others to grey.
    expect(pixel(2, 1)).toEqual([255, 0, 0]);
    expect(pixel(1, 2)).not.toEqual([255, 0, 0]);
  });

  it('counts a picture that grew as changed, and a state on one side only as a change of its own', () => {
    const { root, before, after } = pictureSets();
    writePng(after, 'sign-in--empty--375.png', { width: 4, height: 4 }, [[1, 1]]);
    writePng(after, 'home--default--375.png', { width: 2, height: 2 });
    const { changes } = compareScreens(before, after, root, 'report');
    expect(changes.map((change) => change.name)).toEqual(['home--default--375.png', 'registration--filled--1280.png', 'sign-in--empty--375.png']);
    expect(changes[0]).toMatchObject({ after: 'report/home--default--375--after.png', changedPixels: 4 });
    expect(changes[0]?.before).toBeUndefined();
    expect(changes[2]).toMatchObject({ size: { before: '4x3', after: '4x4' }, totalPixels: 16 });
    expect(diffReport({ changes, unchanged: 0 }, { before: 'HEAD', after: 'the working tree' })).toContain('None: the picture exists on the other side only.');
  });

  it('says so when nothing changed', () => {
    const { root, before } = pictureSets();
    const comparison = compareScreens(before, before, root, 'report');
    expect(comparison).toEqual({ changes: [], unchanged: 2 });
    expect(diffReport(comparison, { before: 'HEAD', after: 'the working tree' })).toContain('No screen changed: all 2 pictures are the same pixel for pixel.');
  });

  it('states the element changes in words per region of the screen, each with crops of both pictures wide enough to read', () => {
    const root = mkdtempSync(join(tmpdir(), 'screens-diff-'));
    dirs.push(root);
    const [before, after] = [join(root, 'before'), join(root, 'after')];
    const name = 'registration--empty--1280.png';
    writePng(before, name, { width: 1280, height: 600 }, [[10, 10]]);
    writePng(after, name, { width: 1280, height: 660 }, [[10, 10], [20, 150]]);
    const field = (pointer: string, label: string, y: number) => ({ kind: 'field' as const, pointer, name: label, region: '1 Login Information', box: { x: 160, y, width: 480, height: 50 } });
    writeElements(before, name, keyed([field('/firstName', 'First Name', 80), field('/lastName', 'Last Name', 200)]));
    writeElements(after, name, keyed([field('/firstName', 'First Name', 80), field('/middleInitial', 'Middle Initial', 140), field('/lastName', 'Last Name', 260)]));
    const comparison = compareScreens(before, after, root, 'report');
    expect(comparison.changes[0]?.elements).toEqual([
      { kind: 'added', words: 'Field "Middle Initial" added here', region: '1 Login Information', before: 'report/registration--empty--1280--1--before.png', after: 'report/registration--empty--1280--1--after.png' },
    ]);
    for (const side of ['before', 'after']) {
      const crop = PNG.sync.read(readFileSync(join(root, `report/registration--empty--1280--1--${side}.png`)));
      expect(crop.width).toBeGreaterThanOrEqual(400);
      expect(crop.height).toBeGreaterThan(50);
    }
    const html = diffReport(comparison, { before: 'main', after: 'the working tree' });
    expect(html).toContain('<h4>In 1 Login Information</h4>');
    // One picture: nothing to say once for several.
    expect(html).not.toContain('show the same element changes');
    expect(html).toContain('<p class="words">Field &quot;Middle Initial&quot; added here</p>');
    expect(html).toContain('src="report/registration--empty--1280--1--after.png"');
  });

  it("says once above a screen's pictures the element changes they all show", () => {
    const shown = (name: string) => ({ name, before: `report/${name}`, after: `report/${name}`, elements: [{ kind: 'added' as const, words: 'Field "Middle Initial" added here', region: 'Login', before: 'b.png', after: 'a.png' }] });
    const html = diffReport({ changes: [shown('registration--empty--1280.png'), shown('registration--empty--375.png')], unchanged: 0 }, { before: 'main', after: 'the working tree' });
    expect(html).toContain('<p>All 2 changed pictures of this screen show the same element changes:</p>\n<ul><li>Field &quot;Middle Initial&quot; added here</li></ul>');
  });

  it('says a picture whose elements are alike but whose pixels differ is a style change', () => {
    const { root, before, after } = pictureSets();
    const alike = keyed([{ kind: 'button', name: 'Next', region: 'top of the page', box: { x: 0, y: 0, width: 2, height: 2 } }]);
    for (const dir of [before, after]) writeElements(dir, 'registration--filled--1280.png', alike);
    const comparison = compareScreens(before, after, root, 'report');
    expect(comparison.changes[0]?.elements).toEqual([]);
    expect(diffReport(comparison, { before: 'main', after: 'the working tree' })).toContain('The elements are alike (same texts, same places): only the drawing differs, a style change.');
  });
});

function writeElements(dir: string, picture: string, elements: ScreenElement[]): void {
  writeFileSync(join(dir, picture.replace(/\.png$/, '.elements.json')), JSON.stringify(elements));
}
