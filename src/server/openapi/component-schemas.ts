import { definitionKey } from '../../engine/schema/bundle-schema.js';
import { parsePointer, toPointer } from '../../engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../engine/schema/json-schema.js';

/** Where OpenAPI keeps shared schemas; every hoisted `$ref` points here. */
const COMPONENTS_PREFIX = '#/components/schemas/';

/** The keywords bundles keep shared schemas under (draft-07 and 2020-12 spelling). */
const DEFINITION_KEYWORDS = new Set(['definitions', '$defs']);

/** One local `$ref` target: the definition (or, for '', the root) and the pointer inside it. */
interface LocalTarget {
  owner: string;
  rest: string;
}

/**
 * The shared schemas of one OpenAPI document, filled while route schemas are hoisted.
 *
 * Our route schemas are bundles (src/engine/schema/bundle-schema.ts): self-contained, with
 * every shared file under `definitions` and `$ref`s like `#/definitions/username`. Such a
 * `$ref` means "inside this schema", but once the schema is copied into an OpenAPI
 * document `#` is the document itself, and @fastify/swagger drops `definitions` and only
 * renames the references (to `#/components/schemas/username`), which then point at
 * nothing. So each bundle's definitions become components and its references point there.
 */
export interface ComponentSchemas {
  /**
   * A copy of `schema` that needs nothing of its own: its reachable definitions moved into
   * the components, local `$ref`s pointing there, `$id`/`$schema` dropped (a `$id` would
   * re-base the `#/components/...` references inside it). `fallbackName` names its
   * definitions' owner when the schema has no `$id`.
   */
  hoist(schema: SchemaNode, fallbackName: string): SchemaNode;
  /**
   * A reference to `schema` kept whole as the component `name` (an answer of
   * schemas/answers, named after its file), its definitions hoisted as {@link hoist} does.
   * Every route answering it refers to the one component.
   */
  named(schema: SchemaNode, name: string): SchemaNode;
  /** The component schemas collected so far, by name. */
  readonly schemas: Readonly<Record<string, SchemaNode>>;
}

/** OpenAPI's rule for component keys (`^[a-zA-Z0-9.\-_]+$`). */
const componentName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * Creates an empty set of component schemas. A definition reused by several bundles (the
 * same shared file) becomes one component named after it; a definition with the name of
 * another but other content (or other definitions behind its references) gets its
 * bundle's name in front, so no reference changes meaning.
 */
export function createComponentSchemas(): ComponentSchemas {
  const schemas: Record<string, SchemaNode> = {};
  // What a component holds (definition plus everything it refers to) -> its name.
  const bySignature = new Map<string, string>();

  const hoist = (schema: SchemaNode, fallbackName: string): SchemaNode => {
    const bundle = componentName(typeof schema.$id === 'string' ? definitionKey(schema.$id) : fallbackName);
    const { $id: _id, $schema: _schema, ...root } = schema;
    // Every local definition by its pointer ("/definitions/username"); '' is the root.
    const owners = new Map<string, unknown>([['', root]]);
    for (const keyword of DEFINITION_KEYWORDS) {
      const map = root[keyword];
      if (!isSchemaNode(map)) continue;
      delete root[keyword];
      for (const [key, definition] of Object.entries(map)) owners.set(toPointer([keyword, key]), definition);
    }

    const target = (ref: string): LocalTarget | undefined => {
      if (!ref.startsWith('#')) return undefined;
      const segments = parsePointer(ref);
      const owner = segments.length >= 2 && DEFINITION_KEYWORDS.has(segments[0] ?? '') ? toPointer(segments.slice(0, 2)) : '';
      if (!owners.has(owner)) return undefined;
      return { owner, rest: toPointer(segments.slice(owner === '' ? 0 : 2)) };
    };

    // Which owners a node refers to, and everything they refer to in turn.
    const closure = (start: unknown): string[] => {
      const found = new Set<string>();
      const visit = (node: unknown): void => {
        eachRef(node, (ref) => {
          const owner = target(ref)?.owner;
          if (owner === undefined || found.has(owner)) return;
          found.add(owner);
          visit(owners.get(owner));
        });
      };
      visit(start);
      return [...found].sort();
    };

    const names = new Map<string, string>();
    const nameOf = (owner: string): string => {
      const known = names.get(owner);
      if (known) return known;
      const members = [owner, ...closure(owners.get(owner)).filter((each) => each !== owner)];
      const signature = JSON.stringify(members.map((each) => [each, owners.get(each)]));
      const shared = owner === '' ? undefined : bySignature.get(signature);
      if (shared) return remember(owner, shared, false);
      const key = owner === '' ? bundle : componentName(parsePointer(owner)[1] ?? '');
      let name = Object.hasOwn(schemas, key) ? `${bundle}-${key}` : key;
      for (let n = 2; Object.hasOwn(schemas, name); n++) name = `${bundle}-${key}-${n}`;
      if (owner !== '') bySignature.set(signature, name);
      return remember(owner, name, true);
    };
    const remember = (owner: string, name: string, created: boolean): string => {
      names.set(owner, name);
      if (created) {
        schemas[name] = {}; // reserved before rewriting: definitions may refer to each other
        schemas[name] = rewrite(owners.get(owner)) as SchemaNode;
      }
      return name;
    };

    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!isSchemaNode(node)) return node;
      const out: SchemaNode = {};
      for (const [keyword, value] of Object.entries(node)) {
        if (keyword === '$id' || keyword === '$schema') continue;
        const local = keyword === '$ref' && typeof value === 'string' ? target(value) : undefined;
        out[keyword] = local ? `${COMPONENTS_PREFIX}${nameOf(local.owner)}${local.rest}` : rewrite(value);
      }
      return out;
    };

    return rewrite(root) as SchemaNode;
  };

  // Answer name -> its component's key (a definition may have taken the plain name first).
  const answerKeys = new Map<string, string>();
  const named = (schema: SchemaNode, name: string): SchemaNode => {
    let key = answerKeys.get(name);
    if (key === undefined) {
      const plain = componentName(name);
      const taken = Object.hasOwn(schemas, plain);
      key = taken ? `${plain}-answer` : plain;
      for (let n = 2; Object.hasOwn(schemas, key); n++) key = `${plain}-answer${n}`;
      schemas[key] = {}; // reserved first: the answer's definitions must not take its name
      const body = hoist(schema, key);
      // Another answer may have brought it in as a definition already (a page's entry): the same component.
      if (taken && JSON.stringify(schemas[plain]) === JSON.stringify(body)) {
        delete schemas[key];
        key = plain;
      } else schemas[key] = body;
      answerKeys.set(name, key);
    }
    return { $ref: `${COMPONENTS_PREFIX}${key}` };
  };

  return { hoist, named, schemas };
}

/** Calls `visit` with every `$ref` string anywhere in `node`. */
function eachRef(node: unknown, visit: (ref: string) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) eachRef(item, visit);
  } else if (isSchemaNode(node)) {
    for (const [keyword, value] of Object.entries(node)) {
      if (keyword === '$ref' && typeof value === 'string') visit(value);
      else eachRef(value, visit);
    }
  }
}
