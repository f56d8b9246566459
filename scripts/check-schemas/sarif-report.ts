import type { Log, ReportingDescriptor, Result } from 'sarif';
import { findingMessage } from './finding.js';
import type { LocatedFinding } from './located-finding.js';

/** The tool name code scanning and editors show beside each alert. */
const SARIF_TOOL_NAME = 'check-schemas';

/**
 * The findings as a SARIF 2.1.0 log, so GitHub code scanning and editors mark the line.
 * One rule per lint that found something, every result an error (any finding fails the
 * command). The file is a path relative to the checked root (`%SRCROOT%`), the JSON
 * pointer its logical location, the message the text output's words after the place.
 */
export function toSarifLog(findings: readonly LocatedFinding[]): Log {
  const ruleIds = [...new Set(findings.map((f) => f.lint))].sort();
  const rules: ReportingDescriptor[] = ruleIds.map((id) => ({ id }));
  const results: Result[] = findings.map((f) => ({
    ruleId: f.lint,
    ruleIndex: ruleIds.indexOf(f.lint),
    level: 'error',
    message: { text: findingMessage(f) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: encodeURI(f.file), uriBaseId: '%SRCROOT%' },
          region: { startLine: f.line, startColumn: f.column },
        },
        logicalLocations: [{ fullyQualifiedName: f.pointer }],
      },
    ],
  }));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{ tool: { driver: { name: SARIF_TOOL_NAME, rules } }, columnKind: 'utf16CodeUnits', results }],
  };
}
