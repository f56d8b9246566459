import type { ReactNode } from 'react';
import type { ScreenNode } from '../../engine/screen/screen-definition.js';
import { evaluateCondition } from '../../engine/rules/evaluate-condition.js';
import { nodeTypes } from './nodes/index.js';
import { useScreenRuntime } from './screen-runtime.js';

/** Screen-local events: open or close a modal of this screen without involving the flow. */
const OPEN_PREFIX = '@open:';
const CLOSE_EVENT = '@close';
/** Prints the page (the registration summary), with the print stylesheet. */
const PRINT_EVENT = '@print';
/** Leaves the page although a form on it holds unsaved work. */
export const DISCARD_EVENT = '@discard';

/**
 * Draws screen content from its JSON nodes, each by its node type's component (./nodes).
 * A node with `when` shows only while its condition holds over the screen's bindings.
 * Links and buttons send their event to the flow, except "@print" (prints the page) and
 * "@open:<modal id>" and "@close", which open and close a modal of the screen (held by the flow, so a button in a section
 * opens a modal written anywhere on the screen, and "@close" inside a modal closes it).
 */
export function ScreenNodes(props: { nodes: readonly ScreenNode[] }): ReactNode {
  const runtime = useScreenRuntime();
  const dispatch = (event: string) => {
    if (event.startsWith(OPEN_PREFIX)) runtime.setModal(event.slice(OPEN_PREFIX.length));
    else if (event === CLOSE_EVENT) runtime.setModal(null);
    else if (event === PRINT_EVENT) window.print();
    // "Don't Save" of the Unsaved Changes modal: the flow router carries out the leave it held back.
    else if (event === DISCARD_EVENT) runtime.send({ type: DISCARD_EVENT });
    else runtime.send({ type: event });
  };
  const render = (nodes: readonly ScreenNode[]) => <ScreenNodes nodes={nodes} />;
  const { scope } = runtime;
  return props.nodes.map((node, index) => {
    if (node.when && !evaluateCondition(node.when, { data: scope.form, switches: scope.switches as never, context: scope.context as never, scope })) return null;
    const type = nodeTypes[node.type];
    // check:schemas refuses unknown types; a stale bundle must still not crash the page.
    if (!type) return null;
    return <type.Component key={index} node={node} dispatch={dispatch} render={render} />;
  });
}
