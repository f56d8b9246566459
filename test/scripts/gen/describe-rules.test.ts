// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readJsonTree, REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { describeFieldRules } from '../../../scripts/gen/describe-rules.js';
import { defField, modelFields } from '../../../scripts/gen/field-walk.js';
import auditFilter from '../../../src/generated/models/staff-audit-filter.json';
import { rule, text } from '../../support/rules.js';
import { loadMessageContext } from '../../support/catalogue.js';

const context = loadMessageContext();
const def = (name: string) => readJsonTree('schemas/defs', REPO_ROOT).find((f) => f.file.endsWith(`${name}.json`))?.json as SchemaNode;

describe('the rules in words', () => {
  it("fill a pattern rule's message with the rule's own params", () => {
    const schema = def('organization-name');
    const letters = (schema.patternRules as { params?: { letters?: number } }[]).find((rule) => rule.params?.letters)?.params?.letters;
    expect(letters).toBeTypeOf('number');
    const words = describeFieldRules(schema, defField(schema, 'organizationName'), context);
    expect(words).toContain(`must contain at least ${String(letters)} letters.`);
    expect(words).not.toMatch(/\{\w+\}/);
  });

  it('leave no message slot unfilled in any def', () => {
    for (const { file, json } of readJsonTree('schemas/defs', REPO_ROOT)) {
      const words = describeFieldRules(json as SchemaNode, defField(json as SchemaNode, file), context);
      expect(words, file).not.toMatch(/\{\w+\}/);
    }
  });

  it("state a date compared with another field ($data) by the rule's message", () => {
    const root = auditFilter as SchemaNode;
    const end = modelFields(root).find((field) => field.path === '/to');
    const messageId = rule<string>('schemas/models/staff-audit-filter.json', '/properties/to/messages/formatMinimum');
    expect(describeFieldRules(root, end as NonNullable<typeof end>, context).split('\n')).toContain(text(messageId).replace(/([^.!?])$/, '$1.'));
  });
});
