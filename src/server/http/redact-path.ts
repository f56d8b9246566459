import { loadMailConfig } from '../mail/mail-config.js';
import { requestPath } from './request-path.js';

/** Written in a log where a secret path segment was. */
const REDACTED = '[redacted]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const { linkPaths } = loadMailConfig();

/**
 * Paths that carry a secret, and the part kept before it; everything after that part is
 * replaced. Case-insensitive and up to the end of the path, so a variant the router refuses
 * (other case, an extra segment, an over-long code) is redacted too. The one-time code of the
 * identity provider call (`/api/authentication/{id}/verifyemailotp/{code}`, the spec's shape)
 * and the registration link's token when it is opened as a page path (`/{body}/{token}`).
 * Every other token travels in a query string or a body, which are never logged.
 */
const SECRET_PATHS: readonly RegExp[] = [
  /^(.*\/verifyemailotp\/).+$/i,
  new RegExp(`^(${escapeRegExp(linkPaths.registrationLink)}/[^/]*/).+$`, 'i'),
];

/** The request's path for a log: no query string, and any secret segment replaced by {@link REDACTED}. */
export function loggablePath(url: string): string {
  // Decoded, as the router matches it: `/verifyemail%6Ftp/123456` reaches the route too.
  const path = requestPath(url);
  for (const pattern of SECRET_PATHS) {
    const match = pattern.exec(path);
    if (match) return `${match[1]}${REDACTED}`;
  }
  return path;
}

/**
 * A page's address for a log: its origin and {@link loggablePath}, with no query string and
 * no fragment, where the portal's reset, unlock and e-mail links carry their keys. Text that
 * is not an absolute address is taken as a path.
 */
export function loggableUrl(address: string): string {
  const [withoutFragment = ''] = address.split('#');
  if (!URL.canParse(withoutFragment)) return loggablePath(withoutFragment) || REDACTED;
  const url = new URL(withoutFragment);
  // `about:blank` has no origin; its scheme stands for it.
  const origin = url.origin === 'null' ? url.protocol : url.origin;
  return `${origin}${loggablePath(url.pathname)}`;
}
