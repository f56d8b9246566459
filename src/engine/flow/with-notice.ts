import type { Notice } from './flow-context.js';

/**
 * The page's notices with `notice` added last. A notice saying what one already says (the
 * same text, params and kind: a second delete's "removed") replaces it rather than stacking:
 * two equal lines read as two different events, and the newest is the one to announce.
 */
export function withNotice(notices: readonly Notice[], notice: Notice): Notice[] {
  const same = (other: Notice) =>
    other.text === notice.text && other.variant === notice.variant && other.message === notice.message && JSON.stringify(other.params) === JSON.stringify(notice.params);
  return [...notices.filter((other) => !same(other)), notice];
}
