// @vitest-environment node
// (The diff reads rule files with Node's own APIs, not jsdom's.)
import { describe, expect, it } from 'vitest';
import { diffRuleTrees } from '../../../scripts/diff-rules/diff-rule-trees.js';
import { readSnapshot } from '../../../scripts/diff-rules/rule-snapshot.js';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { copyRuleFiles, editJson, type Json } from '../../support/rule-file-copy.js';
import { text } from '../../support/rules.js';

/** The report's lines for a copy of the repository with one edit, against the repository as it is. */
function linesAfter(edit: (root: string) => void): { text: string; screens: string[]; group: string }[] {
  const root = copyRuleFiles();
  edit(root);
  return diffRuleTrees(readSnapshot(REPO_ROOT), readSnapshot(root));
}

/** A server error's outcome that shows an error notice. */
const SERVER_ERROR_NOTICE = { status: '5xx', notice: { text: 'registration.completionFailed', variant: 'error' } };

describe('diffRuleTrees on named calls (flows/calls)', () => {
  it("states a named call's new outcome once, by the call's name in words, with the steps that make it, never as JSON", () => {
    const changes = linesAfter((root) =>
      editJson(root, 'flows/calls/account-access.json', (json: Json) => {
        json.calls.sendPasswordResetMail.outcomes = [SERVER_ERROR_NOTICE];
      }),
    );
    expect(changes.map((c) => c.text)).toEqual([
      `Call 'send password reset mail': when the call answers a server error, now shows the error notice '${text('registration.completionFailed')}' (new); used by Account access, step find (by itself), Account access, step verification (on resend)`,
    ]);
    expect(changes[0]?.text).not.toContain('{');
    expect(changes[0]?.group).toBe('calls');
    expect(changes[0]?.screens.join()).toContain('password-reset-verification');
  });

  it('states an outcome list changed once, with where the lists naming it are used', () => {
    const changes = linesAfter((root) =>
      editJson(root, 'flows/calls/account-access.json', (json: Json) => {
        json.outcomes.mailSentAgain = [...json.outcomes.mailSentAgain, SERVER_ERROR_NOTICE];
      }),
    );
    expect(changes.map((c) => c.text)).toEqual([
      `Outcome list 'mail sent again': when the call answers a server error, now shows the error notice '${text('registration.completionFailed')}' (new); used by Account access, step verification (on resend)`,
    ]);
  });

  it("states a call's address and cache changed in words, and a field check's call by the forms that make it", () => {
    const changes = linesAfter((root) =>
      editJson(root, 'flows/calls/registration.json', (json: Json) => {
        json.calls.checkUsername.path = '/api/user/availability/name';
        json.calls.checkUsername.cache = 'session';
      }),
    );
    expect(changes.map((c) => c.text)).toEqual([
      "Call 'check username': now asks POST /api/user/availability/name instead of POST /api/user/availability/username; now answered from the cache for the whole session instead of asked of the server every time; used by Registration form, field username, Okta registration form, field username",
    ]);
  });

  it('states a step that now makes another named call by both names', () => {
    const changes = linesAfter((root) =>
      editJson(root, 'flows/account-access.json', (json: Json) => {
        const resend = json.steps.verification.on.resend as Json[];
        const last = resend.at(-1) as Json;
        expect(last.call).toBe('sendUsernameMail');
        last.call = 'decryptEmailKey';
      }),
    );
    const said = changes.map((c) => c.text).find((line) => line.includes('makes the call'));
    expect(said).toBe("Account access, step verification: on resend now makes the call 'decrypt email key' instead of 'send username mail'");
  });

  it('states a changed condition in the rule book’s words: the field by its caption, the value by the option the form shows', () => {
    const changes = linesAfter((root) =>
      editJson(root, 'flows/account-access.json', (json: Json) => {
        const byUsername = (json.steps.find.on.find as Json[])[0] as Json;
        expect(byUsername.when).toEqual({ value: '$form/forgotten/identifyBy', equals: 'username' });
        byUsername.when.equals = 'name';
      }),
    );
    const first = changes[0]?.text ?? '';
    const [caption, now, was] = [text('caption.identifyBy'), text('caption.identifyBy.name'), text('caption.identifyBy.username')];
    expect(first).toContain(`if “${caption}” entered is ${now} (until now: if “${caption}” entered is ${was})`);
    expect(first).not.toMatch(/\$form|identifyBy/);
  });
});
