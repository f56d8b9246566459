// @vitest-environment node
// (The checker reads files with Node's own APIs, not jsdom's.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRuleFiles } from '../../../../scripts/check-schemas/check-rule-files.js';
import { formatFinding, type Finding } from '../../../../scripts/check-schemas/finding.js';
import { copyRuleFiles, editJson } from '../../../support/rule-file-copy.js';

/** The formatted findings of one lint. */
function of(findings: Finding[], lint: string): string[] {
  return findings.filter((f) => f.lint === lint).map(formatFinding);
}

/** The calls a file of flows/calls/ names, as written. */
function callsOf(root: string, file: string): Record<string, Record<string, unknown>> {
  return (JSON.parse(readFileSync(join(root, file), 'utf8')) as { calls: Record<string, Record<string, unknown>> }).calls;
}

/** The first place (pointer) in a parsed file where `"call": name` is written. */
function placeOf(json: unknown, name: string, at = ''): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  for (const [key, child] of Object.entries(json)) {
    if (key === 'call' && child === name) return `${at}/call`;
    const found = placeOf(child, name, `${at}/${key}`);
    if (found) return found;
  }
  return undefined;
}

/** Writes `call` in place of the first `"call": name` of a file, answering where. */
function writeOut(root: string, file: string, name: string, call: unknown): string {
  let pointer = '';
  editJson(root, file, (json) => {
    const found = placeOf(json, name);
    if (!found) throw new Error(`${file} makes no call "${name}"`);
    pointer = found;
    const parts = pointer.split('/').slice(1, -1);
    const parent = parts.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, json as Record<string, unknown>);
    parent.call = call;
  });
  return pointer;
}

describe('named calls: every one used, every call named', () => {
  it('refuses a call, an outcome list and a condition of flows/calls/ that nothing uses, where each is named', () => {
    const root = copyRuleFiles();
    editJson(root, 'flows/calls/app.json', (json) => {
      json.calls.spareCall = { method: 'GET', path: '/api/app/spare' };
      json.outcomes = { ...json.outcomes, spareOutcomes: [{ status: 200, store: 'spare' }] };
      json.conditions = { ...json.conditions, spareCondition: { switch: 'mfaEnabled' } };
    });
    expect(of(checkRuleFiles(root), 'unused-named-calls').sort()).toEqual([
      'flows/calls/app.json#/calls/spareCall: call "spareCall" is not used; name it where it is made (a flow, screen or ui file), or remove it.',
      'flows/calls/app.json#/conditions/spareCondition: condition "spareCondition" is not used; name it where it is made (a flow, screen or ui file), or remove it.',
      'flows/calls/app.json#/outcomes/spareOutcomes: outcome list "spareOutcomes" is not used; name it where it is made (a flow, screen or ui file), or remove it.',
    ]);
  });

  it("refuses a screen's call written out where a named call asks the same, naming it; the named call, then unused, is refused too", () => {
    const root = copyRuleFiles();
    const [name, call] = Object.entries(callsOf(root, 'flows/calls/staff.json')).find(([, c]) => c.path === '/api/staff/registrations') as [string, Record<string, unknown>];
    const pointer = writeOut(root, 'flows/screens/staff-queue.json', name, call);
    const findings = checkRuleFiles(root);
    expect(of(findings, 'inline-calls')).toEqual([
      `flows/screens/staff-queue.json#${pointer}: a call (GET /api/staff/registrations) is written out instead of named; write "call": "${name}" (flows/calls/staff.json names this call).`,
    ]);
    expect(of(findings, 'unused-named-calls')).toEqual([`flows/calls/staff.json#/calls/${name}: call "${name}" is not used; name it where it is made (a flow, screen or ui file), or remove it.`]);
  });

  it('refuses a call written out in a ui field check or a flow that no named call asks, asking for a name', () => {
    const root = copyRuleFiles();
    const uiPointer = writeOut(root, 'schemas/ui/registration.json', 'checkUsername', { method: 'POST', path: '/api/user/availability/name', body: { userName: '$this/username' } });
    const flowPointer = writeOut(root, 'flows/sign-in.json', 'mfaEnabled', { method: 'GET', path: '/api/app/mfa' });
    const fix = 'name the call in the file of its area in flows/calls/ and write "call": "<its name>" here.';
    expect(of(checkRuleFiles(root), 'inline-calls')).toEqual([
      `flows/sign-in.json#${flowPointer}: a call (GET /api/app/mfa) is written out instead of named; ${fix}`,
      `schemas/ui/registration.json#${uiPointer}: a call (POST /api/user/availability/name) is written out instead of named; ${fix}`,
    ]);
  });

  it('reads a configuration value ending in "Call" as a call name: one naming nothing is reported with the name meant, its call then unused', () => {
    const root = copyRuleFiles();
    let named = '';
    editJson(root, 'schemas/config/inactivity.json', (json) => {
      named = json.durationCall as string;
      json.durationCall = `${named}s`;
    });
    const findings = checkRuleFiles(root);
    expect(of(findings, 'named-calls')).toEqual([
      `schemas/config/inactivity.json#/durationCall: "${named}s" names no call of flows/calls/; name a call of flows/calls/ (did you mean "${named}"?).`,
    ]);
    expect(of(findings, 'unused-named-calls')).toEqual([expect.stringContaining(`call "${named}" is not used`)]);
  });
});
