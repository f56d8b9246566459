import type { Reporter, TestModule } from 'vitest/node';

/** How many files the list names. */
const SHOWN = 10;

/**
 * A vitest reporter that lists the slowest test files at the end of a run, with how much of
 * each went to set-up (environment, imports, setup files) rather than to tests and hooks, so
 * a file whose time is mostly set-up stands out.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows = testModules.map((module) => {
      const d = module.diagnostic();
      const setUp = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
      return { name: `${module.project.name} ${module.moduleId.replace(`${module.project.config.root}/`, '')}`, setUp, tests: d.duration };
    });
    const slowest = rows.sort((a, b) => b.setUp + b.tests - (a.setUp + a.tests)).slice(0, SHOWN);
    if (slowest.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    console.log(`\nSlowest ${slowest.length} test files (total = set-up + tests and hooks):`);
    for (const row of slowest) console.log(`${seconds(row.setUp + row.tests)} = ${seconds(row.setUp)} + ${seconds(row.tests)}  ${row.name}`);
  }
}
