// Prints this machine's speed as Lighthouse's benchmark index (its own CPU workload, run in
// Node here; the median of five, higher is faster). CI prints it at the start and the end of
// the run: the same commit's run time has varied by a third with it on this shared machine,
// so a run time is read beside the speed it was measured at.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const runs = Array.from({ length: 5 }, () => pageFunctions.computeBenchmarkIndex()).sort((a, b) => a - b);
console.log(`machine speed: ${Math.round(runs[2])} (Lighthouse's benchmark index in Node, median of 5: ${runs.map(Math.round).join(', ')})`);
