import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../src/engine/messages/format-message.js';
import { fieldRequirements } from '../../../src/engine/validation/field-requirements.js';

const catalogue = {
  'caption.organizationName': 'Organization Name',
  'organization.letters': '{caption} must contain at least {letters} letters.',
  'password.rule.length': 'Between {minLength} and {maxLength} characters long',
  'password.rule.upper': 'At least one uppercase letter',
};

const model = {
  type: 'object',
  properties: {
    organizationName: {
      type: 'string',
      title: 'caption.organizationName',
      patternRules: [{ pattern: '(?:[A-Za-z].*){3}', messageId: 'organization.letters', params: { letters: 3 } }],
    },
    password: {
      type: 'string',
      minLength: 8,
      maxLength: 15,
      messages: { minLength: 'password.rule.length', maxLength: 'password.rule.length' },
      patternRules: [{ pattern: '[A-Z]', messageId: 'password.rule.upper' }],
    },
  },
};

const said = (pointer: string) => fieldRequirements(model, pointer).map((line) => formatMessage(catalogue, line.messageId, line.params, {}));

describe("a field's requirement list", () => {
  it("says each pattern rule with the values its rule file gives, as the rule's error does", () => {
    expect(said('/organizationName')).toEqual(['Organization Name must contain at least 3 letters.']);
  });

  it('states the length limits from the schema, then each pattern rule', () => {
    expect(said('/password')).toEqual(['Between 8 and 15 characters long', 'At least one uppercase letter']);
  });
});
