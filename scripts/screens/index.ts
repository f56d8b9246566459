import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import type { Capture } from './capture-screens.js';
import { reachedScreens, screenInputs } from './screen-reach.js';
import { compareScreens } from './compare-screens.js';
import { diffReport } from './diff-report.js';
import { diffRuleTrees } from '../diff-rules/diff-rule-trees.js';
import { readSnapshotAtRef } from '../diff-rules/git-rule-files.js';
import { readSnapshot } from '../diff-rules/rule-snapshot.js';
import { ruleCopyAt } from './rule-copy.js';
import { GALLERY_BUILD_DIR } from './gallery-paths.js';
import { phaseClock } from './phase-clock.js';
import { generateAll } from '../gen/generate-all.js';
import { writeToDisk } from '../gen/sync-files.js';

/**
 * `npm run screens [-- --against <git-ref>] [--width 1280 --width 375] [--only <screen>]`
 * photographs every gallery state (scripts/screens/README.md) into
 * `.screens/<worktree folder>/`; with `--against`, also the states drawn from the ref's rule
 * files (into `.screens/<ref>/`, in a temporary copy of this tree with the ref's schemas/
 * and flows/, photographed beside this tree), and writes `.screens/report.html` stating each
 * changed picture's element changes in words with crops (compare-screens.ts). Against a ref,
 * only the screens the rule changes reach are photographed, on both sides. The generated
 * files are brought up to date first (`npm run gen`), as the gallery draws them.
 * `--out <dir>` photographs into that folder only (what the ref's copy is run with).
 */
const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    out: { type: 'string' },
    width: { type: 'string', multiple: true },
    only: { type: 'string', multiple: true },
  },
});
const screensDir = join(REPO_ROOT, '.screens');
const choice = { widths: values.width?.map(Number), only: values.only };
const widthArgs = (values.width ?? []).flatMap((width) => ['--width', width]);
const slug = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_');
const phase = phaseClock();

// Against a ref, only the screens its rule changes reach are photographed on both sides (screen-reach.ts).
const copy = values.against && !values.out ? ruleCopyAt(REPO_ROOT, values.against) : undefined;
// The ref's gallery build is kept in this tree, so the next run against the same ref reuses it.
if (copy) keepGalleryBuild(copy, join(screensDir, 'gallery-build-ref'));
if (copy) phase(`copied the tree with the rule files at ${values.against}`);
const reached = copy ? reachedScreens(screenInputs(copy), screenInputs(REPO_ROOT)).filter((id) => !choice.only || choice.only.includes(id)) : undefined;
if (reached) console.log(`The rule changes since ${values.against} reach ${reached.length} screens: ${reached.join(', ') || 'none'}`);
const ref = values.against;
const beforeDir = ref ? join(screensDir, slug(ref)) : undefined;
// The ref's side runs beside this one: on two cores most of either side waits on the other's build or browser.
const refSide =
  copy && ref && beforeDir && reached && reached.length > 0
    ? photographCopy(copy, ref, ['--out', beforeDir, ...widthArgs, ...reached.flatMap((id) => ['--only', id])])
    : undefined;
// Awaited below, once this side is photographed: until then a failure waits there.
refSide?.catch(() => undefined);

// The gallery draws the generated models: rule files edited without `npm run gen` would show the old rules.
const generated = writeToDisk(await generateAll(REPO_ROOT), REPO_ROOT);
const regenerated = [...generated.stale, ...generated.missing, ...generated.extra];
if (regenerated.length > 0 && !values.out) console.log(`Regenerated ${regenerated.length} files the rule files had outdated (as npm run gen does): commit them with the rule files.`);
phase('checked the generated files');

const afterDir = values.out ? resolve(values.out) : join(screensDir, slug(basename(REPO_ROOT)));
let failed: Capture[] = [];
try {
  if (!reached || reached.length > 0) {
    console.log(`Photographing the screens of ${REPO_ROOT} into ${afterDir}`);
    // Loaded after the generator ran: the demo portal's server imports the generated validators.
    const { captureTree } = await import('./capture-tree.js');
    failed = (await captureTree(REPO_ROOT, afterDir, { ...choice, ...(reached ? { only: reached } : {}) })).filter((capture) => capture.error);
  }
  if (reached?.length === 0) console.log('No screen to compare: the report is left as it was.');
  else if (refSide && ref && beforeDir) {
    await refSide;
    phase(`photographed the screens at ${ref}`);
    rmSync(join(screensDir, 'report'), { recursive: true, force: true });
    const comparison = compareScreens(beforeDir, afterDir, screensDir, 'report');
    const report = join(screensDir, 'report.html');
    const ruleChanges = diffRuleTrees(readSnapshotAtRef(REPO_ROOT, ref), readSnapshot(REPO_ROOT));
    writeFileSync(report, diffReport(comparison, { before: ref, after: 'the working tree', ruleChanges }));
    phase('compared the pictures and wrote the report');
    console.log(`${comparison.changes.length} pictures changed, ${comparison.unchanged} the same: ${relative(process.cwd(), report)}`);
    for (const change of comparison.changes) console.log(`  ${change.name}: ${change.elements?.length ? change.elements.map((shown) => shown.words).join('; ') : `${change.changedPixels} pixels`}`);
  }
} finally {
  await refSide?.catch(() => undefined);
  if (copy) rmSync(copy, { recursive: true, force: true });
}
if (failed.length > 0) {
  console.error(`${failed.length} states were not drawn (see above).`);
  process.exitCode = 1;
}

/** Makes the copy's gallery build folder (the one its demo portal serves) a link to `keptDir` of this tree. */
function keepGalleryBuild(root: string, keptDir: string): void {
  mkdirSync(keptDir, { recursive: true });
  mkdirSync(dirname(join(root, GALLERY_BUILD_DIR)), { recursive: true });
  symlinkSync(keptDir, join(root, GALLERY_BUILD_DIR));
}

/** Runs this script in the ref's copy with `args`, its output lines marked with the ref; settles when it ends (rejects on failure). */
function photographCopy(root: string, name: string, args: readonly string[]): Promise<void> {
  console.log(`Photographing the same screens with the rule files at ${name}, beside this side (its lines start with [${name}])`);
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/screens/index.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`The screens at ${name} were not all drawn (exit code ${code}).`))));
  });
}
