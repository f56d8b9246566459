/**
 * One problem in one rule file, phrased for the business analyst who edits it: where
 * (`file#pointer`), what is wrong, and what to do about it.
 */
export interface Finding {
  /** Repo-relative path with '/' separators, e.g. "schemas/defs/password.json". */
  file: string;
  /** RFC 6901 pointer inside the file ("" for the whole file). */
  pointer: string;
  /** What is wrong, e.g. 'maxLength 15 is smaller than minLength 20'. */
  problem: string;
  /** What to do, e.g. 'make minLength at most maxLength'. */
  fix: string;
  /** The lint that found it (a file name under lints/), for filtering in tests. */
  lint: string;
}

/** The one-line form printed by `npm run check:schemas`. */
export function formatFinding(finding: Finding): string {
  return `${finding.file}#${finding.pointer}: ${findingMessage(finding)}`;
}

/** What is wrong and what to do, without the place: the message of the JSON and SARIF reports. */
export function findingMessage(finding: Finding): string {
  return `${finding.problem}; ${finding.fix.replace(/[.]$/, '')}.`;
}

/** Findings in file order, then pointer order, so output and diffs of it are stable. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) => a.file.localeCompare(b.file) || a.pointer.localeCompare(b.pointer) || a.problem.localeCompare(b.problem),
  );
}
