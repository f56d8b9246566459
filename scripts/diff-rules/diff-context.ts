import type { Renames } from './renames.js';
import type { RuleSnapshot } from './rule-snapshot.js';
import type { ScreenUsage } from './screen-usage.js';

/** What every per-kind diff reads: both sides, where each side's things are shown, and the renames. */
export interface DiffContext {
  before: RuleSnapshot;
  after: RuleSnapshot;
  usage: { before: ScreenUsage; after: ScreenUsage };
  renames: Renames;
}
