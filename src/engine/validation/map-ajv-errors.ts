import type { ErrorObject } from 'ajv';
import { captionText, formatMessage } from '../messages/format-message.js';
import type { MessageCatalogue, MessageParams } from '../messages/message-catalogue.js';
import { getAtPointer, parsePointer, toPointer } from '../schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import { resolveSchema, schemaAtDataPath } from '../schema/schema-at-path.js';
import { siblingReference } from '../schema/sibling-reference.js';
import type { FieldError } from './field-error.js';
import type { PatternRule } from '../keywords/pattern-rules.js';

/** Message ids used when a schema names none for a failing keyword. */
const DEFAULT_MESSAGE_IDS: Readonly<Record<string, string>> = {
  required: 'field.required',
  minLength: 'field.minLength',
  maxLength: 'field.maxLength',
};
const FALLBACK_MESSAGE_ID = 'field.invalid';

/** Keywords whose failure is only a summary of errors already reported beneath them. */
const SUMMARY_KEYWORDS = new Set(['if', 'allOf', 'anyOf', 'oneOf', 'not']);

/** ajv-formats' keywords that compare a value with a limit in its format's order (days, times). */
const FORMAT_LIMIT_KEYWORDS = new Set(['formatMinimum', 'formatMaximum', 'formatExclusiveMinimum', 'formatExclusiveMaximum']);

/** Rule values of a field that messages may quote ("Between {minLength} and {maxLength}"). */
export const QUOTABLE_KEYWORDS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'multipleOf',
] as const;

/** What error mapping needs beside the errors themselves. */
export interface ErrorMappingContext {
  /** The bundled model the errors were produced against. */
  schema: SchemaNode;
  catalogue: MessageCatalogue;
  /** Configuration values every message may quote: product, phone, email. */
  globals?: MessageParams;
}

/**
 * Turns ajv's errors into field errors with catalogue ids and texts.
 *
 * Each error is placed on the field it concerns (a missing property on that property, a
 * cross-field rule on its target field), its message id is taken from the field schema's
 * `messages` map (or from our keyword's own rule), and its params quote the field's caption
 * and rule values, so a message follows the schema when an analyst changes a limit.
 */
