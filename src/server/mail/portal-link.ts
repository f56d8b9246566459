import type { MailConfig, MailLinkName } from './mail-config.js';

/**
 * A link into the portal: the server's configured portal URL (never a request's Host
 * header, which an attacker can set to send a victim's reset link to their own site), a
 * path, and query values encoded as such.
 */
export function portalLink(portalUrl: string, path: string, query: Readonly<Record<string, string>> = {}): string {
  // Joined as text, not resolved with `new URL(path, base)`: a portal served under a path
  // (https://host/portal) keeps that path.
  const url = new URL(portalUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

/** The link a mail carries to one of the pages named in schemas/config/mail.json `linkPaths`. */
export function mailLink(
  config: Pick<MailConfig, 'linkPaths'>,
  portalUrl: string,
  name: MailLinkName,
  query: Readonly<Record<string, string>> = {},
): string {
  return portalLink(portalUrl, config.linkPaths[name], query);
}
