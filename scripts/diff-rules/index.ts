/**
 * `npm run diff:rules -- <git-ref> [--json]`: the rule changes from the ref to the working
 * tree, in plain words, with the screens each one touches. A report: it exits 0 whatever
 * changed, 2 only when it cannot run (no ref given, or one git does not know).
 */
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { diffRuleTrees } from './diff-rule-trees.js';
import { formatReport } from './format-report.js';
import { readSnapshotAtRef } from './git-rule-files.js';
import { readSnapshot, type RuleSnapshot } from './rule-snapshot.js';

const args = process.argv.slice(2);
const json = args.includes('--json');
const [ref, ...extra] = args.filter((arg) => arg !== '--json');
if (ref === undefined || extra.length > 0) {
  console.error('usage: npm run diff:rules -- <git-ref> [--json]   (for example HEAD, HEAD~1, origin/main)');
  process.exit(2);
}
let old: RuleSnapshot;
try {
  old = readSnapshotAtRef(REPO_ROOT, ref);
} catch (error) {
  console.error(`diff:rules: ${(error as Error).message}`);
  process.exit(2);
}
const changes = diffRuleTrees(old, readSnapshot(REPO_ROOT));
console.log(json ? JSON.stringify(changes, null, 2) : formatReport(changes, ref));
