import { messageGlobals, type PortalConfig } from '../../src/engine/content/portal-config.js';
import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import type { MessageContext } from '../../test/support/catalogue.js';
import { baseName } from '../check-schemas/file-kind.js';
import { buildRuleSet, readRuleFiles, type RuleFile, type RuleSet } from '../check-schemas/rule-set.js';
import { bookContextOf, type BookContext } from '../rulebook/book-context.js';

/** The rule files of one side of a diff (a git ref, or the working tree), read as check:schemas reads them. */
export interface RuleSnapshot {
  set: RuleSet;
  /** The files a diff compares, by path: generated files left out. */
  files: ReadonlyMap<string, RuleFile>;
  /** The catalogue and configuration globals texts are rendered with on this side. */
  context: MessageContext;
  /** This side as the rule book reads it: conditions and values said in the book's words. */
  book: BookContext;
}

/**
 * Reads the rule files under `root` (schemas/ and flows/). UI files come with their
 * `extends` resolved, so a diff compares what a form draws. A file that is not JSON is
 * left out: check:schemas reports it, a diff has nothing to compare.
 */
export function readSnapshot(root: string): RuleSnapshot {
  const { files } = readRuleFiles(root);
  const set = buildRuleSet(root, files);
  const compared = files.filter((f) => !isGenerated(f.json));
  return { set, files: new Map(compared.map((f) => [f.file, f])), context: { catalogue: set.catalogue, globals: globalsOf(files) }, book: bookContextOf(set) };
}

/** Written by `npm run gen` (its `$comment` says so): a change there is a change of its source. */
function isGenerated(json: unknown): boolean {
  return isSchemaNode(json) && typeof json.$comment === 'string' && json.$comment.startsWith('generated');
}

/** The `{product}`, `{phone}` ... params every message may use, from schemas/config/portal.json. */
function globalsOf(files: readonly RuleFile[]): MessageContext['globals'] {
  const portal = files.find((f) => f.kind === 'config' && baseName(f.file) === 'portal');
  if (!isSchemaNode(portal?.json) || !isSchemaNode(portal.json.staticHeader)) return {};
  return messageGlobals(portal.json as unknown as PortalConfig);
}
