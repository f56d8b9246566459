// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { reachedScreens, screenInputs } from '../../../scripts/screens/screen-reach.js';
import { copyRuleFiles, editJson } from '../../support/rule-file-copy.js';

const today = screenInputs(REPO_ROOT);

/** The screens a change to a copy of the rule files reaches. */
function reachedBy(edit: (root: string) => void): string[] {
  const copy = copyRuleFiles();
  edit(copy);
  return reachedScreens(today, screenInputs(copy));
}

describe('the screens a rule change reaches', () => {
  it('is none for an unchanged copy', () => {
    expect(reachedBy(() => undefined)).toEqual([]);
  });

  it('is the screens whose forms or summaries draw the password when its limit changes, and not the others', () => {
    const reached = reachedBy((root) => editJson(root, 'schemas/defs/password.json', (json) => (json.maxLength += 5)));
    expect(reached).toEqual(expect.arrayContaining(['registration', 'registration-review', 'change-password']));
    expect(reached).not.toContain('provider-management');
    expect(reached).not.toContain('contact-us');
  });

  it('is the screens that show a message when its text changes', () => {
    const reached = reachedBy((root) => editJson(root, 'schemas/messages/flows/account-access.json', (json) => (json.messages['accountAccess.changePassword.intro'] = 'Choose a password, {username}.')));
    expect(reached).toEqual(['change-password']);
  });

  it('is the screens of a step whose frame changes', () => {
    const before = today;
    const reached = reachedBy((root) => editJson(root, 'flows/frames/crane.json', (json) => (json.header = [])));
    expect(reached.length).toBeGreaterThan(0);
    expect(reached).toContain('provider-management');
    expect(reached).not.toContain('registration');
    expect(before.size).toBeGreaterThan(reached.length);
  });
});
