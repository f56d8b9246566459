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

/** Demo data whose words hold a catalogue text by chance: a plan's name holds "Health Plan". */
const DEMO_DATA = new Set(['Blue Valley Health Plan']);

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
 * The pieces of every catalogue text of two words or more that a page shows as written: the
 * text, or with parameters of its own the parts between them ("Log In to" of "Log In to
 * {product}"). A journey that spells out such a piece with more around it ('1 Login
 * Information', /^Captcha image/) breaks as surely when the analysts reword it.
 */
function cataloguePhrases(): Map<string, string> {
  const { catalogue, globals } = loadMessageContext();
  const phrases = new Map<string, string>();
  for (const id of Object.keys(catalogue)) {
    const own = Object.fromEntries([...String(catalogue[id]).matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `{${name}}`]));
    for (const part of formatMessage(catalogue, id, { ...own, ...globals }, globals).split(/\{\w+\}/)) {
      const phrase = part.trim();
      if (phrase.split(/\s+/).length >= 2) phrases.set(phrase, id);
    }
  }
  return phrases;
}

/** Whether `inner` is in `outer` as whole words. */
function holdsWords(outer: string, inner: string): boolean {
  const at = outer.indexOf(inner);
  if (at < 0) return false;
  const [before, after] = [outer[at - 1], outer[at + inner.length]];
  return (before === undefined || !/\w/.test(before)) && (after === undefined || !/\w/.test(after));
}

/**
 * The string literals and plain regular expressions of a file's code lines (comments, imports
 * and the tests' own titles left out), each as the text it matches: `'Log In'` and `/^Log In/`
 * are both "Log In".
 */
function literalsOf(source: string): { line: number; literal: string }[] {
  return source.split('\n').flatMap((code, index) => {
    const trimmed = code.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('import ')) return [];
    if (/^(it|test|describe)(\.\w+)?(\([^)]*\))?\(/.test(trimmed)) return [];
    const strings = [...code.matchAll(/'((?:[^'\\]|\\.)+)'/g)].map((match) => (match[1] as string).replace(/\\(.)/g, '$1'));
    const patterns = [...code.matchAll(/\/\^?((?:[A-Za-z0-9 ,'&:-]|\\[*?.()/])+)\$?\/(?![gimsuy]*\w)/g)].map((match) => (match[1] as string).replace(/\\(.)/g, '$1'));
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

  it('spells out no phrase of a catalogue text inside a longer string, nor the start of one', () => {
    const phrases = cataloguePhrases();
    const restated = journeyFiles().flatMap((path) => {
      const file = relative(JOURNEYS, path);
      return literalsOf(readFileSync(path, 'utf8')).flatMap(({ line, literal }) => {
        const spelled = literal.trim();
        if (spelled.split(/\s+/).length < 2 || DEMO_DATA.has(spelled)) return [];
        return [...phrases]
          .filter(([phrase]) => holdsWords(spelled, phrase) || holdsWords(phrase, spelled))
          .map(([phrase, id]) => `test/e2e/${file}:${line} "${literal}" holds "${phrase}" of ${id}`);
      });
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
