/**
 * `npm run check:schemas`: checks every rule file under schemas/ and flows/ and prints
 * what is wrong with each, in words a business analyst can act on. Exits 1 on findings.
 */
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { runChecks } from './check-rule-files.js';
import { formatFinding } from './finding.js';

const root = process.argv[2] ?? REPO_ROOT;
const { fileCount, findings } = runChecks(root);
if (findings.length === 0) {
  console.log(`all ${fileCount} rule files valid`);
} else {
  for (const finding of findings) console.log(formatFinding(finding));
  const files = new Set(findings.map((f) => f.file)).size;
  console.log(`\n${findings.length} finding${findings.length === 1 ? '' : 's'} in ${files} of ${fileCount} rule files`);
  process.exitCode = 1;
}
