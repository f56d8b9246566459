import { SCHEMA_BASE_URI } from '../../src/engine/schema/json-schema.js';

/** A model's `$id` from its name, without touching the file system (works under jsdom). */
export function modelIdOf(name: string): string {
  return `${SCHEMA_BASE_URI}models/${name}.json`;
}
