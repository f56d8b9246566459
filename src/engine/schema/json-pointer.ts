/** Parsed pointers by text: the same few hundred are read on every keystroke. */
const parsed = new Map<string, readonly string[]>();
/** Beyond this many the cache starts again, so pointers from requests cannot grow it without end. */
const PARSED_LIMIT = 4096;

/**
 * Splits an RFC 6901 JSON pointer ("/a/b~1c") into its unescaped segments. A pointer written
 * as a URI fragment ("#/a%20b", as in `$ref` and ajv's schemaPath) is percent-decoded too; a
 * plain one (ajv's instancePath) is not: a property named "50%" is a name, not an escape.
 */
export function parsePointer(pointer: string): readonly string[] {
  const known = parsed.get(pointer);
  if (known) return known;
  const fragment = pointer.startsWith('#');
  const path = fragment ? pointer.slice(1) : pointer;
  const segments = Object.freeze(
    path === ''
      ? []
      : path
          .slice(1)
          .split('/')
          .map((segment) => (fragment ? decodeURIComponent(segment) : segment).replace(/~1/g, '/').replace(/~0/g, '~')),
  );
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(pointer, segments);
  return segments;
}

/** Joins segments into an RFC 6901 JSON pointer. */
export function toPointer(segments: ReadonlyArray<string | number>): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** Reads the value a pointer addresses, or undefined when any segment is missing. */
export function getAtPointer(root: unknown, pointer: string): unknown {
  return readSegments(root, parsePointer(pointer));
}

/** A reader of one pointer, parsed once: for reading the same pointer of 99,999 list items. */
export function pointerReader(pointer: string): (root: unknown) => unknown {
  const segments = parsePointer(pointer);
  return (root) => readSegments(root, segments);
}

function readSegments(root: unknown, segments: readonly string[]): unknown {
  let node: unknown = root;
  for (const segment of segments) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
