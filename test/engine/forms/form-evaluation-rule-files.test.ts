import { describe, expect, it } from 'vitest';
import { resolveUiExtends } from '../../../src/engine/content/ui-extends.js';
import { markDirty, markSubmitAttempted, pristine } from '../../../src/engine/forms/dirty-fields.js';
import { createFormEvaluator, type FormInputs } from '../../../src/engine/forms/form-evaluation.js';
import { setAtPointer } from '../../../src/engine/forms/set-at-pointer.js';
import type { ContextDerivations } from '../../../src/engine/rules/derive-context.js';
import { fieldStateAt } from '../../../src/engine/rules/field-states.js';
import { toPointer } from '../../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { testCatalogue, testGlobals, testRegistry, testResources } from '../../support/form-resources.js';
import context from '../../../schemas/config/context.json';

const uiFiles = import.meta.glob<SchemaNode>('../../../schemas/ui/*.json', { eager: true, import: 'default' });
const uiByName = new Map(Object.entries(uiFiles).map(([path, file]) => [path.replace(/^.*\/|\.json$/g, ''), file]));
const models = testRegistry();

/** Every text value of the data with its pointer: the places a visitor types into. */
function textPlaces(value: unknown, segments: string[] = []): string[] {
  if (typeof value === 'string') return [toPointer(segments)];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPlaces(item, [...segments, String(index)]));
  if (isSchemaNode(value)) return Object.entries(value).flatMap(([key, item]) => textPlaces(item, [...segments, key]));
  return [];
}

/** The ui file `name` (extends resolved), its model's first example and an evaluator over both; none without an example. */
function formOf(name: string) {
  const ui = resolveUiExtends(name, (wanted) => uiByName.get(wanted));
  const modelId = Object.values(models).find((model) => model.$id === ui.model || String(model.$id).endsWith(`/${String(ui.model)}.json`))?.$id as string | undefined;
  const example = modelId ? (models[modelId]?.examples as unknown[] | undefined)?.[0] : undefined;
  if (!modelId || !isSchemaNode(example)) return undefined;
  const resources = testResources(modelId, ui);
  const evaluate = createFormEvaluator({
    schema: resources.schema as SchemaNode,
    ui,
    validate: resources.validate,
    messages: { catalogue: testCatalogue, globals: testGlobals },
    ruleContext: { switches: {} },
    derivations: context.derivations as ContextDerivations,
    // An internal domain loaded, so a username typed at it makes its owner internal staff.
    scopeOf: (data) => ({ data: { emailDomains: [{ emailDomain: 'agency.gov', internal: true }] }, this: data }),
  });
  const before: FormInputs = { data: example, dirty: pristine(), serverErrors: [], checkErrors: [] };
  return { evaluate, before, drawn: evaluate(before) };
}

describe("each ui file's rules, evaluated since a keystroke", () => {
  for (const [name] of uiByName) {
    const form = formOf(name);
    if (!form || textPlaces(form.before.data).length === 0) continue;

    it(`${name}: answer what a whole evaluation answers, whichever text is typed into`, () => {
      const { evaluate, before, drawn } = form;
      for (const pointer of textPlaces(before.data)) {
        for (const typed of ['', 'x', 'someone@agency.gov']) {
          const after: FormInputs = { ...before, data: setAtPointer(before.data, pointer, typed), dirty: markDirty(before.dirty, pointer) };
          expect(evaluate(after, { evaluation: drawn, edited: [pointer] }), `${pointer} = "${typed}"`).toEqual(evaluate(after));
        }
      }
    });
  }
});

describe('a keystroke on the registration form', () => {
  it('keeps the field states when typed into a field no rule reads, and works them out when typed into the username', () => {
    const { evaluate, before, drawn } = formOf('registration')!;
    const typed = (pointer: string) => evaluate({ ...before, data: setAtPointer(before.data, pointer, 'Ab') }, { evaluation: drawn, edited: [pointer] });
    expect(typed('/organizationName').fieldStates).toBe(drawn.fieldStates);
    expect(typed('/username').fieldStates).not.toBe(drawn.fieldStates);
  });
});

describe("each ui file's form, submitted empty", () => {
  for (const [name] of uiByName) {
    const form = formOf(name);
    if (!form) continue;

    it(`${name}: says no error at a field the visitor cannot see or use`, () => {
      const submitted = form.evaluate({ data: {}, dirty: markSubmitAttempted(pristine()), serverErrors: [], checkErrors: [] });
      const unreachable = submitted.allErrors.filter((error) => {
        const state = fieldStateAt(submitted.fieldStates, error.path);
        return error.path !== '' && (state.hidden || state.disabled);
      });
      expect(unreachable.map((error) => `${error.path}: ${error.message}`)).toEqual([]);
    });
  }
});
