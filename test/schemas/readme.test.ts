// @vitest-environment node
// The analysts' guide names files, keys and message ids; each must be real, or the guide misleads.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonTree, REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

const README = readFileSync(join(REPO_ROOT, 'schemas/README.md'), 'utf8');

/** What the worked examples create: named in the guide, and must stay new there. */
const CREATED_BY_EXAMPLES = {
  paths: ['flows/screens/registration-check-email.json'],
  messageIds: ['caption.middleName', 'checkEmail.title', 'checkEmail.intro'],
};

/** Every `inline code` span of the guide, fenced blocks included as one span each. */
const codeSpans = [...README.matchAll(/```[a-z]*\n([\s\S]*?)```|`([^`\n]+)`/g)].map((m) => m[1] ?? m[2] ?? '');

function metaSchema(name: string): Record<string, any> {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/meta', name), 'utf8')) as Record<string, any>;
}

/** The rows of the markdown table under a heading: each row's first cell. */
function firstCells(heading: string): string[] {
  const section = README.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split(' | ')[0] ?? '');
}

const keysIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

describe('schemas/README.md', () => {
  it('names only files and folders that exist under schemas/ and flows/', () => {
    const paths = codeSpans.filter((span) => /^(schemas|flows)\/[\w./-]*$/.test(span));
    expect(paths.length).toBeGreaterThan(20);
    const missing = paths.filter((path) => !existsSync(join(REPO_ROOT, path)) && !CREATED_BY_EXAMPLES.paths.includes(path));
    expect(missing).toEqual([]);
  });

  it('links only to files that exist', () => {
    const links = [...README.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] ?? '');
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !existsSync(join(REPO_ROOT, 'schemas', link)))).toEqual([]);
  });

  it('creates in its examples only files and ids that do not exist yet', () => {
    expect(CREATED_BY_EXAMPLES.paths.filter((path) => existsSync(join(REPO_ROOT, path)))).toEqual([]);
    const ids = catalogueIds();
    expect(CREATED_BY_EXAMPLES.messageIds.filter((id) => ids.has(id))).toEqual([]);
  });

  it('names only ui: hints the ui grammar allows', () => {
    const allowed: string[] = metaSchema('ui.schema.json').definitions.uiNode.propertyNames.then.enum;
    const named = [...new Set([...README.matchAll(/`(ui:[A-Za-z]+)`/g)].map((m) => m[1] ?? ''))];
    expect(named.length).toBeGreaterThan(15);
    expect(named.filter((hint) => !allowed.includes(hint))).toEqual([]);
  });

  it('lists in its field-rule table only keys the rule grammar allows', () => {
    const allowed = Object.keys(metaSchema('rule-schema.schema.json').definitions.schemaNode.properties);
    const keys = firstCells('Field rules: defs and models').flatMap(keysIn);
    expect(keys).toContain('patternRules');
    expect(keys.filter((key) => !allowed.includes(key))).toEqual([]);
  });

  it('lists in its ui table only keys a ui file may hold', () => {
    const allowed = ['model', 'extends', ...metaSchema('ui.schema.json').definitions.uiNode.propertyNames.then.enum];
    const keys = firstCells('Form layout: ui files').flatMap(keysIn);
    expect(keys).toContain('ui:sections');
    expect(keys.filter((key) => !allowed.includes(key))).toEqual([]);
  });

  it('quotes only message ids the catalogue defines', () => {
    const ids = catalogueIds();
    const idLike = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;
    const quoted = codeSpans.flatMap((span) => [span, ...[...span.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '')]);
    const named = [...new Set(quoted.filter((text) => idLike.test(text) && !/\.(json|md|sarif)$/.test(text)))];
    expect(named).toContain('password.rule.length');
    expect(named.filter((id) => !ids.has(id) && !CREATED_BY_EXAMPLES.messageIds.includes(id))).toEqual([]);
  });
});

function catalogueIds(): Set<string> {
  const files = readJsonTree('schemas/messages');
  return new Set(files.flatMap(({ json }) => Object.keys((json as { messages: Record<string, string> }).messages)));
}
