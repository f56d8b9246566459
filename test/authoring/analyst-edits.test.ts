// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

/**
 * The promise to analysts (README, "Changing a rule"): a valid rule edit is a JSON edit plus
 * `npm run gen`, and CI stays green. This applies the edits an analyst makes most to a copy of
 * the repository, regenerates, and runs the checks and the tests that read the edited rules.
 *
 * Which tests read a rule is found in their text: hand-written tests take limits and texts
 * from the rule files (test/support/rules.ts), so they name the file or the message id they
 * read; the generated tests that `gen` rewrote are run too. Tests that break copies of the
 * rule files on purpose (the checkers' own tests, `copyRuleFiles(`) test the tools, not the
 * rules, and are left to the normal run. End-to-end specs need a build and a browser: they
 * read rules the same way, and are left to the e2e run.
 */

/** What is not copied: installed packages (linked instead), history, build and run output. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', '.data', '.screens', '.rulebook', '.bench', 'reports', 'test-results', 'coverage', '.vite']);

type Json = Record<string, any>;

/** One edit: what it changes, and the names a test that reads the changed rule contains. */
interface Edit {
  says: string;
  apply(root: string): void;
  readBy: string[];
}

function editJson(root: string, file: string, edit: (json: Json) => void): void {
  const path = join(root, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
  edit(json);
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
}

const EDITS: Edit[] = [
  {
    says: 'the password maximum raised by 5 (15 -> 20)',
    apply: (root) => editJson(root, 'schemas/defs/password.json', (json) => (json.maxLength += 5)),
    readBy: ['defs/password.json', 'password.rule.length'],
  },
  {
    says: 'the text of password.mismatch reworded',
    apply: (root) => editJson(root, 'schemas/messages/password.json', (json) => (json.messages['password.mismatch'] = 'The two passwords you typed differ')),
    readBy: ['password.mismatch'],
  },
  {
    says: 'a new optional field with a pattern in section 1 of registration',
    apply: (root) => {
      // Both registration forms: the multi-factor form is the direct one laid over (schemas/ui
      // okta-registration.json extends registration.json), so it shows the new field too.
      for (const model of ['schemas/models/registration.json', 'schemas/models/okta-registration.json']) {
        editJson(root, model, (json) => {
          json.properties.middleInitial = { type: 'string', title: 'caption.middleInitial', pattern: '^[A-Za-z]$', messages: { pattern: 'field.invalid' } };
        });
      }
      editJson(root, 'schemas/messages/captions.json', (json) => (json.messages['caption.middleInitial'] = 'Middle Initial'));
      // The form and its summary each place it (check:schemas refuses a field in no section).
      for (const ui of ['schemas/ui/registration.json', 'schemas/ui/registration-review.json']) {
        editJson(root, ui, (json) => {
          const fields = json['ui:sections'][0].fields as string[];
          fields.splice(fields.indexOf('lastName') + 1, 0, 'middleInitial');
        });
      }
    },
    readBy: ['models/registration.json', 'models/okta-registration.json', 'ui/registration.json', 'ui/registration-review.json'],
  },
];

const copies: string[] = [];
afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

/** A copy of the working tree with node_modules linked, not copied. */
function copyRepository(): string {
  const root = mkdtempSync(join(tmpdir(), 'analyst-edits-'));
  copies.push(root);
  cpSync(REPO_ROOT, root, { recursive: true, filter: (source) => !NOT_COPIED.has(relative(REPO_ROOT, source).split(/[\\/]/)[0] ?? '') });
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

/** The environment a command of the copy runs in: this run's own vitest settings left out (its test database, if any, stays: each run makes databases of its own names). */
function cleanEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(__)?VITEST|^NODE_OPTIONS$/.test(name)));
}

/** Runs a tool of the copy; fails the test with its output when it fails. */
function run(root: string, command: string, args: string[]): void {
  const result = spawnSync(join(root, 'node_modules/.bin', command), args, { cwd: root, env: cleanEnvironment(), encoding: 'utf8', timeout: 240_000 });
  expect(result.status, `${command} ${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
}

/** Test files by path, with their contents. */
function testFiles(root: string, folder: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.test\.tsx?$/.test(entry.name)) continue;
    const path = relative(root, join(entry.parentPath, entry.name)).split(/[\\/]/).join('/');
    out.set(path, readFileSync(join(root, path), 'utf8'));
  }
  return out;
}

/** Hand-written unit and server tests that name one of `names` and do not edit rule-file copies. */
function testsReading(root: string, names: string[]): string[] {
  return [...testFiles(root, 'test')]
    .filter(([path, source]) => !/^test\/(generated|e2e|authoring)\//.test(path) && !source.includes('copyRuleFiles(') && names.some((name) => source.includes(name)))
    .map(([path]) => path);
}

describe('an analyst’s rule edits keep CI green', () => {
  it(`${EDITS.map((edit) => edit.says).join('; ')}: gen, check:schemas and the tests that read them pass`, { timeout: 600_000 }, () => {
    const root = copyRepository();
    for (const edit of EDITS) edit.apply(root);
    const generatedBefore = testFiles(root, 'test/generated');

    run(root, 'tsx', ['scripts/gen/index.ts']);
    run(root, 'tsx', ['scripts/check-schemas/index.ts']);

    const regenerated = [...testFiles(root, 'test/generated')].filter(([path, source]) => generatedBefore.get(path) !== source).map(([path]) => path);
    // The edits reach the generated tests of the password and the registration form.
    expect(regenerated).toEqual(expect.arrayContaining(['test/generated/password.rules.test.ts', 'test/generated/registration.rules.test.ts']));
    const readers = testsReading(root, EDITS.flatMap((edit) => edit.readBy));
    expect(readers).toEqual(expect.arrayContaining(['test/server/forms-validation.test.ts', 'test/server/registration/registration-create.test.ts']));
    run(root, 'vitest', ['run', '--project', 'unit-node', '--project', 'unit-server', '--project', 'unit-dom', ...regenerated, ...readers]);
  });
});
