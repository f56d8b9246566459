import { performance } from 'node:perf_hooks';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { generateAll, GenerationError } from './generate-all.js';
import { compareWithDisk, writeToDisk } from './sync-files.js';

/**
 * `npm run gen` writes src/generated/ and test/generated/ from schemas/;
 * `npm run check:gen` (--check) writes nothing and exits 1 when the disk differs.
 */
async function main(argv: readonly string[]): Promise<number> {
  const check = argv.includes('--check');
  const started = performance.now();
  let files;
  try {
    files = await generateAll(REPO_ROOT);
  } catch (error) {
    if (!(error instanceof GenerationError)) throw error;
    console.error(error.message);
    return 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (check) {
    const report = compareWithDisk(files, REPO_ROOT);
    const problems = [
      ...report.stale.map((path) => `stale:   ${path}`),
      ...report.missing.map((path) => `missing: ${path}`),
      ...report.extra.map((path) => `extra:   ${path}`),
    ];
    if (problems.length === 0) {
      console.log(`check:gen: ${files.length} generated files are up to date (${seconds} s)`);
      return 0;
    }
    console.error(`check:gen: generated files differ from schemas/:\n${problems.map((p) => `  ${p}`).join('\n')}\nrun npm run gen`);
    return 1;
  }
  const report = writeToDisk(files, REPO_ROOT);
  const written = report.stale.length + report.missing.length;
  console.log(`gen: ${files.length} files, ${written} written, ${report.extra.length} removed (${seconds} s)`);
  for (const path of [...report.stale, ...report.missing]) console.log(`  wrote   ${path}`);
  for (const path of report.extra) console.log(`  removed ${path}`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
