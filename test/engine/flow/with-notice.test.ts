import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../src/engine/flow/flow-context.js';
import { withNotice } from '../../../src/engine/flow/with-notice.js';

const notice = (id: number, text: string, params: Record<string, unknown> = {}): Notice => ({ id, text, params, variant: 'success' });

describe('withNotice', () => {
  it('replaces a notice saying the same, keeping the newest last', () => {
    const shown = withNotice([notice(1, 'a'), notice(2, 'b')], notice(3, 'a'));
    expect(shown.map((each) => each.id)).toEqual([2, 3]);
  });

  it('keeps notices that differ in params or kind', () => {
    expect(withNotice([notice(1, 'a', { name: 'X' })], notice(2, 'a', { name: 'Y' }))).toHaveLength(2);
    expect(withNotice([{ ...notice(1, 'a'), variant: 'warning' }], notice(2, 'a'))).toHaveLength(2);
  });
});
