import type { Finding } from './finding.js';
import { sortFindings } from './finding.js';
import type { LintContext } from './lint.js';
import { LINTS } from './lints/index.js';
import { checkAgainstMetaSchemas } from './lints/meta-schemas.js';
import { buildRuleSet, readRuleFiles } from './rule-set.js';

/** What one run checked and found. */
export interface CheckResult {
  /** How many rule files were read. */
  fileCount: number;
  findings: Finding[];
}

/**
 * Checks every JSON file under `<root>/schemas` and `<root>/flows`: first against the
 * meta-schema of its kind, then with the lints that JSON Schema cannot express (unknown
 * message ids, fields, steps and refs, impossible constraints, examples ...).
 */
export function checkRuleFiles(root: string): Finding[] {
  return runChecks(root).findings;
}

/** {@link checkRuleFiles} with the number of files read, for the command's summary line. */
export function runChecks(root: string): CheckResult {
  const { files, findings } = readRuleFiles(root);
  const set = buildRuleSet(root, files);
  const metaFindings = checkAgainstMetaSchemas(set);
  const metaInvalid = new Set(metaFindings.map((f) => f.file));
  const context: LintContext = { set, metaValid: (file) => !metaInvalid.has(file) };
  findings.push(...metaFindings);
  for (const lint of LINTS) findings.push(...lint(context));
  return { fileCount: files.length + findings.filter((f) => f.lint === 'json-syntax').length, findings: sortFindings(findings) };
}
