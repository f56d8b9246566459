import type { FlowDefinition } from '../../engine/flow/flow-definition.js';
import type { FrameDefinition } from '../../engine/screen/frame-definition.js';

/**
 * Where a frame's logo leads, and a page of the frame goes when it cannot show and has no
 * page of the app's own before it: the route of the step its home names ("flow.step"), else
 * `fallback` (the portal's root). Signed-in pages name the signed-in home, so a signed-in
 * user never lands on the registration form the root opens.
 */
export function frameHome(frame: FrameDefinition | undefined, flows: readonly FlowDefinition[], fallback: string): string {
  if (!frame?.home) return fallback;
  const [flowId, stepId] = frame.home.split('.');
  const step = flows.find((flow) => flow.id === flowId)?.steps[stepId ?? ''];
  return step?.route ?? fallback;
}
