import type { Condition } from '../rules/condition.js';

/**
 * A flow as written in flows/*.json: steps with their routes and screens, what each step
 * loads before it shows, and which event leads where. Everything is data: conditions use
 * the ui rules' condition language, values use bindings ("$data/...", engine/bindings),
 * and calls name the API by method and path. flows/README.md explains it for analysts.
 */
export interface FlowDefinition {
  id: string;
  /** The step a new visit starts at. */
  initial: string;
  /** Events every step of this flow answers, after the step's own `on`. */
  on?: Record<string, Transition>;
  /** Events answered wherever the visitor is, in any flow (a 401, inactivity, log out). */
  global?: Record<string, Transition>;
  steps: Record<string, StepDefinition>;
}

/** One step of a flow: one route, one screen. */
export interface StepDefinition {
  /** Path pattern with optional `:params`, e.g. "/user/registration-email-validation/:body/:token". */
  route: string;
  /** Id of a screen under flows/screens/. */
  screen: string;
  /** Id of a page frame under flows/frames/; "public" when not given. */
  frame?: string;
  /** Unknown paths are sent here (exactly one step of all flows may say so). */
  fallback?: boolean;
  /** Opened from outside the portal (a mailed link): no transition needs to lead here. */
  entry?: true;
  /** Calls made, in order, before the step shows; each answer is stored under its name. */
  load?: LoadDefinition[];
  /** Where a failed load leads; without it, to the previous page (or the root on a first visit). */
  onLoadFailure?: Transition;
  /** Checked once the step has loaded, before it shows: the first branch whose `when` holds is taken. */
  always?: Transition;
  /** Transitions taken by themselves after a delay while the step shows (the 5-second redirect). */
  after?: DelayedTransition[];
  /** False stops the inactivity timer on this step. */
  timeout?: boolean;
  /**
   * `$data` entries the step needs that a reload of the tab must not lose (a pending code
   * challenge): the host keeps them for the tab while the step shows. Never a secret.
   */
  keepData?: string[];
  /** Event name to transition. */
  on?: Record<string, Transition>;
}

/** One call a step makes before it shows; its answer's body is stored as `$data/<name>`. */
export interface LoadDefinition {
  name: string;
  call: CallDefinition;
  /**
   * Also sets the feature switch `name` to this binding over the answer (`"$result/body/success"`):
   * switches come from the server, so `$switches/<name>` and the ui rules' `{ "switch": name }`
   * follow the deployment's setting.
   */
  switch?: string;
  /**
   * Refusals with these statuses count as loaded too, their answer kept under the name:
   * the screen tells them apart (`$data/confirmation/errors`), as the e-mail validation page
   * shows "Email Failed To Validate" rather than leaving.
   */
  accept?: Outcome['status'];
  /**
   * Whatever it answers, the step shows: a refusal or a failure loads as nothing (the name
   * stays empty). For what must never stand in a visitor's way, such as global messages.
   */
  optional?: boolean;
  /**
   * The step's other loads wait for this one and are not asked when it is refused: the
   * session check of a signed-in step, so a visitor without a session is answered one 401,
   * not one per load.
   */
  gate?: boolean;
}

/** An API call as data. Every value may be a binding; the API client adds the static header. */
export interface CallDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path, with `:name` segments filled from `pathParams` (each one URI-encoded). */
  path: string;
  pathParams?: Record<string, unknown>;
  /** Query string values; undefined ones are left out. */
  query?: Record<string, unknown>;
  /** The JSON body: a template whose bindings are filled in. */
  body?: unknown;
  /**
   * How a load of this call is kept (the renderer's cache, swr): `session` answers from the
   * cache once loaded (reference data: plans, roles, switches); `focus` answers from the cache
   * at once and asks again in the background on each visit and when the tab regains focus
   * (account data). Without it every load asks the server (calls with effects).
   */
  cache?: CachePolicy;
  /**
   * API paths (prefixes) whose cached answers this call changes: once it succeeds they are
   * asked again wherever they are shown (a delete refreshes the list and its total).
   */
  revalidates?: string[];
}

/** How a call's answers are kept by the load cache: see {@link CallDefinition.cache}. */
export type CachePolicy = 'session' | 'focus';

/** Where an event leads: a bare target, one branch, or branches tried in order. */
export type Transition = string | Branch | Branch[];

/** The special targets: the previous page, and the portal's root. */
export const BACK_TARGET = '@back';
export const ROOT_TARGET = '@root';

