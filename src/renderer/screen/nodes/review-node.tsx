import type { ComponentType } from 'react';
import type { ScreenNode } from '../../../engine/screen/screen-definition.js';
import { defineNodeType, lazyView, META, type NodeProps } from '../node-type.js';

interface ReviewNode {
  type: 'review';
  model: string;
  ui: string;
  [key: string]: unknown;
}

/**
 * A review of the data a form held (a summary page): read-only, in the ui file's sections,
 * masked values (password, answers) behind a per-entry "Show" checkbox. The view waits in a
 * chunk of its own until a screen with a review is reached: the first route is a form.
 */
export const reviewNode = defineNodeType<ReviewNode>({
  type: 'review',
  draws: 'review',
  schema: { required: ['model', 'ui'], properties: { model: META.fileName, ui: META.fileName } },
  ...lazyView(() => import('../review/review-view.js').then((module) => module.default as ComponentType<NodeProps<ScreenNode & ReviewNode>>)),
});
