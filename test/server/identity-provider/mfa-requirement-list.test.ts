// @vitest-environment node
import { describe, expect, it } from 'vitest';
import oktaRegistrationUi from '../../../schemas/ui/okta-registration.json';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { fieldRequirements, isRequirementMet } from '../../../src/engine/validation/field-requirements.js';
import { createMfaPasswordPolicy } from '../../../src/server/identity/password-policy.js';
import { testCatalogue, testResources } from '../../support/form-resources.js';
import { modelIdOf } from '../../support/model-id.js';

const resources = testResources(modelIdOf('okta-registration'), oktaRegistrationUi as SchemaNode);
const requirements = fieldRequirements(resources.schema as SchemaNode, '/password');
const policy = createMfaPasswordPolicy(testCatalogue);
const owner = { firstName: 'Rhea', lastName: 'Representative', username: 'rhea.rep@bluevalley.example' };
/** The ids of the policy's rules about whose password it is (the identity provider's own ids). */
const ownerRules = ['Username', 'EmailLocalPart', 'EmailDomain', 'FirstName', 'LastName'].map((part) => `identityProvider.password.notContain${part}`);

/** The requirement lines shown unmet for a password typed on the multi-factor form, by message id. */
function unmetLines(password: string): string[] {
  const errors = resources.validate({ ...owner, password }).filter((error) => error.path === '/password');
  return requirements.filter((line) => !isRequirementMet(line, password, errors)).map((line) => line.messageId);
}

/** What the identity provider refuses of the same password, by message id. */
function refused(password: string): string[] {
  return policy(password, { login: owner.username, email: owner.username, firstName: owner.firstName, lastName: owner.lastName }, '/password').map((issue) => issue.messageId);
}

describe('the multi-factor requirement list, live as the password is typed', () => {
  it("lists the name, username, e-mail local part and domain rules the spec lists, in the identity provider's words", () => {
    for (const id of ownerRules) expect(requirements.map((line) => line.messageId)).toContain(id);
  });

  for (const password of ['Bluevalley#9x', 'Rhea.rep#9xyz', 'Representative#9', 'Xk#92mqpLz', 'rhea.rep@bluevalley.example#A1']) {
    it(`shows unmet exactly the owner rules the identity provider refuses for "${password}"`, () => {
      const unmet = unmetLines(password).filter((id) => ownerRules.includes(id)).sort();
      expect(unmet).toEqual(refused(password).filter((id) => ownerRules.includes(id)).sort());
    });
  }

  it('ticks the domain rule unmet for the domain, the local part rule for the part before the @, and all met for neither', () => {
    expect(unmetLines('Bluevalley#9x')).toContain('identityProvider.password.notContainEmailDomain');
    expect(unmetLines('Bluevalley#9x')).not.toContain('identityProvider.password.notContainEmailLocalPart');
    expect(unmetLines('Rhea.rep#9xyz')).toEqual(expect.arrayContaining(['identityProvider.password.notContainEmailLocalPart', 'identityProvider.password.notContainFirstName']));
    expect(unmetLines('Xk#92mqpLz')).toEqual([]);
  });
});
