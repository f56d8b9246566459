// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/engine/messages/format-message.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { loadMessageContext } from '../support/catalogue.js';

/**
 * The journeys find fields, buttons and messages by the texts a person reads. Those texts are
 * the analysts' (schemas/messages): a journey that spells one out turns CI red when an analyst
 * rewords it, so journeys read them with `text(id)` and `startingWith(id)` (test/support/rules.ts).
 * The analyst-edit test (test/authoring/) cannot run the journeys, so this holds them to it.
 */
const JOURNEYS = join(REPO_ROOT, 'test/e2e');

/**
 * Literals that equal a catalogue text by chance: data the portal shows as it came, not a text
 * of the catalogue. By file (relative to test/e2e) and literal.
 */
const NOT_CATALOGUE_TEXTS: Record<string, string[]> = {
  // A demo person's last name (Alex Active), not the account status.
  'account-access.spec.ts': ['Active'],
  // The aria-label the check itself gives an element it broke on purpose.
  'accessibility-check.spec.ts': ['Name'],
  // The identifier type as the server labels it in the queue's data.
  'staff-queue-scale.spec.ts': ['NPI'],
};

function journeyFiles(dir = JOURNEYS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return journeyFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every catalogue text as shown (configuration globals in), for the messages without parameters. */
function catalogueTexts(): Map<string, string> {
  const { catalogue, globals } = loadMessageContext();
  const texts = new Map<string, string>();
  for (const id of Object.keys(catalogue)) {
    const shown = formatMessage(catalogue, id, {}, globals);
    // A message with parameters of its own is found through them (text(id, params)).
    if (!/\{\w+\}/.test(shown)) texts.set(shown, id);
  }
  return texts;
}

/**
 * The string literals and plain regular expressions of a file's code lines (comments left
 * out), each as the text it matches: `'Log In'` and `/^Log In/` are both "Log In".
 */
function literalsOf(source: string): { line: number; literal: string }[] {
  return source.split('\n').flatMap((code, index) => {
    const trimmed = code.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('import ')) return [];
    const strings = [...code.matchAll(/'((?:[^'\\]|\\.)+)'/g)].map((match) => (match[1] as string).replace(/\\(.)/g, '$1'));
    const patterns = [...code.matchAll(/\/\^?((?:[A-Za-z0-9 ,'&-]|\\[*?.()/])+)\$?\/(?![gimsuy]*\w)/g)].map((match) => (match[1] as string).replace(/\\(.)/g, '$1'));
    return [...strings, ...patterns].map((literal) => ({ line: index + 1, literal }));
  });
}

describe('the journeys read the texts they look for from the catalogue', () => {
  it('spells out no catalogue text in a string or a pattern', () => {
    const texts = catalogueTexts();
    const restated = journeyFiles().flatMap((path) => {
      const file = relative(JOURNEYS, path);
      const allowed = new Set(NOT_CATALOGUE_TEXTS[file] ?? []);
      return literalsOf(readFileSync(path, 'utf8'))
        .filter(({ literal }) => texts.has(literal) && !allowed.has(literal))
        .map(({ line, literal }) => `test/e2e/${file}:${line} "${literal}" is ${texts.get(literal)}: text('${texts.get(literal)}')`);
    });
    expect(restated).toEqual([]);
  });

  it('finds a text spelled out as a string and as a pattern', () => {
    const [shown, id] = [...catalogueTexts()].find(([, key]) => key === 'caption.username') ?? [];
    expect(id).toBe('caption.username');
    const found = literalsOf(`await page.getByLabel('${shown}');\nawait page.getByLabel(/^${shown}/);\n// '${shown}' in a comment`);
    expect(found).toEqual([
      { line: 1, literal: shown },
      { line: 2, literal: shown },
    ]);
  });
});
