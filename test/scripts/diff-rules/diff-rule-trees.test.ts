// @vitest-environment node
// (The diff reads rule files with Node's own APIs, not jsdom's.)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diffRuleTrees } from '../../../scripts/diff-rules/diff-rule-trees.js';
import { formatReport } from '../../../scripts/diff-rules/format-report.js';
import { readSnapshot } from '../../../scripts/diff-rules/rule-snapshot.js';

/** A small before/after pair of rule trees: see fixtures/README.md for what changes between them. */
const FIXTURES = join(import.meta.dirname, 'fixtures');
const before = () => readSnapshot(join(FIXTURES, 'before'));
const after = () => readSnapshot(join(FIXTURES, 'after'));

/** The report's change lines (without the screens under them). */
function lines(changes = diffRuleTrees(before(), after())): string[] {
  return changes.map((c) => c.text);
}

const copies: string[] = [];
afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

type Json = Record<string, any>;

function editJson(root: string, file: string, edit: (json: Json) => void): void {
  const json = JSON.parse(readFileSync(join(root, file), 'utf8')) as Json;
  edit(json);
  writeFileSync(join(root, file), JSON.stringify(json, null, 2));
}

function copyOf(side: string): string {
  const root = mkdtempSync(join(tmpdir(), 'diff-rules-'));
  copies.push(root);
  cpSync(join(FIXTURES, side), root, { recursive: true });
  return root;
}

