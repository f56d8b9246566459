import { bindTemplate, resolveValue, type BindingScope } from '../bindings/binding.js';
import type { ErrorsAnswer } from '../../generated/types/answers/errors.js';
import type { FieldError } from '../validation/field-error.js';
import type { CallResult } from './call.js';
import { storesOf, type Effects } from './flow-definition.js';
import type { FlowContext, Notice } from './flow-context.js';
import { withNotice } from './with-notice.js';

/**
 * The context after a branch's effects: a person forgotten, stored answers, the modal, field
 * errors, a notice, forgotten form data. Pure, so the machine applies it in one assign and tests call it alone.
 */
export function applyEffects(context: FlowContext, effects: Effects, scope: BindingScope): Partial<FlowContext> {
  // A session begun or ended: the branch's own effects start from nothing held for a person
  // (its store and notice still read the scope as it was, so a flag of who left can be kept).
  const next: Partial<FlowContext> = effects.forgetPerson ? forgetPerson(context) : {};
  const held = { ...context, ...next };
  const result = scope.result as CallResult | undefined;
  if (effects.store !== undefined) {
    next.data = { ...held.data, ...Object.fromEntries(storesOf(effects.store).map(({ name, value }) => [name, resolveValue(value, scope)])) };
  }
  if (effects.modal !== undefined) next.modal = effects.modal;
  if (effects.reset !== undefined) {
    // A form forgotten is forgotten with the refusals answered to it (a code that did not match, before a new one was sent).
    if (effects.reset === true) {
      next.form = {};
      next.fieldErrors = {};
    } else {
      const forgotten = new Set(typeof effects.reset === 'string' ? [effects.reset] : effects.reset);
      next.form = Object.fromEntries(Object.entries(held.form).filter(([model]) => !forgotten.has(model)));
      next.fieldErrors = Object.fromEntries(Object.entries(held.fieldErrors).filter(([model]) => !forgotten.has(model)));
    }
  }
  if (effects.fieldErrors !== undefined) {
    const { model, paths = {} } = typeof effects.fieldErrors === 'string' ? { model: effects.fieldErrors } : effects.fieldErrors;
    next.fieldErrors = { ...(next.fieldErrors ?? context.fieldErrors), [model]: errorsOf(result).map((error) => movedError(error, paths)) };
  }
  if (effects.notice !== undefined) {
    const { text, params = {}, variant = 'info', toast, delay = 0 } = effects.notice;
    const notice: Notice = { id: context.nextNotice, text, params: bindTemplate(params, scope) as Record<string, unknown>, variant, ...(toast ? { toastDelay: delay } : {}) };
    next.notices = withNotice(context.notices, notice);
    next.nextNotice = context.nextNotice + 1;
  }
  return next;
}

/**
 * The context of a session begun or ended: nothing held for a person (forms, refusals, data,
 * the last answer and the model it was for), and one more session change for the host's cache.
 * Switches are the server's, the same for everyone, and stay.
 */
function forgetPerson(context: FlowContext): Partial<FlowContext> {
  return { form: {}, fieldErrors: {}, data: {}, result: undefined, model: undefined, forgotten: context.forgotten + 1 };
}

/**
 * What a refusal no outcome handled does: never swallowed. Errors with a field path go on
 * the form of the event's model; the rest (or a refusal without errors) becomes an error
 * notice in the server's words, or the catalogue's "system error" text when there are none.
 */
export function showRefusal(context: FlowContext, result: CallResult): Partial<FlowContext> {
  const errors = errorsOf(result);
  const onFields = context.model ? errors.filter((error) => error.path !== '') : [];
  const general = errors.filter((error) => !onFields.includes(error));
  const next: Partial<FlowContext> = {};
  if (onFields.length > 0 && context.model) next.fieldErrors = { ...context.fieldErrors, [context.model]: onFields };
  if (general.length > 0 || onFields.length === 0) {
    const first = general[0];
    const notice: Notice = first
      ? { id: context.nextNotice, text: first.messageId, params: { ...first.params }, variant: 'error', message: first.message }
      : { id: context.nextNotice, text: result.status === 0 ? 'error.unreachable' : 'error.system', params: { status: result.status }, variant: 'error' };
    next.notices = withNotice(context.notices, notice);
    next.nextNotice = context.nextNotice + 1;
  }
  return next;
}

/** An error at a place of the call's body moved to the form's field named for it (the place itself or within it). */
function movedError(error: FieldError, paths: Readonly<Record<string, string>>): FieldError {
  for (const [from, to] of Object.entries(paths)) {
    if (error.path === from || error.path.startsWith(`${from}/`)) return { ...error, path: to + error.path.slice(from.length) };
  }
  return error;
}

/** The `{ errors }` of an answer's body (none when it has another shape). */
export function errorsOf(result: CallResult | undefined): FieldError[] {
  // Typed as the errors answer says, still checked: a body of another shape may come back.
  const errors: unknown = (result?.body as Partial<ErrorsAnswer> | undefined)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]).filter((error) => typeof error?.messageId === 'string') : [];
}
