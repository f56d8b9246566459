import { storeEntries } from '../../../src/engine/flow/flow-definition.js';
import { RESTORED_DRAFTS } from '../../../src/engine/flow/form-drafts.js';
import { BindingError, parseBinding, type ParsedBinding } from '../../../src/engine/bindings/binding.js';
import { parsePointer, toPointer } from '../../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../../src/engine/schema/schema-at-path.js';
import { didYouMean } from '../closest-match.js';
import { baseName } from '../file-kind.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { childSchema, propertyNames } from '../model-fields.js';
import type { RuleSet } from '../rule-set.js';

const LINT = 'bindings';

/** The files whose values may be bindings: flows, screens, modals, frames and ui files. */
const BOUND_KINDS = new Set(['flow', 'screen', 'modal', 'frame', 'ui']);

/** What a call's answer holds (engine/flow/call.ts CallResult). */
const RESULT_KEYS = ['status', 'body'];

/** What a table holds for the flow under its model (renderer/screen/table/table-view.tsx). */
const TABLE_KEYS = ['selected', 'row'];

/**
 * Bindings read what they name, or nothing at all: a misspelt `$form/registraton/username`
 * would send an empty value and a condition on it would never hold, silently. Checked
 * against the model each reads:
 *
 * - `$form/<model>/<field...>`: a model of schemas/models and a field of it; a repeat's `hold`
 *   model and one of its values; a table's `model` and what a table holds (`selected`, `row`);
 * - `$this/<field...>` in a ui file: a field of the ui file's model;
 * - `$data/<name>`: a load's or a `store`'s name in some flow;
 * - `$switches/<name>` and a condition's `{ "switch": name }`: a load's switch or a switch of
 *   schemas/config/portal.json;
 * - `$config/<file>/<key...>`: a value of a file of schemas/config;
 * - `$result/...`: the call's `status` or `body`;
 * - a `$word` that names no source at all.
 *
 * Answers have no models yet, so what `$data/<name>/...` and `$result/body/...` read below
 * the name is not checked.
 */
export function checkBindings({ set }: LintContext): Finding[] {
  const read = readBoundFiles(set);
  const { names } = read;
  const findings: Finding[] = [];
  for (const { file, thisModel, bindings, switches } of read.files) {
    for (const { at, binding } of bindings) {
      let problem: [string, string] | undefined;
      try {
        problem = bindingProblem(set, names, parseBinding(binding) as ParsedBinding, thisModel);
      } catch (error) {
        if (!(error instanceof BindingError)) throw error;
        problem = [error.message.replace(/: write .*/, ''), 'write $ followed by a source (form, data, result, switches, ...), or "$$" for a literal $'];
      }
      if (problem) findings.push(finding(LINT, file, toPointer(at), `binding "${binding}": ${problem[0]}`, problem[1]));
    }
    for (const { at, name } of switches) {
      if (!names.switches.has(name)) findings.push(finding(LINT, file, toPointer(at), `switch "${name}" is no feature switch`, `name a switch of schemas/config/portal.json or a load's switch${didYouMean(name, names.switches)}`));
    }
  }
  return findings;
}

/** The names bindings may start with, gathered from all rule files. */
interface BoundNames {
  data: Set<string>;
  switches: Set<string>;
  /** Forms that are no model, with the keys they hold. */
  heldForms: Map<string, Set<string>>;
}

/** One file's bindings and switch conditions, each with the segments of its place. */
interface BoundFile {
  file: string;
  thisModel: string | undefined;
  bindings: { at: string[]; binding: string }[];
  switches: { at: string[]; name: string }[];
}

/**
 * One walk over every file that may bind: its bindings and switch conditions, and the names
 * they may read (loads, stores, held forms, switches). Places are kept as segments and made
 * pointers only for a finding: the walk visits every node of every flow and screen.
 */
function readBoundFiles(set: RuleSet): { names: BoundNames; files: BoundFile[] } {
  // The machine's own entry beside the flows' loads and stores.
  const names: BoundNames = { data: new Set([RESTORED_DRAFTS]), switches: new Set(), heldForms: new Map() };
  const portal = set.files.find((f) => f.file === 'schemas/config/portal.json')?.json;
  if (isSchemaNode(portal) && isSchemaNode(portal.switches)) for (const name of Object.keys(portal.switches)) names.switches.add(name);
  const hold = (model: unknown, keys: Iterable<string>) => {
    if (typeof model !== 'string' || set.models.has(model)) return;
    const held = names.heldForms.get(model) ?? new Set<string>();
    for (const key of keys) held.add(key);
    names.heldForms.set(model, held);
  };
  const files: BoundFile[] = [];
  for (const file of set.files) {
    if (!BOUND_KINDS.has(file.kind)) continue;
    const thisModel = file.kind === 'ui' && isSchemaNode(file.json) && typeof file.json.model === 'string' ? file.json.model : undefined;
    const bound: BoundFile = { file: file.file, thisModel, bindings: [], switches: [] };
    const path: string[] = [];
    const visit = (node: unknown): void => {
      if (typeof node === 'string') {
        if (node.startsWith('$') && !node.startsWith('$$')) bound.bindings.push({ at: [...path], binding: node });
        return;
      }
      if (Array.isArray(node)) {
        node.forEach((item, index) => {
          path.push(String(index));
          visit(item);
          path.pop();
        });
        return;
      }
      if (!isSchemaNode(node)) return;
      if (Array.isArray(node.load)) {
        for (const load of node.load) {
          if (!isSchemaNode(load) || typeof load.name !== 'string') continue;
          names.data.add(load.name);
          if (typeof load.switch === 'string') names.switches.add(load.name);
        }
      }
      for (const store of storeEntries(node.store)) {
        if (typeof store === 'string') names.data.add(store);
        else if (isSchemaNode(store) && typeof store.name === 'string') names.data.add(store.name);
      }
      if (isSchemaNode(node.hold) && isSchemaNode(node.hold.values)) hold(node.hold.model, Object.keys(node.hold.values));
      if (node.type === 'table') hold(node.model, TABLE_KEYS);
      if (typeof node.switch === 'string' && !node.switch.startsWith('$')) bound.switches.push({ at: [...path, 'switch'], name: node.switch });
      for (const [key, value] of Object.entries(node)) {
        path.push(key);
        visit(value);
        path.pop();
      }
    };
    visit(file.json);
    files.push(bound);
  }
  return { names, files };
}

