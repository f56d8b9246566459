import type { CallResult } from './call.js';
import type { Loaded } from './step-loads.js';

/*
 * Readers of what XState hands the machine's actions: the payload of an invoked promise
 * (`output`, `error`) and of the router's and screens' own events. The machine's config is
 * built from data, so XState cannot type its events; these read them without casts.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether a value is a call's answer: a status, and maybe a body. */
function isCallResult(value: unknown): value is CallResult {
  return isRecord(value) && typeof value.status === 'number';
}

/** A field of an event, if the event has it. */
export function eventField(event: unknown, name: string): unknown {
  return isRecord(event) ? event[name] : undefined;
}

/** The answer of an invoked call (`output`); no status (0) when there is none. */
export function callOutput(event: unknown): CallResult {
  const output = eventField(event, 'output');
  return isCallResult(output) ? output : { status: 0 };
}

/** The answer a screen's event reports (`result`: a table's or a field check's 401), if it carries one. */
export function reportedResult(event: unknown): CallResult | undefined {
  const result = eventField(event, 'result');
  return isCallResult(result) ? result : undefined;
}

/** What an invoked step load brought (`output`). */
export function loadedOutput(event: unknown): Loaded {
  const output = eventField(event, 'output');
  const data = eventField(output, 'data');
  const switches = eventField(output, 'switches');
  return { data: isRecord(data) ? data : {}, switches: isRecord(switches) ? switches : {} };
}

/** The modal an `@modal` event asks for (null closes). */
export function modalOf(event: unknown): string | null {
  const modal = eventField(event, 'modal');
  return typeof modal === 'string' ? modal : null;
}