describe('diffRuleTrees', () => {
  it('states a length change with the old and new value and the requirement text that now reads differently', () => {
    const change = diffRuleTrees(before(), after()).find((c) => c.file === 'schemas/defs/password.json');
    expect(change?.text).toBe(
      "Password: maximum length 15 -> 20 characters; the requirement text now reads 'Between 8 and 20 characters long.' instead of 'Between 8 and 15 characters long.'",
    );
    expect(change?.screens).toEqual(['registration (registration.form at /)']);
  });

  it('states a changed message text with the old and new text and the screen that shows it', () => {
    const change = diffRuleTrees(before(), after()).find((c) => c.text.startsWith('Message registration.intro'));
    expect(change?.text).toBe("Message registration.intro changed: 'Welcome to registration' -> 'Welcome! Register in three steps'");
    expect(change?.screens).toEqual(['registration (registration.form at /)']);
  });

  it('states a field added to a model and to its form, with its caption, its rules and where it sits', () => {
    expect(lines()).toEqual(
      expect.arrayContaining([
        "registration model: new field Last Name (lastName), its requirements 'At least 1 characters.', 'At most 50 characters.'",
        'Registration form: field Last Name (lastName) added after First Name (firstName)',
      ]),
    );
  });

  it('states a field removed from a model and from its form as removed, by the caption it had', () => {
    expect(lines()).toEqual(
      expect.arrayContaining(['Removed: field Middle Name (middleName) of registration model', 'Removed: field Middle Name (middleName) from the registration form']),
    );
  });

  it('states a new step with the step that leads to it, and the transition that changed for it', () => {
    expect(lines()).toEqual(
      expect.arrayContaining([
        'Registration: new step terms (screen terms at /terms) after form (on next)',
        'Registration, step form: on next, now goes to step terms instead of going to step review',
      ]),
    );
  });

  it('states an outcome change as a sentence of what the visitor meets, never as JSON', () => {
    const withCall = (notice: Json, target?: string) => (flow: Json) => {
      flow.steps.review.on.submit = {
        call: { method: 'POST', path: '/api/registration', body: '$form/registration' },
        outcomes: [
          { status: '2xx', target: 'confirmation' },
          { status: '5xx', notice, ...(target ? { target } : {}) },
        ],
      };
    };
    const was = copyOf('after');
    editJson(was, 'flows/registration.json', withCall({ text: 'registration.intro', variant: 'info' }, 'form'));
    const is = copyOf('after');
    editJson(is, 'flows/registration.json', withCall({ text: 'registration.intro', variant: 'error' }));
    const said = lines(diffRuleTrees(readSnapshot(was), readSnapshot(is)));
    expect(said).toEqual([
      "Registration, step review: on submit, when the call answers a server error, now shows the error notice 'Welcome! Register in three steps' instead of showing the info notice 'Welcome! Register in three steps' and going to step form",
    ]);
    expect(said.join('\n')).not.toMatch(/[{}]/);
  });

  it('states loads by name: one added, one that loads otherwise', () => {
    const load = (cache: string) => ({ name: 'plans', call: { method: 'GET', path: '/api/plans', cache } });
    const was = copyOf('after');
    editJson(was, 'flows/registration.json', (flow) => {
      flow.steps.form.load = [load('session')];
    });
    const is = copyOf('after');
    editJson(is, 'flows/registration.json', (flow) => {
      flow.steps.form.load = [load('focus'), { name: 'roles', call: { method: 'GET', path: '/api/roles' } }];
    });
    expect(lines(diffRuleTrees(readSnapshot(was), readSnapshot(is)))).toEqual([
      "Registration, step form: load 'plans': call cache 'session' -> 'focus'",
      "Registration, step form: now loads 'roles' (GET /api/roles) (new)",
    ]);
  });

  it('states a day limit taken from another field in words, that field by its caption, never as a $data reference', () => {
    const [was, now] = [copyOf('before'), copyOf('after')];
    for (const root of [was, now]) {
      editJson(root, 'schemas/models/registration.json', (json) => {
        json.properties.from = { type: 'string', format: 'date', title: 'Start date' };
        json.properties.to = { type: 'string', format: 'date', title: 'End date' };
      });
    }
    editJson(now, 'schemas/models/registration.json', (json) => {
      json.properties.to.formatMinimum = { $data: '1/from' };
    });
    const said = lines(diffRuleTrees(readSnapshot(was), readSnapshot(now)));
    expect(said).toContain("End date (registration model): now not before the Start date entered (new); the requirements now also say 'Not before Start date.'");
    expect(said.join('\n')).not.toContain('$data');
  });

  it('recognises a moved file, a renamed message id and a renamed step: one line each, nothing removed or re-pointed', () => {
    const said = lines();
    expect(said).toEqual(
      expect.arrayContaining([
        'Renamed schemas/defs/person-name.json -> schemas/defs/name.json (content unchanged)',
        "Message review.title renamed registrationReview.title (same text 'Check your answers')",
        'Registration: step emailSent renamed confirmation',
      ]),
    );
    // The renamed things' old names appear in no other line: no removal, no changed $ref, title or target.
    expect(said.filter((line) => /person-name|review\.title|emailSent/.test(line) && !/renamed|Renamed/.test(line))).toEqual([]);
  });

  it('states a field moved in a form by where it stands now, and a changed widget with old and new', () => {
    const root = copyOf('after');
    editJson(root, 'schemas/ui/registration.json', (ui) => {
      ui['ui:order'] = ['lastName', 'firstName', 'password'];
      ui.password['ui:widget'] = 'passwordMeter';
    });
    expect(lines(diffRuleTrees(after(), readSnapshot(root)))).toEqual([
      'Registration form: field First Name (firstName) moved after Last Name (lastName)',
      "Registration form, Password (password): widget 'password' -> 'passwordMeter'",
    ]);
  });

  it('does not call a message id renamed while a file still names the old id: its text was removed from under it', () => {
    const root = copyOf('after');
    editJson(root, 'flows/screens/registration-review.json', (screen) => {
      screen.title = 'review.title';
    });
    const said = lines(diffRuleTrees(before(), readSnapshot(root)));
    expect(said).toContain("Removed: message review.title ('Check your answers')");
    expect(said).toContain("New message registrationReview.title: 'Check your answers'");
  });

  it('states a configuration value with its old and new value and its file', () => {
    expect(lines()).toContain('Inactivity: warning seconds 60 -> 30 (schemas/config/inactivity.json)');
  });

  it('states a message that reads differently because a configuration value it quotes changed', () => {
    const root = copyOf('before');
    const portal = join(root, 'schemas/config/portal.json');
    writeFileSync(portal, readFileSync(portal, 'utf8').replace('1-800-000-0000', '1-800-111-1111'));
    expect(lines(diffRuleTrees(before(), readSnapshot(root)))).toContain(
      "Message contact.phone now reads 'Call us at 1-800-111-1111' instead of 'Call us at 1-800-000-0000' (a value it quotes from schemas/config/portal.json changed)",
    );
  });

  it('reports no changes between identical trees', () => {
    expect(formatReport(diffRuleTrees(before(), readSnapshot(copyOf('before'))), 'HEAD')).toBe('No rule changes against HEAD.');
  });

  it('prints the same report twice, grouped by kind of file', () => {
    const report = formatReport(diffRuleTrees(before(), after()), 'main');
    expect(formatReport(diffRuleTrees(before(), after()), 'main')).toBe(report);
    const headings = ['Files renamed', 'Flows', 'Form layouts', 'Field rules', 'Models', 'Messages', 'Configuration'].map((h) => report.indexOf(`\n${h}`));
    expect(headings.every((at) => at > 0)).toBe(true);
    expect([...headings].sort((a, b) => a - b)).toEqual(headings);
  });
});
