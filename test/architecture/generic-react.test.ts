// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import { readJsonTree, REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { screenFormModels } from '../../src/server/rules/screen-form-models.js';

/** The folders of generic code: the renderer, the widgets and the app shell. */
const GENERIC_FOLDERS = ['src/renderer', 'src/widgets', 'src/portal'];

/** Every .ts and .tsx file of the generic code, which must stay generic. */
function genericFiles(dir?: string): string[] {
  if (dir === undefined) return GENERIC_FOLDERS.flatMap((folder) => genericFiles(join(REPO_ROOT, folder)));
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return genericFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Literal text a user would read: JSX text between tags, and the text attributes of elements. */
function userFacingLiterals(source: string): string[] {
  const jsxText = [...source.matchAll(/>\s*([A-Za-z][^<>{}]*?)\s*<\//g)].map((match) => match[1] as string);
  const attributes = [...source.matchAll(/\b(?:aria-label|title|placeholder|alt)="([^"]*[A-Za-z][^"]*)"/g)].map((match) => match[1] as string);
  return [...jsxText, ...attributes];
}

/** Routes, screen ids and field names that the rule files define. */
function screenSpecificNames(): { routes: string[]; screens: string[]; fields: string[] } {
  const flows = readJsonTree('flows').filter(({ file }) => /^flows\/[^/]+\.json$/.test(file));
  const routes = flows.flatMap(({ json }) =>
    Object.values((json as { steps: Record<string, { route: string }> }).steps).map((step) => step.route),
  );
  const screens = readJsonTree('flows/screens').map(({ json }) => (json as { id: string }).id);
  // Fields of the forms screens draw: API payload models are the server's, not React's.
  const formModels = screenFormModels();
  const fields = readJsonTree('schemas/models')
    .filter(({ file }) => formModels.has(file.replace(/^schemas\/models\/|\.json$/g, '')))
    .flatMap(({ json }) => (isSchemaNode(json) && isSchemaNode(json.properties) ? Object.keys(json.properties) : []));
  return { routes: routes.filter((route) => route !== '/'), screens, fields };
}

/**
 * Field names that are also the platform's own words: an element's `id`, ARIA's `status`
 * role. Generic code says them for HTML's sake; a form may still name a field so (the plan
 * picker's `id`, a filter's `status`) without the code knowing that form.
 */
const PLATFORM_WORDS = new Set(['id', 'status']);

describe('the generic code (renderer, widgets, app shell)', () => {
  const files = genericFiles();
  const names = screenSpecificNames();

  it('exists to be checked', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(names.fields).toContain('password');
  });

  it.each(files.map((file) => [relative(REPO_ROOT, file), file]))('%s names no route, screen id, API path or form field', (_name, file) => {
    // An input's HTML type ("password", "email") is the platform's word, not a form's field.
    const source = readFileSync(file, 'utf8').replace(/\btype=(\{[^}]*\}|"[^"]*")/g, '');
    const quoted = (value: string) => [`'${value}'`, `"${value}"`, `\`${value}\``];
    const found = [...names.routes, ...names.screens, ...names.fields.filter((field) => !PLATFORM_WORDS.has(field))].filter((value) =>
      quoted(value).some((literal) => source.includes(literal)),
    );
    expect(found).toEqual([]);
    // Calls are data (flows/): only their paths, never the code, name the API.
    expect(source.match(/['"`]\/api\/[^'"`]*['"`]/g) ?? []).toEqual([]);
  });

  it.each(files.filter((file) => file.endsWith('.tsx')).map((file) => [relative(REPO_ROOT, file), file]))('%s shows no literal text: every text is a catalogue id', (_name, file) => {
    expect(userFacingLiterals(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
