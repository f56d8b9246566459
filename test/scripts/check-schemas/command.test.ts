// @vitest-environment node
// (The checker reads files and resolves URLs with Node's own APIs, not jsdom's.)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Log } from 'sarif';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../scripts/check-schemas/command.js';
import type { JsonReportEntry } from '../../../scripts/check-schemas/json-report.js';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { copyRuleFiles, editJson } from '../../support/rule-file-copy.js';

const PASSWORD = 'schemas/defs/password.json';
const RANGE_MESSAGE = 'maxLength 15 is smaller than minLength 20; make minLength at most maxLength.';

/** A copy whose password def asks for at least 20 and at most 15 characters. */
function copyWithImpossiblePassword(): string {
  const root = copyRuleFiles();
  editJson(root, PASSWORD, (json) => {
    json.minLength = 20;
    json.maxLength = 15;
  });
  return root;
}

/** The 1-based line a text is written on in a file of the copy, found by reading the text itself. */
function lineOf(root: string, file: string, text: string): number {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(text));
  expect(index, `${text} in ${file}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

function sarifOf(stdout: string): Log {
  const log = JSON.parse(stdout) as Log;
  // The shape code scanning needs, checked minimally.
  expect(log.version).toBe('2.1.0');
  expect(log.runs[0]?.tool.driver.name).toBe('check-schemas');
  for (const result of log.runs[0]?.results ?? []) {
    expect(result.locations?.[0]?.physicalLocation?.region?.startLine).toBeGreaterThanOrEqual(1);
    expect(log.runs[0]?.tool.driver.rules?.[result.ruleIndex ?? -1]?.id).toBe(result.ruleId);
  }
  return log;
}

describe('check:schemas --format sarif', () => {
  it('reports a broken rule file as a SARIF result at the file, line and column of its pointer, with the message', () => {
    const root = copyWithImpossiblePassword();
    const { stdout, exitCode } = runCommand([root, '--format', 'sarif'], REPO_ROOT);
    const results = sarifOf(stdout).runs[0]?.results ?? [];
    const range = results.filter((r) => r.ruleId === 'constraint-ranges');
    expect(range).toEqual([
      {
        ruleId: 'constraint-ranges',
        ruleIndex: expect.any(Number),
        level: 'error',
        message: { text: RANGE_MESSAGE },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: PASSWORD, uriBaseId: '%SRCROOT%' },
              region: { startLine: lineOf(root, PASSWORD, '"maxLength": 15'), startColumn: 3 },
            },
            logicalLocations: [{ fullyQualifiedName: '/maxLength' }],
          },
        ],
      },
    ]);
    expect(exitCode).toBe(1);
  });

  it('names the lint that found each result as its rule, and a meta-schema finding as meta-schemas', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/ui/registration.json', (json) => {
      json.firstName['ui:autocompete'] = 'given-name';
    });
    const results = sarifOf(runCommand([root, '--format', 'sarif'], REPO_ROOT).stdout).runs[0]?.results ?? [];
    const misspelt = results.find(
      ({ locations }) =>
        locations?.[0]?.physicalLocation?.artifactLocation?.uri === 'schemas/ui/registration.json' &&
        locations[0].logicalLocations?.[0]?.fullyQualifiedName === '/firstName/ui:autocompete',
    );
    expect(misspelt?.ruleId).toBe('meta-schemas');
    expect(misspelt?.locations?.[0]?.physicalLocation?.region?.startLine).toBe(lineOf(root, 'schemas/ui/registration.json', '"ui:autocompete"'));
  });

  it('gives an empty results array and exit 0 for a clean tree', () => {
    const { stdout, exitCode } = runCommand([copyRuleFiles(), '--format', 'sarif'], REPO_ROOT);
    expect(sarifOf(stdout).runs[0]?.results).toEqual([]);
    expect(exitCode).toBe(0);
  });
});

describe('check:schemas --format json', () => {
  it('reports each finding as {file, pointer, line, column, message, rule}', () => {
    const root = copyWithImpossiblePassword();
    const { stdout, exitCode } = runCommand([root, '--format', 'json'], REPO_ROOT);
    const entries = JSON.parse(stdout) as JsonReportEntry[];
    expect(entries.filter((e) => e.rule === 'constraint-ranges')).toEqual([
      { file: PASSWORD, pointer: '/maxLength', line: lineOf(root, PASSWORD, '"maxLength": 15'), column: 3, message: RANGE_MESSAGE, rule: 'constraint-ranges' },
    ]);
    expect(exitCode).toBe(1);
  });

  it('gives an empty array and exit 0 for a clean tree', () => {
    const { stdout, exitCode } = runCommand([copyRuleFiles(), '--format', 'json'], REPO_ROOT);
    expect(JSON.parse(stdout)).toEqual([]);
    expect(exitCode).toBe(0);
  });
});

describe('check:schemas output', () => {
  it('prints the text lines by default, as it always has', () => {
    const root = copyWithImpossiblePassword();
    const { stdout, exitCode } = runCommand([root], REPO_ROOT);
    expect(stdout).toContain(`${PASSWORD}#/maxLength: ${RANGE_MESSAGE}\n`);
    expect(stdout).toMatch(/\n\n\d+ findings in \d+ of \d+ rule files\n$/);
    expect(exitCode).toBe(1);
  });

  it('writes the report to --output, creating its folder, and keeps the text lines on stdout', () => {
    const root = copyWithImpossiblePassword();
    const file = join(root, 'reports', 'check-schemas.sarif');
    const { stdout, exitCode } = runCommand([root, '--format', 'sarif', '--output', file], REPO_ROOT);
    expect(stdout).toBe(runCommand([root], REPO_ROOT).stdout);
    expect(sarifOf(readFileSync(file, 'utf8')).runs[0]?.results?.length).toBeGreaterThan(0);
    expect(exitCode).toBe(1);
  });

  it('refuses an unknown format with the usage and exit 2, before checking anything', () => {
    const { stdout, stderr, exitCode } = runCommand(['--format', 'xml'], REPO_ROOT);
    expect({ stdout, exitCode }).toEqual({ stdout: '', exitCode: 2 });
    expect(stderr).toContain('unknown format "xml"');
    expect(stderr).toContain('usage: check:schemas');
  });

  it('exits 0 as a process for a clean tree, with the SARIF written where --output says', () => {
    const root = copyRuleFiles();
    const file = join(root, 'check-schemas.sarif');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-schemas/index.ts', root, '--format', 'sarif', '--output', file], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^all \d+ rule files valid\n$/);
    expect(run.status).toBe(0);
    expect(sarifOf(readFileSync(file, 'utf8')).runs[0]?.results).toEqual([]);
  });
});
