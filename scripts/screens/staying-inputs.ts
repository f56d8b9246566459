import { branchesOf, type Transition } from '../../src/engine/flow/flow-definition.js';
import type { Condition } from '../../src/engine/rules/condition.js';
import { setAtPointer } from '../../src/engine/forms/set-at-pointer.js';
import type { SchemaNode } from '../../src/engine/schema/json-schema.js';

/** What a gallery visit holds so its step stays: stored answers by load name, and the address's query. */
export interface StayingInputs {
  data: Record<string, unknown>;
  query: Record<string, string>;
}

/** Values for bindings, by binding ("$data/user/isAdminUser" -> "Y"). */
type Assignment = Map<string, unknown>;

/** Only what a visit can hold: stored answers and the address's query. */
const SETTABLE = /^\$(data|query)\//;

/**
 * What a step's visit must hold so that none of its `always` branches sends it on to another
 * step: for each branch that leaves (a target, no call), values for the `$data/...` and
 * `$query/...` it reads that make its condition false. The change-password page needs a
 * mailed link's `body` and `token` in its query, and staff's home a user answer naming an
 * administrator; without them the gallery would picture the page the visit is sent to.
 * `sample` fills a value that only has to be there.
 */
export function stayingInputs(step: SchemaNode, sample: string): StayingInputs {
  const assignment: Assignment = new Map();
  for (const branch of branchesOf(step.always as Transition | undefined)) {
    if (branch.target === undefined || branch.call !== undefined || branch.when === undefined) continue;
    for (const [binding, value] of making(branch.when as Condition, false, sample) ?? []) assignment.set(binding, value);
  }
  const inputs: StayingInputs = { data: {}, query: {} };
  for (const [binding, value] of assignment) {
    const [, kind, rest] = /^\$(data|query)\/(.*)$/.exec(binding) ?? [];
    if (kind === 'query' && rest) inputs.query[rest] = String(value);
    if (kind === 'data' && rest) inputs.data = setAtPointer(inputs.data, `/${rest}`, value);
  }
  return inputs;
}

/**
 * Values that make `condition` come out as `wanted`, or undefined when nothing the visit holds
 * can (a switch, the form, the context). An empty assignment means "as it is".
 */
function making(condition: Condition, wanted: boolean, sample: string): Assignment | undefined {
  if ('not' in condition) return making(condition.not, !wanted, sample);
  if ('all' in condition || 'any' in condition) {
    const parts = 'all' in condition ? condition.all : condition.any;
    // All true, or any false, needs every part; any true, or all false, needs one part.
    const everyPart = 'all' in condition === wanted;
    const made = parts.map((part) => making(part, wanted, sample)).filter((one): one is Assignment => one !== undefined);
    // What cannot be set is left as it is: the best the visit can do.
    if (made.length === 0) return undefined;
    return everyPart ? new Map(made.flatMap((one) => [...one])) : made[0];
  }
  if (!('value' in condition) || !SETTABLE.test(condition.value)) return undefined;
  const binding = condition.value;
  if ('equals' in condition) return new Map(wanted ? [[binding, condition.equals]] : []);
  if (condition.in !== undefined) return new Map(wanted ? [[binding, condition.in[0]]] : []);
  // `filled` (or no comparison: any value) is met by a sample value, and unmet by none.
  return new Map((condition.filled ?? true) === wanted ? [[binding, sample]] : []);
}
