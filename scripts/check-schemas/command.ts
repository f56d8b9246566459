import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runChecks, type CheckResult } from './check-rule-files.js';
import { formatFinding } from './finding.js';
import { toJsonReport } from './json-report.js';
import { locateFindings } from './located-finding.js';
import { toSarifLog } from './sarif-report.js';

/** The report formats of `check:schemas --format`. */
export const REPORT_FORMATS = ['text', 'json', 'sarif'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** What the command printed and the exit code it ends with. */
export interface CommandOutcome {
  stdout: string;
  stderr: string;
  /** 0 clean, 1 findings (as always), 2 a command line it does not understand. */
  exitCode: 0 | 1 | 2;
}

const USAGE = 'usage: check:schemas [root] [--format text|json|sarif] [--output <file>]';

/**
 * `check:schemas [root] [--format text|json|sarif] [--output <file>]`. The report goes to
 * stdout, or to the file `--output` names; then stdout keeps the usual text lines, so a CI
 * log stays readable while the file feeds code scanning. Exits 1 on findings in every format.
 */
export function runCommand(args: readonly string[], defaultRoot: string): CommandOutcome {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], allowPositionals: true, options: { format: { type: 'string', default: 'text' }, output: { type: 'string' } } });
  } catch (error) {
    return { stdout: '', stderr: `${(error as Error).message}\n${USAGE}\n`, exitCode: 2 };
  }
  const { values, positionals } = parsed;
  const format = values.format as ReportFormat;
  if (!REPORT_FORMATS.includes(format) || positionals.length > 1) {
    return { stdout: '', stderr: `${positionals.length > 1 ? 'more than one root given' : `unknown format "${format}"`}\n${USAGE}\n`, exitCode: 2 };
  }
  const root = positionals[0] ?? defaultRoot;
  const result = runChecks(root);
  const text = textReport(result);
  const report = format === 'text' ? text : `${JSON.stringify(machineReport(format, root, result), null, 2)}\n`;
  const exitCode = result.findings.length === 0 ? 0 : 1;
  if (values.output === undefined) return { stdout: report, stderr: '', exitCode };
  const path = resolve(values.output);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, report);
  return { stdout: text, stderr: '', exitCode };
}

function machineReport(format: 'json' | 'sarif', root: string, { findings }: CheckResult): unknown {
  const located = locateFindings(root, findings);
  return format === 'json' ? toJsonReport(located) : toSarifLog(located);
}

/** The lines the command has always printed: one per finding and a count, or that all is valid. */
function textReport({ fileCount, findings }: CheckResult): string {
  if (findings.length === 0) return `all ${fileCount} rule files valid\n`;
  const files = new Set(findings.map((f) => f.file)).size;
  const lines = findings.map(formatFinding).join('\n');
  return `${lines}\n\n${findings.length} finding${findings.length === 1 ? '' : 's'} in ${files} of ${fileCount} rule files\n`;
}
