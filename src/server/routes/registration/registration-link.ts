import { loadMailConfig } from '../../mail/mail-config.js';
import { portalLink } from '../../mail/portal-link.js';

/**
 * The e-mailed registration link: `<portalUrl><linkPaths.registrationLink>/:body/:token`
 * (schemas/config/mail.json names the page, /user/registration-email-validation).
 *
 * `body` is the account's id, base64url-encoded. It is not a secret and proves nothing: it
 * only tells the server which account the token claims to be for, and the token (256
 * random bits, stored hashed) must belong to that account. Clients treat it as opaque.
 */
export function encodeLinkBody(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/** The account id a link body names, or undefined when it is not one of ours. */
export function decodeLinkBody(body: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,24}$/.test(body)) return undefined;
  const text = Buffer.from(body, 'base64url').toString('utf8');
  // Only the canonical form: a tampered body that happens to decode must not match.
  if (!/^[1-9][0-9]{0,15}$/.test(text) || encodeLinkBody(Number(text)) !== body) return undefined;
  return Number(text);
}

const { linkPaths } = loadMailConfig();

/** The link, built on the configured portal address (never a request's Host header). */
export function registrationLink(portalUrl: string, body: string, token: string): string {
  return portalLink(portalUrl, `${linkPaths.registrationLink}/${encodeURIComponent(body)}/${encodeURIComponent(token)}`);
}
