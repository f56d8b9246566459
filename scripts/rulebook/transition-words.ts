import { storeEntries } from '../../src/engine/flow/flow-definition.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import type { BookContext } from './book-context.js';
import { conditionWords, type FormScope } from './condition-words.js';
import { anchor, code, escapeHtml, htmlList } from './html.js';
import { valueWords } from './value-words.js';

/** Where a transition is written: its flow (targets without a flow are its steps) and the step's screen. */
export interface TransitionScope {
  flow: string;
  /** The screen of the step, whose modals an outcome may open. */
  screen?: SchemaNode;
  form?: FormScope;
}

/** A target in words, linked to its step in the book: "Review (registration › review)". */
function targetWords(book: BookContext, target: string, flow: string): string {
  if (target === '@back') return 'the previous page';
  if (target === '@root') return 'the portal’s first page';
  const [flowId, stepId] = target.includes('.') ? (target.split('.') as [string, string]) : [flow, target];
  const step = stepOf(book, flowId, stepId);
  const route = step && typeof step.route === 'string' ? ` ${code(step.route)}` : '';
  return `<a href="#${anchor(flowId, stepId)}">${escapeHtml(flowId === flow ? stepId : `${flowId} › ${stepId}`)}</a>${route}`;
}

/** A step of a flow in the rule files, if there is one. */
function stepOf(book: BookContext, flow: string, step: string): SchemaNode | undefined {
  const json = book.set.flows.get(flow)?.json;
  const steps = isSchemaNode(json) && isSchemaNode(json.steps) ? json.steps : undefined;
  return steps && isSchemaNode(steps[step]) ? steps[step] : undefined;
}

/** An answer's status as written: 200, "400 or 404", "any 4xx", "no answer". */
export function statusWords(status: unknown): string {
  if (status === undefined) return 'any answer';
  if (status === 'failed') return 'no answer (the call failed)';
  if (typeof status === 'string') return `any ${status} answer`;
  if (Array.isArray(status)) return `answer ${status.join(' or ')}`;
  return `answer ${String(status)}`;
}

/** A call: method and path, its path parameters, query and body said by what they read. */
export function callWords(book: BookContext, call: unknown, form?: FormScope): string {
  if (!isSchemaNode(call)) return '';
  const parts = [`calls ${code(`${String(call.method)} ${String(call.path)}`)}`];
  const values = (label: string, value: unknown) => {
    if (isSchemaNode(value)) {
      const entries = Object.entries(value).map(([key, v]) => `${code(key)} = ${escapeHtml(typeof v === 'object' && v !== null ? JSON.stringify(v) : valueWords(book, v, form))}`);
      if (entries.length) parts.push(`${label} ${entries.join(', ')}`);
    } else if (value !== undefined) parts.push(`${label} ${escapeHtml(valueWords(book, value, form))}`);
  };
  values('with', call.pathParams);
  values('query', call.query);
  values('sending', call.body);
  return parts.join('; ');
}

/** What a branch or outcome does besides moving: keep, open, show, say, forget. */
function effectWords(book: BookContext, effects: SchemaNode, scope: TransitionScope): string[] {
  const out: string[] = [];
  for (const store of storeEntries(effects.store)) {
    if (typeof store === 'string') out.push(`keeps the answer as ${code(store)}`);
    else if (isSchemaNode(store)) out.push(`keeps ${escapeHtml(valueWords(book, store.value, scope.form))} as ${code(String(store.name))}`);
  }
  if (effects.modal === null) out.push('closes the open modal');
  else if (typeof effects.modal === 'string') out.push(`opens the modal ${modalWords(book, effects.modal, scope.screen)}`);
  if (typeof effects.fieldErrors === 'string') out.push(`shows the answer’s errors on the form ${code(effects.fieldErrors)}`);
  else if (effects.fieldErrors === true) out.push('shows the answer’s errors on the field');
  if (isSchemaNode(effects.notice)) out.push(`says “${escapeHtml(noticeText(book, effects.notice, scope.form))}” (${code(String(effects.notice.text))})`);
  else if (typeof effects.notice === 'string') out.push(`says “${escapeHtml(book.say(effects.notice))}” (${code(effects.notice)})`);
  if (typeof effects.error === 'string') out.push(`marks the field “${escapeHtml(book.say(effects.error))}” (${code(effects.error)})`);
  if (effects.forgetPerson === true) out.unshift('forgets everything held for the person (forms, loaded and stored data, cached answers)');
  if (effects.reset === true) out.push('forgets every form’s values');
  else if (typeof effects.reset === 'string') out.push(`forgets the values of form ${code(effects.reset)}`);
  else if (Array.isArray(effects.reset)) out.push(`forgets the values of forms ${effects.reset.map((model) => code(String(model))).join(' and ')}`);
  if (isSchemaNode(effects.set)) out.push(`sets ${Object.keys(effects.set).map(code).join(', ')}`);
  if (Array.isArray(effects.revalidates)) out.push(`asks again for what ${effects.revalidates.map((path) => code(String(path))).join(' and ')} answered`);
  if (typeof effects.tellOtherTabs === 'string') out.push(`tells the portal’s other tabs in this browser ${code(effects.tellOtherTabs)}`);
  return out;
}

