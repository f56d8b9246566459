import type { Finding } from './finding.js';
import type { RuleSet } from './rule-set.js';

/** What every lint gets: the shared rule set and which files passed their meta-schema. */
export interface LintContext {
  set: RuleSet;
  /**
   * True when the file matched its meta-schema. Lints that compile or execute a file's
   * rules skip files that did not, so one typo is reported once, not as a cascade.
   */
  metaValid(file: string): boolean;
}

/** A lint: one concept, checked across all rule files. */
export type Lint = (context: LintContext) => Finding[];

/** Shorthand for building a finding in a lint. */
export function finding(lint: string, file: string, pointer: string, problem: string, fix: string): Finding {
  return { lint, file, pointer, problem, fix };
}
