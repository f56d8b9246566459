import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { drawnModels, walkNodes } from '../../src/engine/screen/node-type.js';
import { pathSegments } from '../../src/engine/flow/route-pattern.js';
import { branchesOf, type Transition } from '../../src/engine/flow/flow-definition.js';
import type { Condition } from '../../src/engine/rules/condition.js';
import { evaluateCondition } from '../../src/engine/rules/evaluate-condition.js';
import type { GalleryState } from '../../src/portal/gallery/gallery-state.js';
import { exampleObject } from '../gen/example-object.js';
import { loadBookContext, type BookContext } from '../rulebook/book-context.js';
import { flowOrder, stepOrder } from '../rulebook/flow-order.js';
import { invalidObject } from './invalid-object.js';
import { shownParamBindings, withSamples } from './param-samples.js';
import { stayingInputs } from './staying-inputs.js';

/** A screen of the gallery: where it is first met, and each state it is drawn in. */
export interface GalleryScreen {
  screen: string;
  /** The screen's title as the catalogue words it. */
  title: string;
  /** Every step that shows it ("flow.step"), the first being the one the gallery visits. */
  steps: string[];
  states: GalleryState[];
}

/** What a `:param` of a route holds in the gallery: there is no mailed link to take one from. */
const SAMPLE_PARAM = 'sample';
const OPEN_PREFIX = '@open:';

/**
 * Every screen of every flow, in the order a visitor meets them (flows as the rule book
 * orders them, steps along their transitions), each screen once, with its states, all
 * derived from the rule files under `root`:
 * - "empty" (or "default" for a screen without a form), drawn as a first visit draws it;
 * - "filled": each form's model filled from its `examples` (scripts/gen/example-object.ts);
 * - "errors-empty" and "errors-invalid": the forms submitted empty, and filled with each
 *   field's first `invalidExamples` value;
 * - "modal-<id>": each modal of the screen's own, and each shared one (flows/modals/) its
 *   nodes, its ui files or its step open (`@open:<id>`, a `modal` effect, the unsaved-changes
 *   modal of a guarded form);
 * - "switch-<name>-on|off": each feature switch (schemas/config/portal.json) the screen, its
 *   ui files or its step read, set against its default.
 * A model a screen only reviews is held filled in every state (a review shows held data).
 */
export function galleryScreens(root: string): GalleryScreen[] {
  const book = loadBookContext(root);
  const switches = (book.config('portal')?.switches ?? {}) as Record<string, boolean>;
  const layout = book.config('layout') ?? {};
  const sharedModals = new Set(book.set.ofKind('modal').map((file) => (file.json as SchemaNode).id as string));
  const screens = new Map<string, GalleryScreen>();
  for (const flow of flowOrder(book.set.ofKind('flow'))) {
    const steps = isSchemaNode(flow.steps) ? flow.steps : {};
    for (const stepId of stepOrder(flow)) {
      const step = steps[stepId] as SchemaNode;
      const id = String(step.screen);
      const known = screens.get(id);
      if (known) {
        known.steps.push(`${flow.id}.${stepId}`);
        continue;
      }
      const screen = book.set.screens.get(id)?.json;
      if (!isSchemaNode(screen) || !Array.isArray(screen.content)) continue;
      const setting = settingShowing(step, switches);
      const base = { screen: id, flow: String(flow.id), step: stepId, path: samplePath(String(step.route)), switches: setting };
      const states = screenStates(book, { screen, step, base, switches: setting, sharedModals, unsavedModal: layout.unsavedChangesModal as string | undefined });
      screens.set(id, { screen: id, title: book.say(String(screen.title)), steps: [`${flow.id}.${stepId}`], states });
    }
  }
  return [...screens.values()];
}

interface ScreenFacts {
  screen: SchemaNode;
  step: SchemaNode;
  base: Omit<GalleryState, 'name' | 'form'>;
  switches: Record<string, boolean>;
  sharedModals: ReadonlySet<string>;
  unsavedModal: string | undefined;
}

