import type { ElementBox, ElementKind, ScreenElement } from './element-tree.js';
import { upperFirst } from '../../src/engine/messages/upper-first.js';

/**
 * How far (px) an element may shift or change size between the two sides and still count as
 * in place: sub-pixel rounding and a font's hinting move edges by a pixel or two.
 */
const GEOMETRY_TOLERANCE_PX = 3;

/** What happened to one element between the two sides. */
export type ElementChangeKind = 'added' | 'removed' | 'text' | 'moved' | 'resized';

/** One element's change, with where to look on each picture. */
export interface ElementChange {
  kind: ElementChangeKind;
  /** The element as the after side has it (the before side's when removed). */
  element: ScreenElement;
  /** The element as the before side had it (a text, move or size change). */
  was?: ScreenElement;
  /** The part of the screen it is in (the section's legend, the dialog's title, the heading above). */
  region: string;
  /** Where the element is, or would be, on each picture: an added element's spot before, a removed one's after. */
  beforeBox: ElementBox;
  afterBox: ElementBox;
}

interface Pair {
  before: ScreenElement;
  after: ScreenElement;
  dx: number;
  dy: number;
  grew: boolean;
}

/**
 * Compares two element trees of the same picture (`<picture>.elements.json`, element-tree.ts)
 * element by element: elements are matched by key (a field by its pointer, anything else by
 * kind and name), and an element left over on each side in the same region and of the same
 * kind is the same element with another text. Reports elements added and removed (an element
 * inside another added or removed one is part of it), texts changed, and elements moved or
 * resized beyond a small tolerance unless something explains it: an element added, removed
 * or grown between it and the element above it (an inserted field does not move the fields
 * below it), or a change inside it (a section grows with its new field).
 */
export function compareElements(before: readonly ScreenElement[], after: readonly ScreenElement[]): ElementChange[] {
  const afterByKey = new Map(after.map((element) => [element.key, element]));
  const beforeKeys = new Set(before.map((element) => element.key));
  const pairs: Pair[] = [];
  const removed: ScreenElement[] = [];
  for (const element of before) {
    const match = afterByKey.get(element.key);
    if (match) pairs.push(pairOf(element, match));
    else removed.push(element);
  }
  const added = after.filter((element) => !beforeKeys.has(element.key));
  for (const [was, now] of renamed(removed, added)) {
    pairs.push(pairOf(was, now));
    removed.splice(removed.indexOf(was), 1);
    added.splice(added.indexOf(now), 1);
  }
  pairs.sort((a, b) => a.before.box.y - b.before.box.y || a.before.box.x - b.before.box.x);
  const texts = pairs.filter((pair) => pair.before.name !== pair.after.name || (pair.before.text ?? '') !== (pair.after.text ?? ''));
  const changes: ElementChange[] = [
    ...outermost(removed).map((element) => ({ kind: 'removed' as const, element, region: element.region, beforeBox: element.box, afterBox: shifted(element.box, shiftAbove(pairs, element.box.y, 'before')) })),
    ...outermost(added).map((element) => ({ kind: 'added' as const, element, region: element.region, beforeBox: shifted(element.box, -shiftAbove(pairs, element.box.y, 'after')), afterBox: element.box })),
    ...texts.map((pair) => changeOf('text', pair)),
  ];
  const changedInside = (pair: Pair) =>
    [...added, ...texts.map((text) => text.after)].some((inner) => inner !== pair.after && contains(pair.after.box, inner.box)) ||
    removed.some((inner) => contains(pair.before.box, inner.box)) ||
    pairs.some((inner) => inner !== pair && inner.grew && contains(pair.after.box, inner.after.box));
  pairs.forEach((pair, index) => {
    if (texts.includes(pair)) return;
    if (pair.grew && !changedInside(pair)) changes.push(changeOf('resized', pair));
    else if (!movedAsAbove(pair, pairs[index - 1], { pairs, added, removed }) && !changedInside(pair)) changes.push(changeOf('moved', pair));
  });
  return changes.sort((a, b) => a.afterBox.y - b.afterBox.y || a.afterBox.x - b.afterBox.x);
}

/** A change in words, as the report states it ("Field added here: "Middle Name""). */
export function describeElementChange(change: ElementChange): string {
  const what = `${KIND_NAMES[change.element.kind]} "${change.element.name || change.element.text}"`;
  const was = change.was;
  switch (change.kind) {
    case 'added':
      return `${upperFirst(what)} added here`;
    case 'removed':
      return `${upperFirst(what)} removed`;
    case 'text': {
      const [old, now] = was && was.name !== change.element.name ? [was.name, change.element.name] : [was?.text ?? '', change.element.text ?? ''];
      const [oldPart, newPart] = differingParts(old, now);
      return `${upperFirst(what)}: text changed: '${oldPart}' -> '${newPart}'`;
    }
    case 'moved': {
      const dx = change.afterBox.x - change.beforeBox.x;
      const dy = change.afterBox.y - change.beforeBox.y;
      const parts = [dy && `${Math.abs(dy)} px ${dy > 0 ? 'down' : 'up'}`, dx && `${Math.abs(dx)} px ${dx > 0 ? 'right' : 'left'}`].filter(Boolean);
      return `${upperFirst(what)} moved ${parts.join(' and ')}`;
    }
    case 'resized':
      return `${upperFirst(what)} resized: ${sizeOf(change.beforeBox)} -> ${sizeOf(change.afterBox)} px`;
  }
}

