import type { MessageParams } from '../../engine/messages/message-catalogue.js';

/** One reason a provider call was refused: where (a JSON pointer into the payload, "" for the whole call) and which catalogue text. */
export interface IdentityIssue {
  path: string;
  messageId: string;
  params?: MessageParams;
}

/**
 * A refusal by the identity provider that the caller can show: an HTTP-like status (400 bad
 * input, 403 a captcha first, 404 no such user, 409 taken, 423 locked out, 429 too many tries) and catalogue
 * ids, never free text, so every provider (local or external) answers in the portal's words.
 */
export class IdentityProviderError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 423 | 429,
    readonly issues: readonly IdentityIssue[],
    /** For 429 and a temporary 423: seconds until a retry can succeed (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(issues.map((issue) => issue.messageId).join(', '));
    this.name = 'IdentityProviderError';
  }

  /** A refusal for one reason. */
  static of(
    status: IdentityProviderError['status'],
    messageId: string,
    path = '',
    params?: MessageParams,
    retryAfterSeconds?: number,
  ): IdentityProviderError {
    return new IdentityProviderError(status, [{ path, messageId, ...(params ? { params } : {}) }], retryAfterSeconds);
  }
}
