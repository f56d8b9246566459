import type Ajv from 'ajv';
import type { KeywordDefinition } from 'ajv';
import { patternRules } from './pattern-rules.js';
import { noRepeatedCharacters } from './no-repeated-characters.js';
import { equalsField } from './equals-field.js';
import { excludesFieldValues } from './excludes-field-values.js';
import { differsFromFields } from './differs-from-fields.js';
import { uniqueByProperty } from './unique-by-property.js';
import { pairedProperties } from './paired-properties.js';
import { validCharacters } from './valid-characters.js';
import { npiCheckDigit } from './npi-check-digit.js';

/**
 * Annotation keywords our schema files carry for people and tools, not for validation:
 * message ids, the order of a requirement list, examples that must fail, and `normalize`
 * (applied before validation by engine/validation/normalised-strings.ts).
 */
const ANNOTATION_KEYWORDS = ['messages', 'requirementOrder', 'invalidExamples', 'normalize'] as const;

/** Every validating keyword of ours. All use `code`, so validators precompile (CSP-safe). */
const PORTAL_KEYWORDS: readonly KeywordDefinition[] = [
  patternRules,
  noRepeatedCharacters,
  equalsField,
  excludesFieldValues,
  differsFromFields,
  uniqueByProperty,
  pairedProperties,
  validCharacters,
  npiCheckDigit,
];

/**
 * Adds our keywords to an ajv instance. Used by the browser's precompilation, the server's
 * Fastify validator and the scripts alike, so every side applies the same rules.
 */
export function addPortalKeywords<A extends Ajv>(ajv: A): A {
  for (const keyword of ANNOTATION_KEYWORDS) {
    if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword, schemaType: ['object', 'array', 'string'] });
  }
  for (const definition of PORTAL_KEYWORDS) {
    if (!ajv.getKeyword(definition.keyword as string)) ajv.addKeyword(definition);
  }
  return ajv;
}
