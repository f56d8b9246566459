import type { MessageParams } from '../messages/message-catalogue.js';
import { parsePointer, toPointer } from '../schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import { schemaAtDataPath } from '../schema/schema-at-path.js';
import type { FieldError } from './field-error.js';
import { captionOf } from './map-ajv-errors.js';
import type { OtherFieldsRule } from '../keywords/excludes-field-values.js';
import type { PatternRule } from '../keywords/pattern-rules.js';

/** One line of a field's live requirement list ("At least one uppercase letter"). */
export interface FieldRequirement {
  /** Stable key for the line. */
  key: string;
  messageId: string;
  params: MessageParams;
}

const DEFAULT_ORDER = ['minLength', 'patternRules', 'noRepeatedCharacters', 'crossField'];

/**
 * The requirement list of a field, read from the schema so it always states the rules that
 * are really enforced: its length limits, each pattern rule, no repeated characters, and the
 * cross-field rules of the enclosing object that target it (must not contain the first
 * name...). A field's `requirementOrder` may reorder the groups.
 */
export function fieldRequirements(model: SchemaNode, pointer: string): FieldRequirement[] {
  const field = schemaAtDataPath(model, pointer);
  if (!field) return [];
  const messages = isSchemaNode(field.messages) ? field.messages : {};
  const caption = captionOf(field, pointer);
  const order = Array.isArray(field.requirementOrder) ? (field.requirementOrder as string[]) : DEFAULT_ORDER;
  const groups: Record<string, () => FieldRequirement[]> = {
    minLength: () => lengthRequirement(field, messages, caption),
    patternRules: () =>
      ((field.patternRules as PatternRule[] | undefined) ?? []).map((rule) => ({
        key: `pattern:${rule.pattern}`,
        messageId: rule.messageId,
        // The values the rule's text quotes ("at least {letters} letters"), as its error says them.
        params: { ...rule.params, caption },
      })),
    noRepeatedCharacters: () =>
      field.noRepeatedCharacters === true && typeof messages.noRepeatedCharacters === 'string'
        ? [{ key: 'noRepeatedCharacters', messageId: messages.noRepeatedCharacters, params: { caption } }]
        : [],
    crossField: () => crossFieldRequirements(model, pointer),
  };
  const ordered = [...order, ...DEFAULT_ORDER.filter((group) => !order.includes(group))];
  return ordered.flatMap((group) => groups[group]?.() ?? []);
}

function lengthRequirement(field: SchemaNode, messages: SchemaNode, caption: string): FieldRequirement[] {
  const messageId = messages.minLength ?? messages.maxLength;
  if (typeof messageId !== 'string') return [];
  return [{ key: 'length', messageId, params: { caption, minLength: field.minLength as number, maxLength: field.maxLength as number } }];
}

function crossFieldRequirements(model: SchemaNode, pointer: string): FieldRequirement[] {
  const segments = parsePointer(pointer);
  const name = segments.at(-1);
  const parentPointer = toPointer(segments.slice(0, -1));
  const parent = schemaAtDataPath(model, parentPointer);
  if (!parent || name === undefined) return [];
  const properties = isSchemaNode(parent.properties) ? parent.properties : {};
  const rules = [
    ...((parent.excludesFieldValues as OtherFieldsRule[] | undefined) ?? []),
    ...((parent.differsFromFields as OtherFieldsRule[] | undefined) ?? []),
  ];
  return rules
    .filter((rule) => rule.field === name)
    .flatMap((rule) =>
      rule.others
        .filter((other) => other in properties)
        .map((other) => {
          const otherPointer = toPointer([...segments.slice(0, -1), other]);
          return {
            key: `${rule.messageId}:${other}`,
            messageId: rule.messageId,
            params: { other, otherCaption: captionOf(schemaAtDataPath(model, otherPointer), otherPointer) },
          };
        }),
    );
}

/**
 * Whether a requirement is met by the current value: an empty value meets nothing (the
 * list starts all unticked), otherwise a line is met while no error of its kind is present.
 */
export function isRequirementMet(requirement: FieldRequirement, value: unknown, errorsAtField: readonly FieldError[]): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !errorsAtField.some(
    (error) =>
      error.messageId === requirement.messageId &&
      (requirement.params.other === undefined || error.params.other === requirement.params.other),
  );
}
