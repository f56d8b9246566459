// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareElements, describeElementChange } from '../../../scripts/screens/compare-elements.js';
import { keyed, type ScreenElement } from '../../../scripts/screens/element-tree.js';

/**
 * Element trees recorded by `npm run screens` (registration, errors-invalid, 1280 px): before
 * and after an optional field was inserted after Last Name in section 1 of the registration
 * form (the analyst edit of test/authoring/analyst-edits.test.ts).
 */
function recorded(side: 'before' | 'after', edit = 'registration-middle-initial'): ScreenElement[] {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', edit, `${side}.elements.json`), 'utf8')) as ScreenElement[];
}

const box = (y: number, height = 40, x = 0, width = 400) => ({ x, y, width, height });

describe('the element comparison', () => {
  it('reports a field inserted in a form as one field added, with its label, and the fields below it as in place', () => {
    const before = recorded('before');
    const after = recorded('after');
    const inserted = after.find((element) => !before.some((old) => old.key === element.key));
    // The recording really moved everything below the new field down.
    const below = before.filter((element) => inserted && element.box.y > inserted.box.y);
    expect(below.length).toBeGreaterThan(40);
    expect(below.every((element) => after.find((now) => now.key === element.key)!.box.y > element.box.y)).toBe(true);

    const changes = compareElements(before, after);
    expect(changes.map(describeElementChange)).toEqual([`Field "${inserted?.name}" added here`]);
    expect(changes[0]).toMatchObject({ kind: 'added', region: inserted?.region, afterBox: inserted?.box });
    // Before, the crop shows where the field goes: where the field below it was.
    const next = before.find((element) => element.kind === 'field' && element.box.y > changes[0]!.beforeBox.y - 30);
    expect(Math.abs(changes[0]!.beforeBox.y - (next?.box.y ?? 0))).toBeLessThan(30);
  });

  it("reports a changed text with the old and the new, and nothing moved when it wraps onto another line", () => {
    const before = keyed([
      { kind: 'heading', name: 'Create your account', region: 'top of the page', box: box(0) },
      { kind: 'field', pointer: '/password', name: 'Password *', text: 'Between 8 and 15 characters', region: '1 Login Information', box: box(60, 90) },
      { kind: 'field', pointer: '/confirmPassword', name: 'Confirm Password *', region: '1 Login Information', box: box(170, 90) },
      { kind: 'button', name: 'Next', region: 'Create your account', box: box(300, 40, 0, 80) },
    ]);
    const after = keyed([
      before[0]!,
      { ...before[1]!, text: 'Between 8 and 20 characters, and one of them a digit', box: box(60, 110) },
      { ...before[2]!, box: box(190, 90) },
      { ...before[3]!, box: box(320, 40, 0, 80) },
    ]);
    expect(compareElements(before, after).map(describeElementChange)).toEqual([
      `Field "Password *": text changed: 'Between 8 and 15 characters' -> 'Between 8 and 20 characters, and one of them a digit'`,
    ]);
  });

  it('quotes of a long changed text the words that changed, in their sentence', () => {
    const [before, after] = [recorded('before', 'registration-password-maximum'), recorded('after', 'registration-password-maximum')];
    const limit = (elements: ScreenElement[]) => /Between \d+ and (\d+) characters/.exec(elements.find((element) => element.key === 'field:/password')?.text ?? '')?.[1];
    expect(limit(before)).not.toEqual(limit(after));
    expect(compareElements(before, after).map(describeElementChange)).toEqual([
      `Field "Password *": text changed: '…• Between 8 and ${limit(before)} characters long ( not…' -> '…• Between 8 and ${limit(after)} characters long ( not…'`,
    ]);
  });

  it('reports a reworded heading as a text change rather than one heading gone and another added', () => {
    const before = keyed([{ kind: 'heading', name: 'Sign in', region: 'top of the page', box: box(0) }]);
    const after = keyed([{ kind: 'heading', name: 'Sign in to the portal', region: 'top of the page', box: box(0) }]);
    expect(compareElements(before, after).map(describeElementChange)).toEqual([`Heading "Sign in to the portal": text changed: 'Sign in' -> 'Sign in to the portal'`]);
  });

  it('reports an element that moved with nothing above it to explain the move, and a field removed', () => {
    const before = keyed([
      { kind: 'field', pointer: '/firstName', name: 'First Name', region: 'Names', box: box(0) },
      { kind: 'field', pointer: '/middleName', name: 'Middle Name', region: 'Names', box: box(60) },
      { kind: 'button', name: 'Next', region: 'Names', box: box(200, 40, 0, 80) },
      { kind: 'link', name: 'Privacy Policy', region: 'Names', box: box(300, 20, 0, 120) },
    ]);
    const after = keyed([before[0]!, { ...before[2]!, box: box(140, 40, 0, 80) }, { ...before[3]!, box: box(300, 20, 600, 120) }]);
    expect(compareElements(before, after).map(describeElementChange)).toEqual(['Field "Middle Name" removed', 'Link "Privacy Policy" moved 600 px right']);
  });

  it('reports an element whose size changed with nothing inside it changed', () => {
    const before = keyed([{ kind: 'button', name: 'Next', region: 'Form', box: box(0, 40, 0, 80) }]);
    const after = keyed([{ kind: 'button', name: 'Next', region: 'Form', box: box(0, 40, 0, 160) }]);
    expect(compareElements(before, after).map(describeElementChange)).toEqual(['Button "Next" resized: 80x40 -> 160x40 px']);
  });

  it('finds nothing between two recordings of the same screen', () => {
    expect(compareElements(recorded('before'), recorded('before'))).toEqual([]);
  });
});
