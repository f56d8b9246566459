import type { MessageParams } from '../../engine/messages/message-catalogue.js';
import { getAtPointer } from '../../engine/schema/json-pointer.js';

/**
 * Fills a text node's params: a value written "$loaded/<loader>/<pointer>" is read from the
 * step's loaded data, anything else is taken as written.
 */
export function resolveParams(params: MessageParams | undefined, loaded: Readonly<Record<string, unknown>>): MessageParams {
  const out: Record<string, string | number | boolean | null | undefined> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string' && value.startsWith('$loaded/')) {
      const found = getAtPointer(loaded, value.slice('$loaded'.length));
      out[name] = typeof found === 'object' ? undefined : (found as string | number | boolean | undefined);
    } else out[name] = value;
  }
  return out;
}
