import type { ErrorObject } from 'ajv';
import { toPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import { didYouMean } from './closest-match.js';
import { showValue } from './show-value.js';

/** A meta-schema error turned into words: where, what is wrong, what to do. */
export interface MetaProblem {
  pointer: string;
  problem: string;
  fix: string;
}

/**
 * Errors that only summarise others ("must match then schema", "must match a schema in
 * anyOf", the outer propertyNames error) say nothing an analyst can act on; they are kept
 * only when nothing more precise was reported at or below the same place.
 */
const SUMMARY_KEYWORDS = new Set(['if', 'anyOf', 'oneOf', 'allOf', 'not', 'propertyNames', '$ref']);

/** Turns ajv's meta-validation errors (ajv ran with `verbose: true`) into problems. */
export function formatMetaErrors(errors: readonly ErrorObject[], metaFile: string): MetaProblem[] {
  const precise = errors.filter((error) => !SUMMARY_KEYWORDS.has(error.keyword));
  const kept = errors.filter(
    (error) =>
      !SUMMARY_KEYWORDS.has(error.keyword) ||
      (error.keyword !== 'propertyNames' && !precise.some((other) => other.instancePath.startsWith(error.instancePath))),
  );
  const seen = new Set<string>();
  const out: MetaProblem[] = [];
  for (const error of kept) {
    const problem = formatOne(error, metaFile);
    const key = `${problem.pointer}\u0000${problem.problem}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(problem);
  }
  return out;
}

function formatOne(error: ErrorObject, metaFile: string): MetaProblem {
  const params = error.params as Record<string, unknown>;
  const parent = isSchemaNode(error.parentSchema) ? error.parentSchema : {};
  // Meta-schema descriptions are written as instructions ("Write a message id ..."); they
  // become the fix, lower-cased to follow the semicolon.
  const hint = typeof parent.description === 'string' ? lowerFirst(parent.description.replace(/[.]$/, '')) : undefined;
  // Inside propertyNames the value that failed is a property name, not a value.
  const isName = error.propertyName !== undefined;
  const pointer = isName ? error.instancePath + toPointer([error.propertyName as string]) : error.instancePath;
  const what = isName ? `property name ${showValue(error.propertyName)}` : showValue(error.data);

  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = isSchemaNode(parent.properties) ? Object.keys(parent.properties) : [];
      const suggestion = didYouMean(name, known);
      return {
        pointer: error.instancePath + toPointer([name]),
        problem: `unknown property "${name}"`,
        fix: `remove it or correct its name${suggestion || (known.length ? `; allowed here: ${list(known)}` : '')}`,
      };
    }
    case 'required':
      return { pointer, problem: `missing property "${String(params.missingProperty)}"`, fix: 'add it' };
    case 'type':
      return { pointer, problem: `${what} is ${kindOf(error.data)} where ${String(params.type)} is expected`, fix: hint ?? `write ${article(String(params.type))}` };
    case 'enum': {
      const allowed = (Array.isArray(params.allowedValues) ? params.allowedValues : []).map(String);
      const value = isName ? String(error.propertyName) : String(error.data);
      const suggestion = didYouMean(value, allowed);
      return { pointer, problem: `${what} is not allowed here`, fix: suggestion ? `correct it${suggestion}` : `use one of ${list(allowed)}` };
    }
    case 'const':
      return { pointer, problem: `${what} is not allowed here`, fix: hint ?? `write ${JSON.stringify(params.allowedValue)}` };
    case 'pattern':
      return { pointer, problem: `${what} does not have the expected form`, fix: hint ?? `match the pattern ${String(params.pattern)}` };
    case 'format':
      return { pointer, problem: `${what} is not a valid ${String(params.format)}${regexReason(params.format, error.data)}`, fix: hint ?? 'correct it' };
    case 'uniqueItems':
      return { pointer, problem: `items ${String(params.j)} and ${String(params.i)} are the same`, fix: 'remove the repeated one' };
    case 'false schema':
      return { pointer, problem: 'nothing is allowed here', fix: 'remove it' };
    default:
      return { pointer, problem: `${what} ${error.message ?? 'is invalid'}`, fix: hint ?? `see ${metaFile}` };
  }
}

function regexReason(format: unknown, data: unknown): string {
  if (format !== 'regex' || typeof data !== 'string') return '';
  try {
    new RegExp(data, 'u');
    return '';
  } catch (error) {
    return ` (${(error as Error).message})`;
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return article(typeof value);
}

function list(values: readonly string[]): string {
  const shown = values.slice(0, 12).map((value) => `"${value}"`);
  return shown.join(', ') + (values.length > 12 ? `, ... (${values.length} in all)` : '');
}
