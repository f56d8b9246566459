// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageReferences } from '../../scripts/check-schemas/message-references.js';
import { buildRuleSet, readRuleFiles } from '../../scripts/check-schemas/rule-set.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { flowChunks, readFlows, readScreens } from '../../scripts/build/flow-chunks.js';
import { drawnModels } from '../../src/engine/screen/node-type.js';
import { loadNodeTypes } from '../../src/server/rules/node-types.js';
import { existsSync } from 'node:fs';

/** The message files src/portal/content.ts leaves out of the entry, read from its glob. */
function leftOutOfThePage(): string[] {
  const source = readFileSync(join(REPO_ROOT, 'src/portal/content.ts'), 'utf8');
  return [...source.matchAll(/'!\.\.\/\.\.\/(schemas\/messages\/[a-z0-9-]+\.json)'/g)].map((match) => match[1] as string);
}

/** The flows that have texts of their own: schemas/messages/flows/<flow id>.json. */
function flowsWithOwnTexts(): string[] {
  return readFlows()
    .map(({ flow }) => flow.id)
    .filter((id) => existsSync(join(REPO_ROOT, `schemas/messages/flows/${id}.json`)));
}

describe("the page's message catalogue", () => {
  it('holds every id a rule file the page draws names (the API models alone may name texts left out, unless a screen draws them)', () => {
    const set = buildRuleSet(REPO_ROOT, readRuleFiles(REPO_ROOT).files);
    const excluded = new Set(leftOutOfThePage());
    expect(excluded.size).toBeGreaterThan(0);
    const nodeTypes = loadNodeTypes();
    // A screen's form may be drawn from an API model (Add Provider Identifiers): its texts show in the page.
    const drawn = new Set([...readScreens().values()].flatMap(({ screen }) => drawnModels(screen.content, nodeTypes).map((model) => `schemas/models/${model.model}.json`)));
    const missing = messageReferences(set)
      .filter((ref) => !/^schemas\/models\/api-/.test(ref.file) || drawn.has(ref.file))
      .filter((ref) => excluded.has(set.messageIds.get(ref.id)?.file ?? ''))
      .map((ref) => `${ref.file}#${ref.pointer}: ${ref.id}`);
    expect(missing).toEqual([]);
  });

  it("ships a flow's own texts with the flow, for every flow that has some", () => {
    const own = flowsWithOwnTexts();
    expect(own.length).toBeGreaterThan(0);
    for (const id of own) expect(flowChunks().get(`schemas/messages/flows/${id}.json`)).toBe(`flow-${id}`);
  });

  it("names a flow's own texts only in that flow: its file, its screens, their ui files and models", () => {
    const set = buildRuleSet(REPO_ROOT, readRuleFiles(REPO_ROOT).files);
    const screens = readScreens();
    const nodeTypes = loadNodeTypes();
    const outside: string[] = [];
    for (const { file, flow } of readFlows()) {
      const ownFile = `schemas/messages/flows/${flow.id}.json`;
      if (!existsSync(join(REPO_ROOT, ownFile))) continue;
      const allowed = new Set([file]);
      for (const step of Object.values(flow.steps)) {
        const found = screens.get(step.screen);
        if (!found) continue;
        allowed.add(found.file);
        for (const drawn of drawnModels(found.screen.content, nodeTypes)) allowed.add(`schemas/ui/${drawn.ui}.json`).add(`schemas/models/${drawn.model}.json`);
      }
      for (const ref of messageReferences(set)) {
        if (set.messageIds.get(ref.id)?.file === ownFile && !allowed.has(ref.file)) outside.push(`${ref.file}#${ref.pointer}: ${ref.id} (${ownFile})`);
      }
    }
    expect(outside).toEqual([]);
  });
});
