import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { splitAtFirstModel } from '../../engine/screen/first-paint.js';
import type { ScreenNode } from '../../engine/screen/screen-definition.js';
import { nodeTypeRegistry } from './nodes/index.js';
import { ScreenNodes } from './screen-nodes.js';

/**
 * A screen's content, heading first: the nodes before its first form or review are drawn
 * and painted in the render that shows the screen; the form and what follows it are drawn
 * just after, in a deferred render React time-slices and can interrupt (a form's first
 * render is the longest task of a first visit on a phone, and it would otherwise hold back
 * the heading's paint with it). Each mount defers once; later renders draw everything at once.
 * See docs/decisions/heading-before-form.md.
 */
export function ScreenContent(props: { nodes: readonly ScreenNode[] }): ReactNode {
  const { head, tail } = useMemo(() => splitAtFirstModel(props.nodes, nodeTypeRegistry), [props.nodes]);
  // With an initial value, the mount returns it and React re-renders with `true` at
  // transition priority; without one (nothing to defer), the mount returns `true` directly.
  const tailDrawn = useDeferredValue(true, tail.length > 0 ? false : undefined);
  return (
    <>
      <ScreenNodes nodes={head} />
      {tailDrawn && tail.length > 0 && <ScreenNodes nodes={tail} />}
    </>
  );
}
