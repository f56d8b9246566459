/**
 * A flow as written in flows/*.json: steps with their routes and screens, what each step
 * loads before it shows, and which event leads where. Guards, effects and loaders are
 * referenced by name; the portal injects their implementations.
 */
export interface FlowDefinition {
  id: string;
  /** The step a new visit starts at. */
  initial: string;
  steps: Record<string, StepDefinition>;
}

/** One step of a flow. */
export interface StepDefinition {
  /** Path pattern with optional `:params`, e.g. "/user/registration-email-validation/:body/:token". */
  route: string;
  /** Id of a screen under flows/screens/. */
  screen: string;
  /** Unknown paths are sent here (exactly one step of all flows may say so). */
  fallback?: boolean;
  /** Loader names run, in order, before the step shows; a failed load returns to the previous page or the root. */
  load?: string[];
  /** False stops the inactivity timer on this step. */
  timeout?: boolean;
  /** Event name to transition. A bare string is a target step id. */
  on?: Record<string, TransitionDefinition | string>;
}

/** Where an event leads, under which guard, with which effects. */
export interface TransitionDefinition {
  /** A step id of this flow, "flowId.stepId" of another flow, or "@back". */
  target: string;
  /** Guard name; the transition is taken only when it answers true. */
  guard?: string;
  /** Effect names run in order before moving; a failing effect stops the transition. */
  effects?: string[];
}
