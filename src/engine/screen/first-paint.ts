import type { NodeTypeRegistry } from './node-type.js';
import type { ScreenNode } from './screen-definition.js';

/**
 * A screen's top-level content split where its first model-drawing node (a form or a
 * review) starts: `head` is what is read first (heading, intro, alerts) and costs little to
 * draw; `tail` is that node and everything after it. The renderer paints the head at once
 * and draws the tail in an interruptible render, so a phone shows the heading while the form
 * is still being built. Splitting at a top-level node keeps the order of the page, and since
 * nothing of the tail is on the page before it arrives, nothing the reader sees moves.
 */
export function splitAtFirstModel(nodes: readonly ScreenNode[], registry: NodeTypeRegistry): { head: readonly ScreenNode[]; tail: readonly ScreenNode[] } {
  const at = nodes.findIndex((node) => registry[node.type]?.draws !== undefined);
  return at < 0 ? { head: nodes, tail: [] } : { head: nodes.slice(0, at), tail: nodes.slice(at) };
}
