import type { BindingScope } from '../bindings/binding.js';
import type { FieldError } from '../validation/field-error.js';
import type { BoundRequest, CallResult, RequestPrimitive } from './call.js';
import type { CachePolicy } from './flow-definition.js';

/** A notice the screen shows: a catalogue id with bound params, or the server's own text. */
export interface Notice {
  id: number;
  text: string;
  params: Record<string, unknown>;
  variant: 'info' | 'success' | 'warning' | 'error';
  /** The server's text, for a refusal whose id the browser's catalogue does not hold. */
  message?: string;
  /** A toast: shown after this many ms, then hidden by itself. */
  toastDelay?: number;
}

/** What the flow machine holds for the visit; screens read it through the router. */
export interface FlowContext {
  /** The current step's route params. */
  params: Record<string, string>;
  /** The current address's query params. */
  query: Record<string, string>;
  /** What steps loaded and calls stored, by name. */
  data: Record<string, unknown>;
  /** Feature switches as the server answered them (loads with `switch`). */
  switches: Record<string, unknown>;
  /** Form data held during the visit, by model (in memory only: it holds passwords). */
  form: Record<string, Record<string, unknown>>;
  /** The answer of the last call. */
  result?: CallResult;
  /** The model of the form whose event made the call being answered. */
  model?: string;
  /** The modal open on the screen, by id. */
  modal: string | null;
  notices: Notice[];
  /** Server errors to show on forms, by model. */
  fieldErrors: Record<string, readonly FieldError[]>;
  /** Whether the move to the current step should replace the history entry. */
  replace: boolean;
  /** Counts step entries, so visiting a step again draws a fresh screen. */
  visit: number;
  /** The id the next notice gets. */
  nextNotice: number;
  /** Counts the times a session began or ended (`forgetPerson`): the host forgets its cached answers at each. */
  forgotten: number;
}

/** The events the machine takes: the router's and the screens'. */
export type FlowEvent =
  | { type: '@visit'; path: string; query?: Record<string, string> }
  /** The address's query changed on the step shown (a search kept in the address): `$query` follows, the step stays. */
  | { type: '@query'; query: Record<string, string> }
  | { type: '@hold'; model: string; values: Record<string, unknown> }
  | { type: '@modal'; modal: string | null }
  | { type: '@dismiss'; id: number }
  | { type: '@reloaded'; visit: number; name: string; body: unknown }
  | { type: string; model?: string; values?: Record<string, unknown>; result?: CallResult };

/** What the machine needs from its host: the API, the values it does not hold, and the address bar. */
export interface FlowEnvironment {
  request: RequestPrimitive;
  /** The scope bindings read beyond the flow's own: session, switches, context, config. */
  scope: () => BindingScope;
  /** Leaves the current step for the previous page ("@back") or the root ("@root"). */
  leave: (to: '@back' | '@root') => void;
  /**
   * Loads a call that has a cache policy through the host's cache (the renderer's swr).
   * A later, different answer for the same step entry comes back as `@reloaded`. Without it,
   * such loads are plain requests.
   */
  load?: (load: CachedLoad) => Promise<CallResult>;
  /** Asks again for the cached answers of these API path prefixes (a call's `revalidates`). */
  revalidate?: (paths: readonly string[]) => void;
  /** Sends an event to the portal's other tabs in this browser (a branch's `tellOtherTabs`). */
  tellOtherTabs?: (event: string) => void;
  /** Form drafts kept from an earlier load of this tab (a reload): the visit starts holding them. */
  drafts?: () => Record<string, Record<string, unknown>>;
  /** `$data` entries a step kept for this tab (its `keepData`) before a reload: the visit starts holding them. */
  keptData?: () => Record<string, unknown>;
}

/** A load for the host's cache: which answer of which step entry, the request and how it is kept. */
export interface CachedLoad {
  name: string;
  visit: number;
  /** The context's `forgotten` when asked: answers kept for an earlier person are not shared. */
  forgotten: number;
  request: BoundRequest;
  policy: CachePolicy;
}

/** A new visit's context. */
export function initialFlowContext(): FlowContext {
  return { params: {}, query: {}, data: {}, switches: {}, form: {}, modal: null, notices: [], fieldErrors: {}, replace: false, visit: 0, nextNotice: 1, forgotten: 0 };
}

/** What bindings read while the machine runs: its own values over the host's. */
export function flowScope(context: FlowContext, environment: FlowEnvironment, result = context.result): BindingScope {
  const host = environment.scope();
  const switches = { ...(host.switches as Record<string, unknown> | undefined), ...context.switches };
  return { ...host, data: context.data, switches, params: context.params, query: context.query, form: context.form, result, screen: { modal: context.modal } };
}
