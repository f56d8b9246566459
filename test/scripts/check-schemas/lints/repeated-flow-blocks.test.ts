// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { repeatedBlocks } from '../../../../scripts/check-schemas/lints/repeated-flow-blocks.js';

/** An outcome long enough to count at 80 characters. */
const outcome = { status: '2xx', store: 'sent', notice: { text: 'accountAccess.resent', variant: 'success' } };

describe('repeatedBlocks', () => {
  it('finds a block written in two files, with both places in file order, and says only the largest of blocks inside each other', () => {
    const files = [
      { file: 'flows/a.json', json: { steps: { x: { on: { resend: { outcomes: [outcome] } } } } } },
      { file: 'flows/b.json', json: { steps: { y: { on: { again: { outcomes: [outcome] } } } } } },
    ];
    const blocks = repeatedBlocks(files, 80);
    expect(blocks.map((b) => b.places)).toEqual([
      [
        { file: 'flows/a.json', pointer: '/steps/x/on/resend' },
        { file: 'flows/b.json', pointer: '/steps/y/on/again' },
      ],
    ]);
    expect(blocks[0]?.text).toBe(JSON.stringify({ outcomes: [outcome] }));
  });

  it('counts a block by its compact JSON as written, so a shorter one or one written once is no repeat', () => {
    const files = [
      { file: 'flows/a.json', json: {}, written: { one: outcome, two: { ...outcome, store: 'other' } } },
      { file: 'flows/b.json', json: { three: outcome } },
    ];
    expect(repeatedBlocks(files, 80).map((b) => b.places.length)).toEqual([2]);
    expect(repeatedBlocks(files, JSON.stringify(outcome).length + 1)).toEqual([]);
  });
});
