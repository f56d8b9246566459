import { BindingError, bindingsIn, type ParsedBinding } from '../../../src/engine/bindings/binding.js';
import { parsePointer, toPointer } from '../../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../../src/engine/schema/schema-at-path.js';
import { didYouMean } from '../closest-match.js';
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
 * - `$result/...`: the call's `status` or `body`;
 * - a `$word` that names no source at all.
 *
 * Answers have no models yet, so what `$data/<name>/...` and `$result/body/...` read below
 * the name is not checked.
 */
export function checkBindings({ set }: LintContext): Finding[] {
  const names = boundNames(set);
  const findings: Finding[] = [];
  for (const file of set.files) {
    if (!BOUND_KINDS.has(file.kind)) continue;
    const thisModel = file.kind === 'ui' && isSchemaNode(file.json) && typeof file.json.model === 'string' ? file.json.model : undefined;
    for (const { at, binding, parsed } of bindingsIn(file.json)) {
      const problem: [string, string] | undefined = parsed instanceof BindingError ? [parsed.message.replace(/: write .*/, ''), 'write $ followed by a source (form, data, result, switches, ...), or "$$" for a literal $'] : bindingProblem(set, names, parsed, thisModel);
      if (problem) findings.push(finding(LINT, file.file, at, `binding "${binding}": ${problem[0]}`, problem[1]));
    }
    for (const { at, name } of switchConditions(file.json)) {
      if (!names.switches.has(name)) findings.push(finding(LINT, file.file, at, `switch "${name}" is no feature switch`, `name a switch of schemas/config/portal.json or a load's switch${didYouMean(name, names.switches)}`));
    }
  }
  return findings;
}

/** The names bindings may start with, gathered from all rule files once. */
interface BoundNames {
  data: Set<string>;
  switches: Set<string>;
  /** Forms that are no model, with the keys they hold. */
  heldForms: Map<string, Set<string>>;
}

function boundNames(set: RuleSet): BoundNames {
  const data = new Set<string>();
  const switches = new Set<string>();
  const heldForms = new Map<string, Set<string>>();
  const portal = set.files.find((f) => f.file === 'schemas/config/portal.json')?.json;
  if (isSchemaNode(portal) && isSchemaNode(portal.switches)) for (const name of Object.keys(portal.switches)) switches.add(name);
  const hold = (model: unknown, keys: Iterable<string>) => {
    if (typeof model !== 'string' || set.models.has(model)) return;
    const held = heldForms.get(model) ?? new Set<string>();
    for (const key of keys) held.add(key);
    heldForms.set(model, held);
  };
  for (const file of set.files) {
    if (!BOUND_KINDS.has(file.kind)) continue;
    walk(file.json, (node) => {
      if (Array.isArray(node.load)) {
        for (const load of node.load) {
          if (!isSchemaNode(load) || typeof load.name !== 'string') continue;
          data.add(load.name);
          if (typeof load.switch === 'string') switches.add(load.name);
        }
      }
      if (typeof node.store === 'string') data.add(node.store);
      else if (isSchemaNode(node.store) && typeof node.store.name === 'string') data.add(node.store.name);
      if (isSchemaNode(node.hold) && isSchemaNode(node.hold.values)) hold(node.hold.model, Object.keys(node.hold.values));
      if (node.type === 'table') hold(node.model, TABLE_KEYS);
    });
  }
  return { data, switches, heldForms };
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
    case 'result':
      return first === undefined || RESULT_KEYS.includes(first) ? undefined : [`a call's answer holds no "${first}"`, `read $result/status or $result/body/...${didYouMean(first, RESULT_KEYS)}`];
    default:
      return undefined;
  }
}

/** Whether the segments name a field of the model, and the nearest name where they stop. */
function fieldProblem(set: RuleSet, modelName: string, segments: string[]): [string, string] | undefined {
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

/** Every `{ "switch": name }` condition (a name, not a binding), with its pointer. */
function switchConditions(json: unknown): { at: string; name: string }[] {
  const out: { at: string; name: string }[] = [];
  walk(json, (node, at) => {
    if (typeof node.switch === 'string' && !node.switch.startsWith('$')) out.push({ at: `${at}/switch`, name: node.switch });
  });
  return out;
}

/** Calls `visit` on every object inside `json`, with its pointer. */
function walk(json: unknown, visit: (node: SchemaNode, at: string) => void, at = ''): void {
  if (Array.isArray(json)) json.forEach((item, index) => walk(item, visit, at + toPointer([index])));
  else if (isSchemaNode(json)) {
    visit(json, at);
    for (const [key, value] of Object.entries(json)) walk(value, visit, at + toPointer([key]));
  }
}