/** What is wrong with one parsed binding and what to do, or undefined when it reads something. */
function bindingProblem(set: RuleSet, names: BoundNames, binding: ParsedBinding, thisModel: string | undefined): [string, string] | undefined {
  const [first, ...rest] = parsePointer(binding.pointer);
  switch (binding.source) {
    case 'form': {
      if (first === undefined) return ['names no form', 'write $form/<model>/<field>'];
      const held = names.heldForms.get(first);
      if (held) return rest[0] === undefined || held.has(rest[0]) ? undefined : [`form "${first}" holds no "${rest[0]}"`, `name one of ${[...held].join(', ')}${didYouMean(rest[0], held)}`];
      if (!set.models.has(first)) return [`"${first}" is no form`, `name a model of schemas/models/ or a form a screen holds${didYouMean(first, [...set.models.keys(), ...names.heldForms.keys()])}`];
      return fieldProblem(set, first, rest);
    }
    case 'this':
      return thisModel === undefined ? undefined : fieldProblem(set, thisModel, [first, ...rest].filter((s) => s !== undefined));
    case 'data':
      return first === undefined || names.data.has(first) ? undefined : [`nothing is loaded or stored as "${first}"`, `name a load or a store of a flow${didYouMean(first, names.data)}`];
    case 'switches':
      return first === undefined || names.switches.has(first) ? undefined : [`"${first}" is no feature switch`, `name a switch of schemas/config/portal.json or a load's switch${didYouMean(first, names.switches)}`];
    case 'config': {
      if (first === undefined) return undefined;
      const config = set.files.find((f) => f.file === `schemas/config/${first}.json`);
      if (!config) return [`"${first}" is no file of schemas/config`, `name a file of schemas/config/ without .json${didYouMean(first, set.ofKind('config').map((f) => baseName(f.file)))}`];
      let node: unknown = config.json;
      for (const segment of rest) {
        const next = isSchemaNode(node) ? node[segment] : undefined;
        if (next === undefined) return [`schemas/config/${first}.json holds no "${segment}"`, `name one of its keys${isSchemaNode(node) ? didYouMean(segment, Object.keys(node)) : ''}`];
        node = next;
      }
      return undefined;
    }
    case 'result':
      return first === undefined || RESULT_KEYS.includes(first) ? undefined : [`a call's answer holds no "${first}"`, `read $result/status or $result/body/...${didYouMean(first, RESULT_KEYS)}`];
    default:
      return undefined;
  }
}

/** Whether the segments name a field of the model, and the nearest name where they stop. */
function fieldProblem(set: RuleSet, modelName: string, segments: string[]): [string, string] | undefined {
  // The same few fields are bound many times over (a form's field in every call and condition).
  const known = fieldProblems.get(set) ?? new Map<string, [string, string] | undefined>();
  fieldProblems.set(set, known);
  const key = `${modelName}/${segments.join('/')}`;
  if (!known.has(key)) known.set(key, walkFields(set, modelName, segments));
  return known.get(key);
}

const fieldProblems = new WeakMap<RuleSet, Map<string, [string, string] | undefined>>();

function walkFields(set: RuleSet, modelName: string, segments: string[]): [string, string] | undefined {
  const model = set.models.get(modelName);
  const bundle = model && set.bundle(model).schema;
  if (!bundle) return undefined;
  let node: SchemaNode = resolveSchema(bundle, bundle);
  for (const [index, segment] of segments.entries()) {
    const child = childSchema(bundle, node, segment);
    if (!child) {
      const where = index === 0 ? '' : ` at ${toPointer(segments.slice(0, index))}`;
      return [`"${segment}" is not a field of model "${modelName}"${where}`, `use a property of schemas/models/${modelName}.json${didYouMean(segment, propertyNames(bundle, node))}`];
    }
    node = child;
  }
  return undefined;
}
