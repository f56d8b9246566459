import { loadSchemaRegistry, REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { loadMessageContext } from '../../test/support/catalogue.js';
import type { GeneratedFile } from './generated-file.js';
import { generationTargets } from './generation-targets.js';
import { readmeFiles } from './readme-files.js';
import { screenNodeFiles } from './screen-node-files.js';
import { targetFiles } from './target-files.js';

/** Raised when some schema files cannot be generated; names every one of them. */
export class GenerationError extends Error {
  constructor(readonly failures: readonly string[]) {
    super(`generation failed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  }
}

/**
 * Every generated file, in memory, sorted by path. Nothing is written here, so the same
 * result serves `npm run gen` (write) and `npm run check:gen` (compare). All targets are
 * tried before failing, so one broken schema does not hide another.
 */
export async function generateAll(root = REPO_ROOT): Promise<GeneratedFile[]> {
  const registry = loadSchemaRegistry(root);
  const messages = loadMessageContext(root);
  const files: GeneratedFile[] = [...readmeFiles(), ...(await screenNodeFiles(root))];
  const failures: string[] = [];
  for (const target of generationTargets(root)) {
    try {
      files.push(...(await targetFiles(target, registry, messages)));
    } catch (error) {
      failures.push(`${target.source}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) throw new GenerationError(failures);
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
