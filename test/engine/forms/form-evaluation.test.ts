import { describe, expect, it } from 'vitest';
import { createFormEvaluator, type FormInputs } from '../../../src/engine/forms/form-evaluation.js';
import { markDirty, pristine } from '../../../src/engine/forms/dirty-fields.js';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import type { FieldError } from '../../../src/engine/validation/field-error.js';
import { testCatalogue, testGlobals, testResources } from '../../support/form-resources.js';
import conditionalModel from '../../renderer/fixtures/conditional-model.json';
import conditionalUi from '../../renderer/fixtures/conditional-ui.json';

const resources = testResources(conditionalModel.$id, conditionalUi as SchemaNode, [conditionalModel as SchemaNode]);
const evaluate = createFormEvaluator({
  schema: resources.schema as SchemaNode,
  ui: conditionalUi as SchemaNode,
  validate: resources.validate,
  messages: { catalogue: testCatalogue, globals: testGlobals },
  ruleContext: { switches: {} },
});
const inputs = (more: Partial<FormInputs>): FormInputs => ({ data: {}, dirty: pristine(), serverErrors: [], checkErrors: [], ...more });
const paths = (errors: readonly FieldError[]) => errors.map((error) => error.path);

describe('a form evaluation', () => {
  it("holds every error but shows a field's only once it is dirty", () => {
    const data = { firstName: 'A' };
    expect(paths(evaluate(inputs({ data })).allErrors)).toContain('/firstName');
    expect(paths(evaluate(inputs({ data })).shownErrors)).not.toContain('/firstName');
    expect(paths(evaluate(inputs({ data, dirty: markDirty(pristine(), '/firstName') })).shownErrors)).toContain('/firstName');
  });

  it("shows the server's refusals at once, dirty or not", () => {
    const refusal: FieldError = { path: '/username', messageId: 'test.server', params: {}, message: 'Email is taken' };
    expect(evaluate(inputs({ data: { firstName: 'Ada' }, serverErrors: [refusal] })).shownErrors).toEqual([refusal]);
  });

  it('sends a hidden field as null, and requires it only while a rule shows it', () => {
    const hidden = evaluate(inputs({ data: { firstName: 'Ada', domainId: 'ab12345' } }));
    expect(hidden.savedData.domainId).toBeNull();
    const shown = evaluate(inputs({ data: { firstName: 'Ada', isInternalUser: true } }));
    expect(paths(shown.allErrors)).toContain('/domainId');
  });
});

describe('an evaluation since a few edits', () => {
  const before = inputs({ data: { firstName: 'Ada', lastName: 'Lovelace', isInternalUser: false, organizationName: 'AB' } });
  const drawn = evaluate(before);
  const edited = (pointer: string, value: unknown): FormInputs => ({
    ...before,
    data: { ...before.data, [pointer.slice(1)]: value },
    dirty: markDirty(before.dirty, pointer),
  });

  it('answers what a whole evaluation answers when the edit feeds no rule, keeping the field states it had', () => {
    const typed = edited('/firstName', '');
    const quick = evaluate(typed, { evaluation: drawn, edited: ['/firstName'] });
    expect(quick).toEqual(evaluate(typed));
    expect(quick.fieldStates).toBe(drawn.fieldStates);
    expect(paths(quick.shownErrors)).toContain('/firstName');
  });

  it('works the rules out again when the edit feeds one', () => {
    const typed = edited('/isInternalUser', true);
    const quick = evaluate(typed, { evaluation: drawn, edited: ['/isInternalUser'] });
    expect(quick).toEqual(evaluate(typed));
    expect(quick.fieldStates['/domainId']?.hidden).toBe(false);
    expect(paths(quick.allErrors)).toContain('/domainId');
  });
});