/**
 * One way an event can go. Taken when `when` holds (always, without it). With a `call`,
 * the call is made and its `outcomes` decide what follows; otherwise its effects apply and
 * it moves to `target` (a step id of this flow, "flowId.stepId", "@back" or "@root"; none:
 * stay on the step).
 */
export interface Branch extends Effects {
  when?: Condition;
  call?: CallDefinition;
  /** Tried in order once the call answered; an unmatched refusal is shown, never swallowed. */
  outcomes?: Outcome[];
  target?: string;
  /** Route params of the target, by name (bindings), for routes with `:params`. */
  params?: Record<string, unknown>;
  /** Query params of the target's address. */
  query?: Record<string, unknown>;
  /** Replace the current history entry instead of adding one (a redirect the back button should skip). */
  replace?: boolean;
}

/**
 * One entry a branch keeps as `$data/<name>`: a name alone keeps the answer's body; a name
 * and a value keep the value (a binding, or null to drop what was kept).
 */
export type Store = string | { name: string; value: unknown };

/**
 * A branch's `store` as the list it stands for: a list as written, one entry as a list of one,
 * none as an empty list. Unchecked, so the rule tools can read files not yet validated.
 */
export function storeEntries<T>(store: T | readonly T[] | undefined): readonly T[] {
  if (store === undefined) return [];
  return Array.isArray(store) ? store : [store as T];
}

/** Every entry `store` keeps, one or a list, as name and value. */
export function storesOf(store: Store | readonly Store[] | undefined): { name: string; value: unknown }[] {
  return storeEntries(store).map((one) => (typeof one === 'string' ? { name: one, value: '$result/body' } : one));
}

/** What a branch does besides moving. */
export interface Effects {
  /** Keeps the call's answer body (or a bound value) as `$data/<name>`; a list keeps each. */
  store?: Store | readonly Store[];
  /** Opens the screen's modal with this id; null closes the open one. */
  modal?: string | null;
  /**
   * Puts the answer's `{ errors }` on the form of this model; `paths` moves an error from a
   * place of the call's body to the form's field it came from (`"/clients"` to `"/plans"`),
   * so a refusal of a body the flow built shows where the visitor can mend it.
   */
  fieldErrors?: string | { model: string; paths: Record<string, string> };
  /** Shows a notice (a message id with params). */
  notice?: NoticeDefinition;
  /** Forgets the form data held for a model (true: for every model). */
  reset?: string | readonly string[] | true;
  /**
   * A session begins or ends: everything held for the person is forgotten first (forms, their
   * refusals, loaded and stored data, the last answer; the host's cached answers with them), so
   * the next person at the browser finds none of it. The branch's own store and notice follow.
   */
  forgetPerson?: true;
  /**
   * API paths (prefixes) whose cached answers the branch's answer says are stale (a refusal
   * saying the user acted for changed): asked again as the branch is taken, so the page it
   * leads to never shows the answers kept before.
   */
  revalidates?: string[];
  /**
   * An event sent to the portal's other tabs in this browser once the branch is taken, for the
   * flows' global event of that name to answer there: a tab must not go on naming the user a
   * staff member acted for before another tab chose someone else.
   */
  tellOtherTabs?: string;
}

/** A call's outcome: a branch taken when the answer's status (and its `when`) match. */
export interface Outcome extends Branch {
  /**
   * A status, a list, a class ("2xx", "4xx", "5xx"), or "failed" (no answer at all); none: any.
   * A 401 (the session ended) matches only where named as a number: a class or none leaves it
   * to the flows' global `unauthorized`.
   */
  status?: number | number[] | StatusClass;
}

/** Classes of statuses an outcome can name. */
export type StatusClass = '2xx' | '4xx' | '5xx' | 'failed';

/** A branch taken by itself `delay` milliseconds after the step shows (a number or a binding). */
export interface DelayedTransition extends Branch {
  delay: number | string;
}

/** A notice: a message id, its params (bindings allowed), how it looks. */
export interface NoticeDefinition {
  text: string;
  params?: Record<string, unknown>;
  variant?: 'info' | 'success' | 'warning' | 'error';
  /** A toast: shown after `delay` ms and hidden by itself (form-behaviour.json toastHideMs later); otherwise it stays until dismissed. */
  toast?: boolean;
  delay?: number;
}

/** The branches a transition holds, however it is written. */
export function branchesOf(transition: Transition | undefined): Branch[] {
  if (transition === undefined) return [];
  if (typeof transition === 'string') return [{ target: transition }];
  return Array.isArray(transition) ? transition : [transition];
}