function screenStates(book: BookContext, facts: ScreenFacts): GalleryState[] {
  const { screen, step, base } = facts;
  const content = screen.content as unknown[];
  const drawn = drawnModels(content, book.nodeTypes);
  const forms = [...new Set(drawn.filter((d) => d.draws === 'form').map((d) => d.model))];
  const reviewed = [...new Set(drawn.filter((d) => d.draws === 'review').map((d) => d.model))].filter((model) => !forms.includes(model));
  const examples = (models: readonly string[], build: (schema: SchemaNode) => unknown) =>
    Object.fromEntries(models.map((model) => [model, asObject(build(book.model(model) ?? {}))]));
  const reviewedHeld = examples(reviewed, exampleObject);
  const staying = stayingInputs(step, SAMPLE_PARAM);
  const data = { ...storedData(step), ...staying.data };
  const held = { ...(Object.keys(data).length > 0 ? { data } : {}), ...(Object.keys(staying.query).length > 0 ? { query: staying.query } : {}) };
  const state = (name: string, extra: Partial<GalleryState> = {}): GalleryState => withParamSamples({ ...base, name, form: reviewedHeld, ...held, ...extra }, content);

  const states = [state(forms.length > 0 ? 'empty' : 'default')];
  if (forms.length > 0 || reviewed.length > 0) states.push(state('filled', { form: { ...reviewedHeld, ...examples(forms, exampleObject) } }));
  if (forms.length > 0) {
    states.push(state('errors-empty', { submit: true }));
    const invalid = examples(forms, invalidObject);
    if (JSON.stringify(invalid) !== JSON.stringify(examples(forms, exampleObject))) states.push(state('errors-invalid', { form: { ...reviewedHeld, ...invalid }, submit: true }));
  }

  // What the screen draws and does: its nodes, the ui files of its models, its step.
  const uis = [...new Set(drawn.map((d) => d.ui))].map((name) => book.ui(name));
  const read = [screen, ...uis, step];
  const own = walkNodes(content, book.nodeTypes).flatMap(({ node }) => (node.type === 'modal' && typeof node.id === 'string' ? [node.id] : []));
  const opened = read.flatMap(modalsOpenedBy).filter((id) => facts.sharedModals.has(id));
  if (facts.unsavedModal && walkNodes(content, book.nodeTypes).some(({ node }) => node.guardUnsaved === true)) opened.push(facts.unsavedModal);
  for (const modal of new Set([...own, ...opened])) states.push(state(`modal-${modal}`, { modal }));

  const switchNames = new Set(read.flatMap(switchesReadBy));
  for (const name of Object.keys(facts.switches).filter((candidate) => switchNames.has(candidate))) {
    const value = !facts.switches[name];
    const switches = { ...base.switches, [name]: value };
    // A setting in which the step sends the visit on (the direct form hands over to the
    // multi-factor one) has no picture of this screen: the other screen has its own.
    if (!leavesWith(step, switches)) states.push(state(`switch-${name}-${value ? 'on' : 'off'}`, { switches }));
  }
  return states;
}

/**
 * The state with a sample value for each param binding its shown texts read and it does not
 * hold (param-samples.ts), so no picture prints a slot such as "{username}".
 */
function withParamSamples(state: GalleryState, content: unknown): GalleryState {
  const scope = { data: state.data ?? {}, form: state.form, query: state.query ?? {}, switches: state.switches };
  const bindings = shownParamBindings(content, scope, state.modal);
  if (bindings.length === 0) return state;
  const { data, form } = withSamples(bindings, { data: state.data ?? {}, form: state.form }, SAMPLE_PARAM);
  return { ...state, form, ...(Object.keys(data).length > 0 ? { data } : {}) };
}