/** A notice's text with its params said by what they read. */
function noticeText(book: BookContext, notice: SchemaNode, form?: FormScope): string {
  const params = isSchemaNode(notice.params) ? notice.params : {};
  const filled = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === 'string' && value.startsWith('$') ? `[${valueWords(book, value, form)}]` : String(value)]));
  return book.say(String(notice.text), filled);
}

/** A modal by its title, the screen's own or a shared one. */
export function modalWords(book: BookContext, id: string, screen?: SchemaNode): string {
  const modal = findModal(book, id, screen);
  const title = modal && typeof modal.title === 'string' ? `“${escapeHtml(book.say(modal.title))}” ` : '';
  return `${title}(${code(id)})`;
}

/** A modal node of the screen's content, else a shared modal file. */
export function findModal(book: BookContext, id: string, screen?: SchemaNode): SchemaNode | undefined {
  const own: SchemaNode[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isSchemaNode(value)) {
      if (value.type === 'modal' && value.id === id) own.push(value);
      Object.values(value).forEach(visit);
    }
  };
  visit(screen?.content);
  return own[0] ?? book.modal(id);
}

/**
 * A transition (a target, a branch or a list of branches) as HTML list items, tried in
 * order: each with its condition, its call and each outcome, and where it leads.
 */
export function transitionItems(book: BookContext, transition: unknown, scope: TransitionScope): string[] {
  const branches = typeof transition === 'string' ? [{ target: transition }] : Array.isArray(transition) ? transition : [transition];
  return branches.filter(isSchemaNode).map((branch) => branchWords(book, branch, scope));
}

function branchWords(book: BookContext, branch: SchemaNode, scope: TransitionScope): string {
  const parts: string[] = [];
  if (branch.when !== undefined) parts.push(`when ${escapeHtml(conditionWords(book, branch.when, scope.form))}:`);
  if (branch.call !== undefined) parts.push(callWords(book, branch.call, scope.form));
  const effects = effectWords(book, branch, scope);
  if (effects.length) parts.push(effects.join('; '));
  if (typeof branch.target === 'string') parts.push(`goes to ${targetWords(book, branch.target, scope.flow)}${branch.replace === true ? ' (replacing this page in the history)' : ''}`);
  const outcomes = Array.isArray(branch.outcomes) ? branch.outcomes.filter(isSchemaNode) : [];
  const nested = outcomes.map((outcome) => {
    const when = outcome.when === undefined ? '' : ` and ${escapeHtml(conditionWords(book, outcome.when, scope.form))}`;
    const then = [...effectWords(book, outcome, scope)];
    if (typeof outcome.target === 'string') then.push(`goes to ${targetWords(book, outcome.target, scope.flow)}${outcome.replace === true ? ' (replacing this page in the history)' : ''}`);
    if (isSchemaNode(outcome.then)) then.push(`then checks again: ${branchWords(book, outcome.then, scope)}`);
    return `on ${statusWords(outcome.status)}${when}: ${then.length ? then.join('; ') : 'stays on the page'}`;
  });
  if (parts.length === 0 && nested.length === 0) parts.push('stays on the page');
  return `${parts.join(' ')}${htmlList(nested)}`;
}
