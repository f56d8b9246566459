import { createSchemaUtils, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { SchemaNode } from '../../engine/schema/json-schema.js';

/** rjsf's defaults, minus one: a `const` is a rule ("must agree to the Terms of Use"), never a value to fill in. */
export const CONST_IS_NO_DEFAULT = { constAsDefaults: 'never' } as const;

/**
 * `data` with the defaults rjsf's Form fills in when it is built (empty objects for groups, a
 * `false` for a checkbox), worked out as the Form works them out. A form that starts from
 * them is one rjsf finds as it would leave it: it reports no change from its constructor, so
 * the form's rules, rjsf's state and the fields are not all worked out a second time right
 * after the first draw, in a task of its own.
 */
export function withSchemaDefaults(validator: ValidatorType, schema: SchemaNode, data: Record<string, unknown>): Record<string, unknown> {
  const utils = createSchemaUtils(validator, schema as RJSFSchema, CONST_IS_NO_DEFAULT);
  return utils.getDefaultFormState(utils.getRootSchema(), data) as Record<string, unknown>;
}
