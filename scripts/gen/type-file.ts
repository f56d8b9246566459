import { compile } from 'json-schema-to-typescript';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../src/engine/schema/schema-at-path.js';
import { ANY_ITEM } from './field-walk.js';
import { noticeComment, type GeneratedFile } from './generated-file.js';
import type { GenerationTarget } from './generation-targets.js';
import { stripDataKeywords } from './strip-data-keywords.js';
import { upperFirst } from '../../src/engine/messages/upper-first.js';

/** Keywords with no meaning for a TypeScript type; our own rule keywords are stated in words instead. */
const DROPPED_KEYWORDS = new Set([
  '$id',
  '$schema',
  '$comment',
  'title',
  'definitions',
  'examples',
  'invalidExamples',
  'messages',
  'requirementOrder',
]);

/**
 * The schema json-schema-to-typescript is given: refs inlined (so a field is typed
 * `string`, not an alias named after a shared file), titles dropped (a title would become
 * a type name), and each field's description replaced by its documentation, keyed by the
 * field's JSON pointer.
 */
function typeSchema(root: SchemaNode, docs: ReadonlyMap<string, string>): SchemaNode {
  const visit = (node: SchemaNode, path: string | undefined, refs: readonly string[]): SchemaNode => {
    if (typeof node.$ref === 'string') {
      if (refs.includes(node.$ref)) throw new Error(`recursive $ref ${node.$ref} cannot be inlined into a type`);
      refs = [...refs, node.$ref];
    }
    const resolved = resolveSchema(root, node);
    const out: SchemaNode = {};
    for (const [keyword, value] of Object.entries(resolved)) {
      if (DROPPED_KEYWORDS.has(keyword) || keyword === '$ref') continue;
      if (keyword === 'properties' && isSchemaNode(value)) {
        out.properties = Object.fromEntries(
          Object.entries(value).map(([name, child]) => [
            name,
            isSchemaNode(child) ? visit(child, path === undefined ? undefined : `${path}/${escape(name)}`, refs) : child,
          ]),
        );
      } else if (keyword === 'items' && isSchemaNode(value)) {
        out.items = visit(value, path === undefined ? undefined : `${path}/${ANY_ITEM}`, refs);
      } else if (['additionalProperties', 'additionalItems', 'not', 'if', 'then', 'else'].includes(keyword) && isSchemaNode(value)) {
        out[keyword] = visit(value, undefined, refs);
      } else if (Array.isArray(value) && ['items', 'anyOf', 'oneOf', 'allOf'].includes(keyword)) {
        out[keyword] = value.map((child) => (isSchemaNode(child) ? visit(child, undefined, refs) : child));
      } else out[keyword] = value;
    }
    const doc = path === undefined ? undefined : docs.get(path);
    if (doc !== undefined) out.description = doc;
    return out;
  };
  return visit(root, '', []);
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** "person-name" or "sub/person-name" -> "PersonName" / "SubPersonName". */
function typeName(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(upperFirst)
    .join('');
}

/**
 * src/generated/types/<name>.ts: the TypeScript type of a bundled schema, each field's
 * doc comment stating its rules in words. `docs` maps JSON pointers ("" for the root) to
 * comment text.
 */
export async function typeFile(
  target: GenerationTarget,
  schema: SchemaNode,
  docs: ReadonlyMap<string, string>,
): Promise<GeneratedFile> {
  const input = typeSchema(stripDataKeywords(schema) as SchemaNode, docs);
  // "*/" inside a description would end the doc comment early.
  const safe = JSON.parse(JSON.stringify(input).replace(/\*\//g, '*\\\\/')) as Parameters<typeof compile>[0];
  // "answers/client-list" -> ClientListAnswer: the code reading it names what it is.
  const name = target.kind === 'answer' ? `${typeName(target.name.replace(/^answers\//, ''))}Answer` : typeName(target.name);
  const source = await compile(safe, name, {
    bannerComment: noticeComment(target.source).trimEnd(),
    // The server sends only what an answer declares (fastify serialises with it): its type is closed.
    additionalProperties: target.kind !== 'answer',
    unknownAny: true,
    // Tuples of every allowed length (maxItems 5 gives six) would bury the item type.
    ignoreMinAndMaxItems: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  return { path: `src/generated/types/${target.name}.ts`, content: source };
}
