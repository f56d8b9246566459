import { formatMessage } from '../../../engine/messages/format-message.js';
import type { ErrorsBody } from '../../http/api-errors.js';
import type { IdentityIssue } from '../../identity/identity-provider-error.js';
import type { PortalContent } from '../../plugins/portal-content.js';

/** The API's error answer for a provider refusal: each issue with its catalogue text. */
export function identityErrors(content: PortalContent, issues: readonly IdentityIssue[]): ErrorsBody {
  return {
    errors: issues.map(({ path, messageId, params = {} }) => ({
      path,
      messageId,
      params,
      message: formatMessage(content.catalogue, messageId, params, content.globals),
    })),
  };
}
