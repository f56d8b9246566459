import { isSchemaNode } from '../../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../../src/engine/schema/schema-at-path.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { propertyNames } from '../model-fields.js';

const LINT = 'ui-sections';

/**
 * A form with numbered sections must place every field of its model in one. The form still
 * draws a field in no section, after the last one and unnumbered, so a field added to the
 * model but forgotten in the ui file would appear at the bottom of the form, under Terms of
 * Use, with nothing failing; a summary would quietly not show it. A field the ui file hides
 * (`"ui:widget": "hidden"`) or leaves out on purpose (`ui:leftOut`, as a summary leaves out
 * the password's confirmation) needs no section. Checked on the ui file as the form draws it
 * (its `extends` resolved).
 */
export function checkUiSections({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const ui of set.ofKind('ui')) {
    if (!isSchemaNode(ui.json) || !Array.isArray(ui.json['ui:sections']) || typeof ui.json.model !== 'string') continue;
    const model = set.models.get(ui.json.model);
    const bundle = model && set.bundle(model).schema;
    if (!bundle) continue; // ui-fields reports a missing model.
    const leftOut = Array.isArray(ui.json['ui:leftOut']) ? ui.json['ui:leftOut'] : [];
    const placed = new Set([...leftOut, ...ui.json['ui:sections'].flatMap((section) => (isSchemaNode(section) && Array.isArray(section.fields) ? section.fields : []))]);
    for (const name of propertyNames(bundle, resolveSchema(bundle, bundle))) {
      const hint = ui.json[name];
      if (placed.has(name) || (isSchemaNode(hint) && hint['ui:widget'] === 'hidden')) continue;
      findings.push(
        finding(
          LINT,
          ui.file,
          '/ui:sections',
          `field "${name}" of model "${ui.json.model}" is in no section and not left out: a form draws it after the last section, unnumbered, and a summary does not show it`,
          `add "${name}" to the fields of the section it belongs to, or list it in "ui:leftOut" when this screen leaves it out on purpose`,
        ),
      );
    }
  }
  return findings;
}
