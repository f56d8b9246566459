import { toPointer } from '../../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../../src/engine/schema/schema-at-path.js';
import { didYouMean } from '../closest-match.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { childSchema, propertyNames, schemaAtDataPointer } from '../model-fields.js';
import type { RuleFile } from '../rule-set.js';

const LINT = 'ui-fields';

/** Widgets that hide what is typed: their fields are secrets, which form drafts leave out (writeOnly). */
const MASKED_WIDGETS = new Set(['maskedText', 'passwordMeter', 'captcha']);

/** Keys of a ui file's root that are not fields. */
const ROOT_KEYS = new Set(['$schema', 'model']);

/**
 * UI hints must name fields the model has: rjsf silently ignores hints for a field that
 * does not exist, so a renamed property would quietly lose its widget, order or rule.
 * Checked: field keys (nested by property, `items` for array rows), `ui:order` entries,
 * `ui:sections` fields, `ui:rules` data pointers and `ui:options` values naming a field
 * (`usernameField`). A field drawn with a masked widget must be `writeOnly` in the model.
 */
export function checkUiFields({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const ui of set.ofKind('ui')) {
    if (!isSchemaNode(ui.json)) continue;
    const modelName = ui.json.model;
    if (typeof modelName !== 'string') continue;
    const model = set.models.get(modelName);
    if (!model) {
      findings.push(finding(LINT, ui.file, '/model', `model "${modelName}" does not exist`, `name a file of schemas/models/ without .json${didYouMean(modelName, set.models.keys())}`));
      continue;
    }
    const { schema: bundle } = set.bundle(model);
    if (!bundle) continue;
    findings.push(...checkNode(ui, ui.json, [], bundle, resolveSchema(bundle, bundle), modelName, true));
  }
  return findings;
}

function checkNode(ui: RuleFile, node: SchemaNode, segments: string[], bundle: SchemaNode, schema: SchemaNode, modelName: string, isRoot: boolean): Finding[] {
  const findings: Finding[] = [];
  const names = [...propertyNames(bundle, schema)];
  const unknownField = (pointer: string[], name: string, what: string) =>
    finding(LINT, ui.file, toPointer(pointer), `${what} "${name}" is not a field of model "${modelName}"${segments.length ? ` at ${toPointer(segments.filter((s) => s !== 'items'))}` : ''}`, `use a property of schemas/models/${modelName}.json${didYouMean(name, names)}`);

  for (const [key, value] of Object.entries(node)) {
    if (isRoot && ROOT_KEYS.has(key)) continue;
    const here = [...segments, key];
    if (key === 'ui:order' && Array.isArray(value)) {
      value.forEach((name, index) => {
        if (typeof name === 'string' && name !== '*' && !childSchema(bundle, schema, name)) findings.push(unknownField([...here, String(index)], name, 'ui:order entry'));
      });
    } else if (key === 'ui:sections' && Array.isArray(value)) {
      value.forEach((section, index) => {
        const fields = isSchemaNode(section) && Array.isArray(section.fields) ? section.fields : [];
        fields.forEach((name, at) => {
          if (typeof name === 'string' && !childSchema(bundle, schema, name)) findings.push(unknownField([...here, String(index), 'fields', String(at)], name, 'section field'));
        });
      });
    } else if (key === 'ui:rules' && Array.isArray(value)) {
      value.forEach((rule, index) => {
        if (isSchemaNode(rule)) findings.push(...checkCondition(ui, rule.when, [...here, String(index), 'when'], bundle, modelName));
      });
    } else if (key === 'ui:options' && isSchemaNode(value)) {
      // An option named "...Field" points at a sibling field (the password meter's usernameField).
      const parentSchema = parentOf(bundle, segments);
      for (const [option, name] of Object.entries(value)) {
        if (option.endsWith('Field') && typeof name === 'string' && parentSchema && !childSchema(bundle, parentSchema, name)) {
          findings.push(finding(LINT, ui.file, toPointer([...here, option]), `ui:options ${option} "${name}" is not a field of model "${modelName}"`, `name a field beside this one${didYouMean(name, propertyNames(bundle, parentSchema))}`));
        }
      }
    } else if (!key.startsWith('ui:')) {
      const child = childSchema(bundle, schema, key);
      if (!child) findings.push(unknownField(here, key, 'field'));
      else if (isSchemaNode(value)) {
        if (typeof value['ui:widget'] === 'string' && MASKED_WIDGETS.has(value['ui:widget']) && child.writeOnly !== true) {
          findings.push(finding(LINT, ui.file, toPointer([...here, 'ui:widget']), `field "${key}" is drawn masked (${value['ui:widget']}) but model "${modelName}" does not mark it secret`, 'add "writeOnly": true to its schema, so it is never kept in a form draft'));
        }
        findings.push(...checkNode(ui, value, here, bundle, child, modelName, false));
      }
    }
  }
  return findings;
}

/** The schema of the object holding the field at `segments` (the root for a top-level field). */
function parentOf(bundle: SchemaNode, segments: string[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = resolveSchema(bundle, bundle);
  for (const segment of segments.slice(0, -1)) node = node && childSchema(bundle, node, segment);
  return node;
}

/** Data pointers of a rule's condition must land on a field of the model. */
function checkCondition(ui: RuleFile, condition: unknown, segments: string[], bundle: SchemaNode, modelName: string): Finding[] {
  if (!isSchemaNode(condition)) return [];
  const findings: Finding[] = [];
  if (typeof condition.data === 'string' && !schemaAtDataPointer(bundle, condition.data)) {
    findings.push(finding(LINT, ui.file, toPointer([...segments, 'data']), `data pointer "${condition.data}" names no field of model "${modelName}"`, `point at a field, e.g. "/${[...propertyNames(bundle, bundle)][0] ?? 'field'}"`));
  }
  for (const key of ['all', 'any'] as const) {
    const parts = condition[key];
    if (Array.isArray(parts)) parts.forEach((part, index) => findings.push(...checkCondition(ui, part, [...segments, key, String(index)], bundle, modelName)));
  }
  findings.push(...checkCondition(ui, condition.not, [...segments, 'not'], bundle, modelName));
  return findings;
}
