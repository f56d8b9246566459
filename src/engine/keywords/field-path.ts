import type { Code } from 'ajv';

/**
 * Error paths that put an object-level rule's error on one of its properties. ajv appends
 * a plain property name as an escaped JSON pointer segment at compile time; its typings
 * only admit generated code, though a fixed name needs none.
 */
export function fieldPath(property: string): { instancePath: Code } {
  return { instancePath: property as unknown as Code };
}
