import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { DEFAULT_FRAME } from '../../src/engine/screen/frame-definition.js';
import { drawnModels } from '../../src/engine/screen/node-type.js';
import { loadBookContext, type BookContext } from '../rulebook/book-context.js';

/** Configuration every screen reads: its frame's texts and links, the product's name. */
const SHARED_CONFIGS = ['portal', 'layout'];

/**
 * Everything of the rule files under `root` that a screen draws with, as one text per
 * screen id: the screen, the flow steps that show it, their frames, the models its forms
 * and reviews draw (bundled, every `$ref` in) with their ui files, the shared modals and
 * configuration files it names, and the catalogue text of every message id among all these.
 * Two trees whose texts for a screen are equal draw it alike, so `npm run screens --
 * --against <ref>` photographs only the screens whose text differs (`reachedScreens`).
 */
export function screenInputs(root: string): Map<string, string> {
  const book = loadBookContext(root);
  const steps = book.set.ofKind('flow').flatMap((flow) => Object.values(isSchemaNode(flow.json) && isSchemaNode(flow.json.steps) ? flow.json.steps : {}).filter(isSchemaNode));
  const frames = new Map(book.set.ofKind('frame').map((frame) => [String((frame.json as SchemaNode).id), frame.json]));
  const inputs = new Map<string, string>();
  for (const screenFile of book.set.ofKind('screen')) {
    const screen = screenFile.json as SchemaNode;
    const id = String(screen.id);
    const content = Array.isArray(screen.content) ? screen.content : [];
    const showing = steps.filter((step) => step.screen === id);
    const drawn = drawnModels(content, book.nodeTypes);
    const parts: unknown[] = [
      screen,
      showing,
      framesOf(showing, frames),
      drawn.map(({ model, ui }) => [model, book.model(model), ui, book.ui(ui)]),
      SHARED_CONFIGS.map((name) => book.config(name)),
    ];
    parts.push(namedFiles(book, parts, drawn.length > 0));
    inputs.set(id, JSON.stringify(parts));
  }
  return inputs;
}

/** The ids of screens whose inputs differ between two trees (or that only one has). */
export function reachedScreens(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((id) => before.get(id) !== after.get(id));
}

/** The frames the steps name, with every frame they extend. */
function framesOf(steps: readonly SchemaNode[], frames: ReadonlyMap<string, unknown>): unknown[] {
  const found: unknown[] = [];
  const seen = new Set<string>();
  const add = (id: unknown) => {
    if (typeof id !== 'string' || seen.has(id)) return;
    seen.add(id);
    const frame = frames.get(id);
    found.push(frame);
    if (isSchemaNode(frame)) add(frame.extends);
  };
  for (const step of steps) add(step.frame ?? DEFAULT_FRAME);
  return found;
}

/** Texts every form shows without a rule file naming them: the error mapper's defaults and the form's own chrome. */
const FORM_TEXT_PREFIXES = ['field.', 'form.'];

/**
 * What the strings among `parts` name: shared modals by id, configuration files by
 * `$config/<file>`, catalogue texts by id (with a form's default texts when `drawsForms`).
 */
function namedFiles(book: BookContext, parts: unknown, drawsForms: boolean): unknown[] {
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (isSchemaNode(value)) Object.entries(value).forEach(([key, child]) => (collect(key), collect(child)));
  };
  collect(parts);
  const modals = [...strings].map((value) => book.modal(value.replace(/^@open:/, ''))).filter(Boolean);
  collect(modals);
  const configs = [...new Set([...strings].flatMap((value) => /^\$config\/([^/]+)/.exec(value)?.[1] ?? []))].map((name) => book.config(name));
  const formTexts = drawsForms ? Object.keys(book.messages.catalogue).filter((id) => FORM_TEXT_PREFIXES.some((prefix) => id.startsWith(prefix))) : [];
  const ids = new Set([...[...strings].filter((value) => value in book.messages.catalogue), ...formTexts]);
  const texts = [...ids].map((id) => [id, book.messages.catalogue[id]]);
  return [modals, configs, texts.sort()];
}
