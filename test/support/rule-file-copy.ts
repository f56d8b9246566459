import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

/** Parsed rule-file JSON a test edits freely. */
export type Json = Record<string, any>;

const copies: string[] = [];

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A temp copy of the real schemas/ and flows/, so each test can break one thing; removed after the test. */
export function copyRuleFiles(): string {
  const root = mkdtempSync(join(tmpdir(), 'check-schemas-'));
  copies.push(root);
  for (const folder of ['schemas', 'flows']) cpSync(join(REPO_ROOT, folder), join(root, folder), { recursive: true });
  return root;
}

/** Rewrites one JSON file of a copy through `edit`, pretty-printed as the repository writes them. */
export function editJson(root: string, file: string, edit: (json: Json) => void): void {
  const path = join(root, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
  edit(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

/** Writes a new JSON file into a copy. */
export function writeJson(root: string, file: string, json: unknown): void {
  writeFileSync(join(root, file), JSON.stringify(json, null, 2));
}
