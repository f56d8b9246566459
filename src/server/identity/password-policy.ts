import Ajv from 'ajv';
import { EMAIL_DOMAIN_MIN_LABEL } from '../../engine/keywords/excludes-field-values.js';
import { addPortalKeywords } from '../../engine/keywords/index.js';
import type { MessageCatalogue } from '../../engine/messages/message-catalogue.js';
import { bundleSchema } from '../../engine/schema/bundle-schema.js';
import { SCHEMA_BASE_URI } from '../../engine/schema/json-schema.js';
import { mapAjvErrors } from '../../engine/validation/map-ajv-errors.js';
import { loadSchemaRegistry, REPO_ROOT } from '../rules/load-rule-files.js';
import type { IdentityIssue } from './identity-provider-error.js';

/** Whose password it is: the values the multi-factor policy forbids inside it. */
export interface PasswordOwner {
  login: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Checks a new password for one owner; issues are placed at `path` ("/newPassword"). */
export type PasswordPolicy = (password: string, owner: PasswordOwner, path: string) => IdentityIssue[];


/**
 * The multi-factor password policy: the character rules of schemas/defs/password-mfa.json
 * (compiled here with the portal's keywords, so the provider enforces exactly what the
 * browser shows whoever calls it), then what a schema cannot know: the password must not
 * contain the username, the e-mail's local part, the e-mail's domain, or the first or last
 * name (case-insensitively).
 */
export function createMfaPasswordPolicy(catalogue: MessageCatalogue, root = REPO_ROOT): PasswordPolicy {
  const schema = bundleSchema(loadSchemaRegistry(root), `${SCHEMA_BASE_URI}defs/password-mfa.json`);
  const { $id: _id, ...compilable } = schema;
  const ajv = addPortalKeywords(new Ajv({ allErrors: true, $data: true, strict: false, logger: false }));
  const validate = ajv.compile(compilable);

  return (password, owner, path) => {
    const issues: IdentityIssue[] = [];
    if (!validate(password)) {
      for (const error of mapAjvErrors(validate.errors, { schema: compilable, catalogue })) {
        issues.push({ path, messageId: error.messageId, params: error.params });
      }
    }
    const lower = password.toLowerCase();
    const contains = (part: string) => part.length > 0 && lower.includes(part.toLowerCase());
    const [localPart = '', domain = ''] = splitEmail(owner.email);
    const labels = domain.split('.').slice(0, -1).filter((label) => label.length >= EMAIL_DOMAIN_MIN_LABEL);
    const forbidden: Array<[boolean, string]> = [
      [contains(owner.login), 'identityProvider.password.notContainUsername'],
      [contains(localPart), 'identityProvider.password.notContainEmailLocalPart'],
      [labels.some(contains), 'identityProvider.password.notContainEmailDomain'],
      [contains(owner.firstName.trim()), 'identityProvider.password.notContainFirstName'],
      [contains(owner.lastName.trim()), 'identityProvider.password.notContainLastName'],
    ];
    for (const [broken, messageId] of forbidden) if (broken) issues.push({ path, messageId });
    return issues;
  };
}

function splitEmail(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return at < 0 ? [email, ''] : [email.slice(0, at), email.slice(at + 1)];
}
