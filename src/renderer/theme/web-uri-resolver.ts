/**
 * Stands in for fast-uri, which @rjsf/utils imports only to compare `$id`s and to make
 * `$ref`s absolute against their schema's `$id` (findSchemaDefinition). The browser's own
 * URL parser (WHATWG) does both for the absolute `https://` ids our bundled models carry,
 * so ~22 KB of RFC 3986 parser stays out of the portal's entry script. The server keeps
 * fast-uri (through ajv).
 */

/** A URI made absolute against `base`, as RFC 3986 section 5 resolves it. */
function resolve(base: string | undefined, ref: string): string {
  if (base === undefined) return ref;
  try {
    return new URL(ref, base).href;
  } catch {
    // A base that is not absolute: only a fragment can still be placed on it.
    return ref.startsWith('#') ? `${base.split('#')[0] ?? ''}${ref}` : ref;
  }
}

/** Whether two URIs name the same resource (case of scheme and host, default port, dot segments). */
function equal(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  if (a === b) return true;
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/** fast-uri's default export, as far as rjsf uses it. */
const webUriResolver = { resolve, equal };
export default webUriResolver;
