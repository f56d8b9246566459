import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSchemaNode, SCHEMA_BASE_URI, type SchemaNode } from '../../engine/schema/json-schema.js';

/**
 * The repository root, found from this file's place in src/server/rules/. From the file's own
 * path, not `new URL(...)`: under jsdom the global URL is jsdom's, which Node's fileURLToPath refuses.
 */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** One JSON rule file: where it is (relative to the repo root, '/'-separated) and what it holds. */
export interface RuleFile {
  file: string;
  json: unknown;
}

/** Every *.json below a folder, sorted by path so outputs are stable. */
export function readJsonTree(folder: string, root = REPO_ROOT): RuleFile[] {
  const absolute = join(root, folder);
  const files: RuleFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json')) {
        const file = relative(root, path).split(sep).join('/');
        files.push({ file, json: JSON.parse(readFileSync(path, 'utf8')) as unknown });
      }
    }
  };
  walk(absolute);
  return files;
}

/** The schema registry: every file under schemas/defs, schemas/models and schemas/answers, by `$id`. */
export function loadSchemaRegistry(root = REPO_ROOT): Record<string, SchemaNode> {
  const registry: Record<string, SchemaNode> = {};
  for (const { file, json } of [...readJsonTree('schemas/defs', root), ...readJsonTree('schemas/models', root), ...readJsonTree('schemas/answers', root)]) {
    if (!isSchemaNode(json)) continue;
    const id = typeof json.$id === 'string' ? json.$id : SCHEMA_BASE_URI + file.replace(/^schemas\//, '');
    registry[id] = json;
  }
  return registry;
}

/** A model's `$id` from its name ("registration" -> .../models/registration.json). */
export function modelId(name: string): string {
  return `${SCHEMA_BASE_URI}models/${name}.json`;
}

/** The names of all models under schemas/models. */
export function modelNames(root = REPO_ROOT): string[] {
  return readJsonTree('schemas/models', root).map(({ file }) => file.replace(/^schemas\/models\//, '').replace(/\.json$/, ''));
}

/** An answer's `$id` from its name ("client-list" -> .../answers/client-list.json). */
export function answerId(name: string): string {
  return `${SCHEMA_BASE_URI}answers/${name}.json`;
}

/** The names of all answers under schemas/answers. */
export function answerNames(root = REPO_ROOT): string[] {
  return readJsonTree('schemas/answers', root).map(({ file }) => file.replace(/^schemas\/answers\//, '').replace(/\.json$/, ''));
}
