// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { loadMessageContext } from '../support/catalogue.js';

/**
 * A hand-written test that types out a catalogue text turns CI red when an analyst rewords
 * that message, which is a valid edit: tests say `text(id, params)` instead
 * (test/support/rules.ts). This finds the texts typed out anyway: any fixed part of a message
 * (the words between its params) long enough to be a sentence rather than a word or a name.
 */
const SENTENCE_CHARS = 24;

/**
 * Lines that may hold a message's words without reading it: test titles (which say the
 * behaviour in the spec's words) and comments. Files that draw with a catalogue of their own
 * (component tests) read that one, not the portal's.
 */
const TITLE_OR_COMMENT = /^\s*(?:(?:it|describe|test)(?:\.each\([^)]*\))?\(|\/\/|\*|\/\*\*)/;
const OWN_CATALOGUE = /\bcatalogue\s*[:=]\s*\{|catalogue=\{\{/;
/** Role names are reference rows in the database (the spec's role list), seeded as data, not texts shown from the catalogue. */
const DATA_TEXT_IDS = /^caption\.role\./;

function handWrittenTests(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(REPO_ROOT, file).startsWith(join('test', 'generated')));
}

describe('hand-written tests', () => {
  it('type out no sentence of the message catalogue: they read it by id', () => {
    const { catalogue } = loadMessageContext();
    const sentences = new Map<string, string>();
    for (const [id, message] of Object.entries(catalogue)) {
      if (typeof message !== 'string' || DATA_TEXT_IDS.test(id)) continue;
      for (const part of message.split(/\{[^}]*\}/)) if (part.trim().length >= SENTENCE_CHARS) sentences.set(part.trim(), id);
    }
    const restated: string[] = [];
    for (const file of handWrittenTests(join(REPO_ROOT, 'test'))) {
      const source = readFileSync(file, 'utf8');
      if (OWN_CATALOGUE.test(source)) continue;
      source.split('\n').forEach((line, index) => {
        if (TITLE_OR_COMMENT.test(line)) return;
        for (const [sentence, id] of sentences) {
          if (line.includes(sentence)) restated.push(`${relative(REPO_ROOT, file)}:${index + 1} types out "${id}"`);
        }
      });
    }
    expect(restated).toEqual([]);
  });
});
