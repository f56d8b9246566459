import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

/** The generated figures page (issue 21: figures live here, written by the benches, never by hand). */
const PERFORMANCE_DOC = 'docs/performance.md';

/** The benches that write the page; each owns one section and leaves the others as they were. */
export type BenchSection = 'bench' | 'bench:selection' | 'bench:api' | 'bench:load';

/** The sections in page order, each with its title. */
const SECTIONS: readonly { id: BenchSection; title: string }[] = [
  { id: 'bench', title: 'Budget: first route, keystroke to feedback, Lighthouse (`npm run bench`)' },
  { id: 'bench:selection', title: 'Selection with ALL: select all, Delete Selected open and Cancel (`npm run bench`, alone `npm run bench:selection`)' },
  { id: 'bench:api', title: 'Provider list API (`npm run bench:api`)' },
  { id: 'bench:load', title: 'Two instances under 200 users (`npm run bench:load`)' },
];

const HEADER = `# Performance figures

Generated: written by \`npm run bench\`, \`npm run bench:api\` and \`npm run bench:load\`
(scripts/bench/performance-doc.ts), never by hand. Each bench replaces its own section below and
keeps the others, so every figure in a section comes from one run of that bench. Timings are
taken on a shared 2-core machine while other work runs: read each figure beside its peer or
floor from the same run, not against another run's.
`;

const start = (id: BenchSection) => `<!-- ${id}:start -->`;
const end = (id: BenchSection) => `<!-- ${id}:end -->`;

/** `git` in the repository, or undefined when it cannot answer (no git, not a checkout). */
function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Where and when the figures were taken: date, commit (marked when the working tree differs
 * from it, since the figures are then of code no commit holds), cores, CPU and load average.
 * The load is printed because on this machine it moves every timing.
 */
function provenance(now = new Date()): string {
  const commit = git('rev-parse', '--short', 'HEAD') ?? 'unknown';
  // The page itself is what the run writes: it does not make the measured code differ.
  const changed = (git('status', '--porcelain', '--', '.', `:!${PERFORMANCE_DOC}`) ?? '') !== '';
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  return (
    `Measured ${now.toISOString().replace(/\.\d+Z$/, 'Z')} at commit \`${commit}\`${changed ? ' with uncommitted changes' : ''}` +
    ` on ${availableParallelism()} cores (${cpu}), load average ${load} at the end of the run, Node ${process.version}.`
  );
}

/** The sections the page holds now, by id (none when it does not exist yet). */
function currentSections(text: string): Map<BenchSection, string> {
  const found = new Map<BenchSection, string>();
  for (const { id } of SECTIONS) {
    const from = text.indexOf(start(id));
    const to = text.indexOf(end(id));
    if (from >= 0 && to > from) found.set(id, text.slice(from + start(id).length, to).trim());
  }
  return found;
}

/**
 * Writes `body` (markdown, without a heading) as the section `id` of docs/performance.md,
 * under its title and the run's provenance, keeping the other sections as they were. Answers the
 * path written.
 */
export function writePerformanceSection(id: BenchSection, body: string): string {
  const path = join(REPO_ROOT, PERFORMANCE_DOC);
  const sections = currentSections(existsSync(path) ? readFileSync(path, 'utf8') : '');
  const title = SECTIONS.find((section) => section.id === id)?.title ?? id;
  sections.set(id, `## ${title}\n\n${provenance()}\n\n${body.trim()}`);
  const parts = SECTIONS.map(({ id: each, title: eachTitle }) => {
    const content = sections.get(each) ?? `## ${eachTitle}\n\nNot measured yet: run \`npm run ${each}\`.`;
    return `${start(each)}\n${content}\n${end(each)}`;
  });
  writeFileSync(path, `${HEADER}\n${parts.join('\n\n')}\n`);
  if (id === 'bench') writeReadmeBudget();
  return PERFORMANCE_DOC;
}

/** Where the README shows the budget table (issue 20 asks for it there), between these markers. */
const README_BUDGET = { file: 'README.md', start: '<!-- bench:budget:start -->', end: '<!-- bench:budget:end -->' };

/**
 * The README's budget block, made from the page's `bench` section: its provenance line and its
 * first table, so the two never disagree and neither is typed. Undefined while the page has no
 * measured `bench` section.
 */
export function readmeBudgetBlock(performanceDoc: string): string | undefined {
  const section = currentSections(performanceDoc).get('bench');
  const lines = section?.split('\n') ?? [];
  const measured = lines.find((line) => line.startsWith('Measured '));
  const from = lines.findIndex((line) => line.startsWith('|'));
  if (measured === undefined || from < 0) return undefined;
  const to = lines.findIndex((line, index) => index > from && !line.startsWith('|'));
  const table = lines.slice(from, to < 0 ? undefined : to).join('\n');
  return `${measured} Written by \`npm run bench\`; the notes, the floor beside it and every other figure: [docs/performance.md](docs/performance.md).\n\n${table}`;
}

/** The README's block as it stands, between its markers (undefined without them). */
export function readmeBudgetNow(readme: string): string | undefined {
  const from = readme.indexOf(README_BUDGET.start);
  const to = readme.indexOf(README_BUDGET.end);
  return from >= 0 && to > from ? readme.slice(from + README_BUDGET.start.length, to).trim() : undefined;
}

/** Rewrites the README's budget block from docs/performance.md; a README without the markers is left alone. */
function writeReadmeBudget(): void {
  const readmePath = join(REPO_ROOT, README_BUDGET.file);
  const readme = readFileSync(readmePath, 'utf8');
  const block = readmeBudgetBlock(readFileSync(join(REPO_ROOT, PERFORMANCE_DOC), 'utf8'));
  if (block === undefined || readmeBudgetNow(readme) === undefined) return;
  const head = readme.slice(0, readme.indexOf(README_BUDGET.start) + README_BUDGET.start.length);
  const tail = readme.slice(readme.indexOf(README_BUDGET.end));
  writeFileSync(readmePath, `${head}\n${block}\n${tail}`);
}
