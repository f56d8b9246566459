import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { leadBeforeLoads, splitAtFirstModel } from '../../engine/screen/first-paint.js';
import type { ScreenNode } from '../../engine/screen/screen-definition.js';
import { LoadingLine } from './loading-line.js';
import { nodeTypeRegistry } from './nodes/index.js';
import { ScreenNodes } from './screen-nodes.js';

/**
 * A screen's content, heading first. While the step's loads are out (`loaded` false), only
 * the nodes at its start that read none of them are drawn (leadBeforeLoads: the heading and
 * intro of most screens), with the loading line below: a phone shows the heading without
 * waiting for the step's data. Once loaded, the nodes before its first form or review are
 * drawn at once; the form and what follows it come in a deferred render React time-slices and
 * can interrupt (a form's first render is the longest task of a first visit on a phone, and
 * it would otherwise hold back the heading's paint with it). See
 * docs/decisions/heading-before-form.md.
 */
export function ScreenContent(props: { nodes: readonly ScreenNode[]; loaded: boolean }): ReactNode {
  const { head, tail, lead } = useMemo(() => {
    const split = splitAtFirstModel(props.nodes, nodeTypeRegistry);
    return { ...split, lead: leadBeforeLoads(split.head) };
  }, [props.nodes]);
  // With an initial value, the mount returns it and React re-renders with the value at
  // transition priority; so does a later change to `loaded` (the old value first). Without
  // one (nothing to defer), the mount returns the value directly.
  const tailDrawn = useDeferredValue(props.loaded, tail.length > 0 ? false : undefined);
  // The first child stays the same component while the loads answer: the lead drawn early is
  // kept, not drawn again, and the rest of the head is added after it.
  if (!props.loaded) {
    return (
      <>
        <ScreenNodes nodes={lead} />
        <LoadingLine />
      </>
    );
  }
  return (
    <>
      <ScreenNodes nodes={head} />
      {tailDrawn && tail.length > 0 && <ScreenNodes nodes={tail} />}
    </>
  );
}
