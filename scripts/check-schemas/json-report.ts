import { findingMessage } from './finding.js';
import type { LocatedFinding } from './located-finding.js';

/** One entry of `check:schemas --format json`. */
export interface JsonReportEntry {
  /** Repo-relative path with '/' separators. */
  file: string;
  /** RFC 6901 pointer inside the file ("" for the whole file). */
  pointer: string;
  /** 1-based line of the pointer's place. */
  line: number;
  /** 1-based column of the pointer's place, in UTF-16 code units. */
  column: number;
  /** What is wrong and what to do, as the text output says it after the place. */
  message: string;
  /** The lint that found it: a file name under lints/ without .ts, or json-syntax / ui-extends. */
  rule: string;
}

/** The findings as the JSON array `--format json` prints (`[]` when there are none). */
export function toJsonReport(findings: readonly LocatedFinding[]): JsonReportEntry[] {
  return findings.map((f) => ({ file: f.file, pointer: f.pointer, line: f.line, column: f.column, message: findingMessage(f), rule: f.lint }));
}
