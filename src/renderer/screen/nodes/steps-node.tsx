import { StepIndicator } from '../step-indicator.js';
import { defineNodeType, META } from '../node-type.js';

interface StepsNode {
  type: 'steps';
  steps: string[];
  current: number;
  [key: string]: unknown;
}

/** A step indicator: the steps' names, and which one this page is. */
export const stepsNode = defineNodeType<StepsNode>({
  type: 'steps',
  messages: ['steps'],
  schema: {
    required: ['steps', 'current'],
    properties: { steps: { type: 'array', items: META.messageId, minItems: 1 }, current: { type: 'integer', minimum: 0 } },
  },
  Component: ({ node }) => <StepIndicator steps={node.steps} current={node.current} />,
});
