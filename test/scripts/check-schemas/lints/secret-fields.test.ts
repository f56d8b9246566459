// @vitest-environment node
// (The checker reads files with Node's own APIs, not jsdom's.)
import { describe, expect, it } from 'vitest';
import { checkRuleFiles } from '../../../../scripts/check-schemas/check-rule-files.js';
import { formatFinding } from '../../../../scripts/check-schemas/finding.js';
import { copyRuleFiles, editJson } from '../../../support/rule-file-copy.js';

describe('secret fields: a field drawn masked is writeOnly in its model', () => {
  it('refuses a password the model no longer marks secret, where the ui file draws it masked', () => {
    const root = copyRuleFiles();
    editJson(root, 'schemas/models/api-user-session-login.json', (json) => {
      delete json.properties.password.writeOnly;
    });
    const found = checkRuleFiles(root).filter((f) => f.lint === 'ui-fields').map(formatFinding);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('schemas/ui/sign-in.json#/password/ui:widget');
    expect(found[0]).toContain('writeOnly');
  });
});
