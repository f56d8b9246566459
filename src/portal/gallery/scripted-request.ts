import { parseBinding } from '../../engine/bindings/binding.js';
import { bindCall, statusMatches, succeeded, type CallResult, type RequestPrimitive } from '../../engine/flow/call.js';
import { branchesOf, storesOf, type FlowDefinition, type LoadDefinition, type Outcome } from '../../engine/flow/flow-definition.js';
import { parsePointer } from '../../engine/schema/json-pointer.js';

/** A load's call as a key: method and path (no load of a switch binds its path). */
const callKey = (method: string, url: string) => `${method.toUpperCase()} ${url.split('?')[0]}`;

/**
 * The gallery's request primitive: the demo server's real API (reference data such as
 * roles, health plans and e-mail domains), except that
 * - a load that sets a feature switch is answered with the gallery state's setting, written
 *   where the load's `switch` binding reads it (`$result/body/success` -> `{ success: true }`);
 * - a refusal (no session, no mailed token: the gallery has neither) or no answer is
 *   answered with what the state holds for that load (`held`, by load name: staff's home
 *   needs a user answer naming an administrator), else as an empty success, so the screen is
 *   drawn with what it has rather than the flow leaving it; a refusal a load accepts
 *   (`accept`) stays, as the screen shows it.
 */
export function scriptedRequest(
  flows: readonly FlowDefinition[],
  switches: Readonly<Record<string, boolean>>,
  real: RequestPrimitive,
  held: Readonly<Record<string, unknown>> = {},
): RequestPrimitive {
  // Loads whose path binds a value (a message id) are not keyed: no switch load does that.
  const loads = flows.flatMap((flow) => Object.values(flow.steps).flatMap((step) => step.load ?? [])).filter((load) => load.call.pathParams === undefined);
  const byCall = new Map<string, LoadDefinition>(loads.map((load) => [callKey(load.call.method, bindCall(load.call, {}).url), load]));
  // A step's own `always` call whose answer is stored (the user a mailed link names) is
  // answered from `held` by the name it is stored as, as a load is by its name.
  const storedAs = new Map(
    flows.flatMap((flow) =>
      Object.values(flow.steps).flatMap((step) =>
        branchesOf(step.always).flatMap((branch) => {
          const name = branch.call && branch.call.pathParams === undefined ? branch.outcomes?.map((outcome) => storeName(outcome.store)).find(Boolean) : undefined;
          return branch.call && name ? [[callKey(branch.call.method, bindCall(branch.call, {}).url), name] as const] : [];
        }),
      ),
    ),
  );
  return async (request) => {
    const load = byCall.get(callKey(request.method, request.url));
    if (load?.switch !== undefined && load.name in switches) return switchAnswer(load.switch, switches[load.name] as boolean);
    const result = await real(request).catch((): CallResult => ({ status: 0 }));
    if (succeeded(result) || (load?.accept !== undefined && result.status !== 0 && statusMatches(result.status, load.accept))) return result;
    const name = load?.name ?? storedAs.get(callKey(request.method, request.url));
    return { status: 200, body: name !== undefined && name in held ? held[name] : {} };
  };
}

/** The name an outcome stores the answer as, if it stores one (the first it keeps). */
function storeName(store: Outcome['store']): string | undefined {
  return storesOf(store)[0]?.name;
}

/** The answer in which the binding `$result/<pointer>` reads `value`. */
function switchAnswer(binding: string, value: boolean): CallResult {
  const segments = parsePointer(parseBinding(binding)?.pointer ?? '');
  let answer: unknown = value;
  for (const segment of [...segments].reverse()) answer = { [segment]: answer };
  return { status: 200, ...(answer as object) };
}
