/**
 * `npm run check:schemas`: checks every rule file under schemas/ and flows/ and prints
 * what is wrong with each, in words a business analyst can act on. Exits 1 on findings.
 * `--format json|sarif` prints the findings with their line and column for editors and
 * CI instead; `--output <file>` writes that report to a file (see command.ts).
 */
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { runCommand } from './command.js';

const { stdout, stderr, exitCode } = runCommand(process.argv.slice(2), REPO_ROOT);
process.stdout.write(stdout);
process.stderr.write(stderr);
process.exitCode = exitCode;