const KIND_NAMES: Record<ElementKind, string> = {
  section: 'section',
  field: 'field',
  heading: 'heading',
  button: 'button',
  link: 'link',
  message: 'message',
  text: 'text',
  cell: 'table cell',
  dialog: 'dialog',
};

/** Words kept on each side of a text's changed words, so the change reads in its sentence. */
const CONTEXT_WORDS = 4;

/**
 * The part of two texts that differs, word by word, with CONTEXT_WORDS words around it and
 * "…" where the text goes on: a password field's requirement list changed in one number
 * reads "'…Between 8 and 15 characters long…' -> '…Between 8 and 20 characters long…'".
 */
function differingParts(old: string, now: string): [string, string] {
  const [a, b] = [old.split(' '), now.split(' ')];
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
  const from = Math.max(0, head - CONTEXT_WORDS);
  const part = (words: string[]) => {
    const to = Math.min(words.length, words.length - tail + CONTEXT_WORDS);
    return `${from > 0 ? '…' : ''}${words.slice(from, to).join(' ')}${to < words.length ? '…' : ''}`;
  };
  return [part(a), part(b)];
}

function pairOf(before: ScreenElement, after: ScreenElement): Pair {
  const grew = Math.abs(after.box.width - before.box.width) > GEOMETRY_TOLERANCE_PX || Math.abs(after.box.height - before.box.height) > GEOMETRY_TOLERANCE_PX;
  return { before, after, dx: after.box.x - before.box.x, dy: after.box.y - before.box.y, grew };
}

function changeOf(kind: ElementChangeKind, pair: Pair): ElementChange {
  return { kind, element: pair.after, was: pair.before, region: pair.after.region, beforeBox: pair.before.box, afterBox: pair.after.box };
}

/**
 * Elements left over on both sides that are one element with a new text: the same kind in
 * the same region, taken in order (a heading reworded, a paragraph's message changed).
 * A field is matched by its pointer only: another pointer is another field.
 */
function renamed(removed: readonly ScreenElement[], added: readonly ScreenElement[]): [ScreenElement, ScreenElement][] {
  const groupOf = (element: ScreenElement) => `${element.kind}\u0000${element.region}`;
  const waiting = new Map<string, ScreenElement[]>();
  for (const element of added) if (element.kind !== 'field') waiting.set(groupOf(element), [...(waiting.get(groupOf(element)) ?? []), element]);
  const found: [ScreenElement, ScreenElement][] = [];
  for (const element of removed) {
    const next = waiting.get(groupOf(element))?.shift();
    if (next) found.push([element, next]);
  }
  return found;
}

/**
 * Whether a pair moved as the element above it did (or not at all, at the top), or its
 * different shift is explained by what lies between the two: an element added or removed,
 * or one that grew or shrank.
 */
function movedAsAbove(pair: Pair, above: Pair | undefined, context: { pairs: readonly Pair[]; added: readonly ScreenElement[]; removed: readonly ScreenElement[] }): boolean {
  const sameShift = Math.abs(pair.dy - (above?.dy ?? 0)) <= GEOMETRY_TOLERANCE_PX && Math.abs(pair.dx - (above?.dx ?? 0)) <= GEOMETRY_TOLERANCE_PX;
  if (sameShift) return true;
  const from = { before: above?.before.box.y ?? Number.NEGATIVE_INFINITY, after: above?.after.box.y ?? Number.NEGATIVE_INFINITY };
  const between = (y: number, side: 'before' | 'after') => y >= from[side] - GEOMETRY_TOLERANCE_PX && y <= pair[side].box.y + GEOMETRY_TOLERANCE_PX;
  return (
    context.added.some((element) => between(element.box.y, 'after')) ||
    context.removed.some((element) => between(element.box.y, 'before')) ||
    context.pairs.some((other) => other !== pair && other.grew && between(other.before.box.y + other.before.box.height, 'before'))
  );
}

/** How far the matched element nearest above `y` (on `side`) moved down: where an added element would have been before. */
function shiftAbove(pairs: readonly Pair[], y: number, side: 'before' | 'after'): number {
  let shift = 0;
  for (const pair of pairs) if (pair[side].box.y <= y) shift = pair.dy;
  return shift;
}

/** The elements not inside another of the list (a new field's own button is part of the new field). */
function outermost(elements: readonly ScreenElement[]): ScreenElement[] {
  return elements.filter((element) => !elements.some((other) => other !== element && contains(other.box, element.box) && !contains(element.box, other.box)));
}

function contains(outer: ElementBox, inner: ElementBox): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
}

function shifted(box: ElementBox, dy: number): ElementBox {
  return { ...box, y: Math.max(0, box.y + dy) };
}

function sizeOf(box: ElementBox): string {
  return `${box.width}x${box.height}`;
}