export function mapAjvErrors(errors: readonly ErrorObject[] | null | undefined, context: ErrorMappingContext, memo?: ErrorMemo): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  const notInFormat = new Set((errors ?? []).filter((error) => error.keyword === 'format').map((error) => error.instancePath));
  for (const error of errors ?? []) {
    if (SUMMARY_KEYWORDS.has(error.keyword)) continue;
    if (comparedWithValueNotInFormat(error, context.schema, notInFormat)) continue;
    const fieldError = memo ? memo.mapped(error, () => mapOne(error, context)) : mapOne(error, context);
    const key = `${fieldError.path}\u0000${fieldError.messageId}\u0000${fieldError.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(fieldError);
  }
  return out;
}

/**
 * Field errors already worked out, by the ajv error they came from: a form validated on
 * every keystroke meets the same errors of the other fields each time. One memo per
 * schema and catalogue (model-validator.ts keeps one per validator).
 */
export interface ErrorMemo {
  mapped(error: ErrorObject, map: () => FieldError): FieldError;
}

/** Beyond this many remembered errors the memo starts again (a server meets errors without end). */
const MEMO_LIMIT = 1000;

/** A memo for mapAjvErrors; its field errors are frozen, as every caller shares them. */
export function createErrorMemo(): ErrorMemo {
  const known = new Map<string, FieldError>();
  return {
    mapped: (error, map) => {
      const key = `${error.keyword}\u0000${error.instancePath}\u0000${error.schemaPath}\u0000${JSON.stringify(error.params)}`;
      let fieldError = known.get(key);
      if (!fieldError) {
        fieldError = map();
        Object.freeze(fieldError.params);
        Object.freeze(fieldError);
        if (known.size >= MEMO_LIMIT) known.clear();
        known.set(key, fieldError);
      }
      return fieldError;
    },
  };
}

function mapOne(error: ErrorObject, context: ErrorMappingContext): FieldError {
  const ajvParams = error.params as Record<string, unknown>;
  const path = errorPath(error);
  const field = schemaAtDataPath(context.schema, path);
  // The schema the failing keyword sits in: the field itself, or a branch of a conditional
  // (if/then) that narrows it. Its rule values and messages win over the field's.
  const rule = keywordSchema(context.schema, error);
  const messageId =
    (typeof ajvParams.messageId === 'string' && ajvParams.messageId) ||
    messageIdFromSchema(rule, error.keyword) ||
    messageIdFromSchema(field, error.keyword) ||
    DEFAULT_MESSAGE_IDS[error.keyword] ||
    FALLBACK_MESSAGE_ID;
  // Params carry the captions' texts, so an answer's params read as its message does.
  const caption = (title: string) => captionText(context.catalogue, title);
  const params: Record<string, string | number | boolean | null | undefined> = {
    caption: caption(captionOf(field, path)),
  };
  for (const keyword of QUOTABLE_KEYWORDS) {
    const value = rule?.[keyword] ?? field?.[keyword];
    if (typeof value === 'number') params[keyword] = value;
  }
  if (typeof ajvParams.limit === 'number') params.limit = ajvParams.limit;
  // A pattern rule names the limits its pattern holds beside it ("at least {letters} letters").
  if (error.keyword === 'patternRules' && Array.isArray(rule?.patternRules)) {
    const own = (rule.patternRules as PatternRule[]).find((candidate) => candidate.pattern === ajvParams.pattern);
    Object.assign(params, own?.params ?? {});
  }
  // The other field of a cross-field rule: our keywords name it, a `$data` limit points at it.
  const other = typeof ajvParams.other === 'string' ? ajvParams.other : siblingReference(rule?.[error.keyword]);
  if (other !== undefined) {
    const siblingPath = toPointer([...parsePointer(path).slice(0, -1), other]);
    params.other = other;
    params.otherCaption = caption(captionOf(schemaAtDataPath(context.schema, siblingPath), siblingPath));
  }
  return {
    path,
    messageId,
    params,
    message: formatMessage(context.catalogue, messageId, params, context.globals),
  };
}

/**
 * Whether a limit taken from another field (`"formatMinimum": { "$data": "1/from" }`) failed
 * against a value that is no date at all: ajv compares the text as it stands, so a start of
 * 2026-02-30 made a correct end date refuse too. That field's own error says what is wrong.
 */
function comparedWithValueNotInFormat(error: ErrorObject, root: SchemaNode, notInFormat: ReadonlySet<string>): boolean {
  if (notInFormat.size === 0 || !FORMAT_LIMIT_KEYWORDS.has(error.keyword)) return false;
  const other = siblingReference(keywordSchema(root, error)?.[error.keyword]);
  return other !== undefined && notInFormat.has(toPointer([...parsePointer(error.instancePath).slice(0, -1), other]));
}

function keywordSchema(root: SchemaNode, error: ErrorObject): SchemaNode | undefined {
  const segments = parsePointer(error.schemaPath);
  if (segments.at(-1) !== error.keyword) return undefined;
  const node = getAtPointer(root, toPointer(segments.slice(0, -1)));
  return isSchemaNode(node) ? resolveSchema(root, node) : undefined;
}

function errorPath(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    return error.instancePath + toPointer([params.missingProperty]);
  }
  if (error.keyword === 'uniqueByProperty' && typeof params.property === 'string') {
    return error.instancePath + toPointer([String(params.index), params.property]);
  }
  return error.instancePath;
}

function messageIdFromSchema(field: SchemaNode | undefined, keyword: string): string | undefined {
  const messages = field?.messages;
  if (!isSchemaNode(messages)) return undefined;
  const id = messages[keyword];
  return typeof id === 'string' ? id : undefined;
}

/** A field's caption: its title, else its property name, else "Value". */
export function captionOf(field: SchemaNode | undefined, path: string): string {
  if (typeof field?.title === 'string') return field.title;
  const last = parsePointer(path).at(-1);
  return last ?? 'Value';
}
