// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageReferences } from '../../scripts/check-schemas/message-references.js';
import { buildRuleSet, readRuleFiles } from '../../scripts/check-schemas/rule-set.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

/** The message files src/portal/content.ts leaves out of the page, read from its glob. */
function leftOutOfThePage(): string[] {
  const source = readFileSync(join(REPO_ROOT, 'src/portal/content.ts'), 'utf8');
  return [...source.matchAll(/'!\.\.\/\.\.\/(schemas\/messages\/[a-z0-9-]+\.json)'/g)].map((match) => match[1] as string);
}

describe("the page's message catalogue", () => {
  it('holds every id a rule file the page draws names (the API models alone may name texts left out)', () => {
    const set = buildRuleSet(REPO_ROOT, readRuleFiles(REPO_ROOT).files);
    const excluded = new Set(leftOutOfThePage());
    expect(excluded.size).toBeGreaterThan(0);
    const missing = messageReferences(set)
      .filter((ref) => !/^schemas\/models\/api-/.test(ref.file))
      .filter((ref) => excluded.has(set.messageIds.get(ref.id)?.file ?? ''))
      .map((ref) => `${ref.file}#${ref.pointer}: ${ref.id}`);
    expect(missing).toEqual([]);
  });
});
