import { resolveValue, type BindingScope } from '../../engine/bindings/binding.js';
import type { MessageParams } from '../../engine/messages/message-catalogue.js';

/**
 * Fills a text node's params: bindings ("$data/defaults/name", engine/bindings) are read
 * from the screen's scope, anything else is taken as written. A binding that reads an
 * object or array leaves its slot empty rather than printing "[object Object]".
 */
export function resolveParams(params: MessageParams | undefined, scope: BindingScope): MessageParams {
  const out: Record<string, string | number | boolean | null | undefined> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const found = resolveValue(value, scope);
    out[name] = typeof found === 'object' && found !== null ? undefined : (found as string | number | boolean | null | undefined);
  }
  return out;
}