/**
 * The switch setting in which a step shows its own screen: the rule files' own, unless one
 * of the step's `always` branches that reads a switch sends the visit on in it (the
 * multi-factor registration form leaves for the direct one while multi-factor is off) and
 * does not with one switch set the other way.
 */
function settingShowing(step: SchemaNode, switches: Readonly<Record<string, boolean>>): Record<string, boolean> {
  const candidates = [{ ...switches }, ...[...new Set(switchMoves(step).flatMap((branch) => switchesReadBy(branch.when)))].map((name) => ({ ...switches, [name]: !switches[name] }))];
  return candidates.find((setting) => !leavesWith(step, setting)) ?? { ...switches };
}

/** The step's `always` branches that send the visit on by a switch. */
function switchMoves(step: SchemaNode) {
  return branchesOf(step.always as Transition | undefined).filter((branch) => branch.target !== undefined && !branch.call && branch.when && switchesReadBy(branch.when).length > 0);
}

/** Whether the step sends the visit on with this switch setting. */
function leavesWith(step: SchemaNode, setting: Record<string, boolean>): boolean {
  return switchMoves(step).some((branch) => evaluateCondition(branch.when as Condition, { data: {}, switches: setting, context: {}, scope: { switches: setting } }));
}

/**
 * Sample values for what the step's `always` branches read of `$data/<name>/...` that the
 * step does not load itself: answers earlier steps' calls stored, without which the page
 * does not show at all (`$data/registered/email` on the e-mail sent page). Each place read
 * holds SAMPLE_PARAM; undefined when none is read. What the screen itself shows of them is
 * left empty, as a list or a flag cannot be guessed.
 */
function storedData(step: SchemaNode): Record<string, unknown> | undefined {
  const loaded = new Set((Array.isArray(step.load) ? step.load : []).map((load: { name?: unknown }) => load.name));
  const data: Record<string, unknown> = {};
  for (const [, value] of entriesIn(step.always)) {
    const segments = typeof value === 'string' && value.startsWith('$data/') ? value.slice('$data/'.length).split('/') : [];
    if (segments.length < 2 || loaded.has(segments[0])) continue;
    let at = data;
    segments.slice(0, -1).forEach((segment) => (at = (isSchemaNode(at[segment]) ? at[segment] : (at[segment] = {})) as Record<string, unknown>));
    at[segments.at(-1) as string] ??= SAMPLE_PARAM;
  }
  return Object.keys(data).length > 0 ? data : undefined;
}

/** A route with each `:param` filled with a sample value. */
function samplePath(route: string): string {
  return `/${pathSegments(route)
    .map((part) => (part.startsWith(':') ? SAMPLE_PARAM : part))
    .join('/')}`;
}

function asObject(value: unknown): Record<string, unknown> {
  return isSchemaNode(value) ? value : {};
}

/** Every value in a JSON tree, with the key it is under. */
function entriesIn(value: unknown, key = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((inner) => entriesIn(inner, key));
  if (!isSchemaNode(value)) return [[key, value]];
  return Object.entries(value).flatMap(([inner, child]) => [[inner, child] as [string, unknown], ...entriesIn(child, inner)]);
}

/** Modal ids a rule file opens: `"@open:<id>"` events and `"modal": "<id>"` effects. */
function modalsOpenedBy(file: unknown): string[] {
  return entriesIn(file).flatMap(([key, value]) => {
    if (typeof value !== 'string') return [];
    if (value.startsWith(OPEN_PREFIX)) return [value.slice(OPEN_PREFIX.length)];
    return key === 'modal' ? [value] : [];
  });
}

/** Feature switches a rule file reads: `{ "switch": name }` conditions and `$switches/<name>` bindings. */
function switchesReadBy(file: unknown): string[] {
  return entriesIn(file).flatMap(([key, value]) => {
    if (typeof value !== 'string') return [];
    if (key === 'switch') return [value];
    const binding = /^\$switches\/([^/]+)/.exec(value);
    return binding ? [binding[1] as string] : [];
  });
}
