import { parseBinding, type BindingSource } from '../bindings/binding.js';
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

/** What a binding can read before a step's loads have answered: the rule files and the address. */
const KNOWN_BEFORE_LOADS: ReadonlySet<BindingSource> = new Set(['config', 'params', 'query']);

/** Whether a node, with everything inside it, shows the same before and after the step's loads. */
function readsNoLoad(value: unknown): boolean {
  if (typeof value === 'string') {
    try {
      const binding = parseBinding(value);
      return binding === undefined || KNOWN_BEFORE_LOADS.has(binding.source);
    } catch {
      return false;
    }
  }
  if (Array.isArray(value)) return value.every(readsNoLoad);
  if (value !== null && typeof value === 'object') {
    // A condition or a call of its own depends on what the step has not loaded yet.
    if ('when' in value || 'call' in value) return false;
    return Object.values(value).every(readsNoLoad);
  }
  return true;
}

/**
 * The nodes at the start of `nodes` that can be drawn while the step's loads are still out:
 * up to the first node that reads loaded data (a binding to `$data`, `$session`, a switch...),
 * shows on a condition or makes a call of its own. Drawn early, they stay as they are when
 * the loads answer, and what comes after them is added below, so nothing above moves.
 */
export function leadBeforeLoads(nodes: readonly ScreenNode[]): readonly ScreenNode[] {
  const at = nodes.findIndex((node) => !readsNoLoad(node));
  return at < 0 ? nodes : nodes.slice(0, at);
}
