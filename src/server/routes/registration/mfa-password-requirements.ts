import { formatMessage } from '../../../engine/messages/format-message.js';
import { bundleSchema } from '../../../engine/schema/bundle-schema.js';
import { SCHEMA_BASE_URI } from '../../../engine/schema/json-schema.js';
import type { FieldError } from '../../../engine/validation/field-error.js';
import { fieldRequirements } from '../../../engine/validation/field-requirements.js';
import type { PortalContent } from '../../plugins/portal-content.js';
import { loadSchemaRegistry } from '../../rules/load-rule-files.js';

/** One line of the multi-factor password policy, in the catalogue's words. */
export type PasswordRequirement = Omit<FieldError, 'path'>;

/**
 * The requirement list of the multi-factor password policy (schemas/defs/password-mfa.json),
 * worded from the catalogue: what the okta-registration defaults answer, so the list a
 * client shows is the one the identity provider enforces.
 */
export function mfaPasswordRequirements(content: PortalContent): PasswordRequirement[] {
  const schema = bundleSchema(loadSchemaRegistry(), `${SCHEMA_BASE_URI}defs/password-mfa.json`);
  return fieldRequirements(schema, '').map(({ messageId, params }) => ({
    messageId,
    params,
    message: formatMessage(content.catalogue, messageId, params, content.globals),
  }));
}
