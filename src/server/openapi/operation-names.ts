import { upperFirst } from '../../engine/messages/upper-first.js';

/** The words of a Fastify URL after `/api`: "/api/user/okta-registration" -> ["user", "okta", "registration"]; ":id" -> "id". */
function urlWords(url: string): string[] {
  return url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
}

/**
 * A stable operationId from method and URL, for routes that declare none:
 * `POST /api/user/find` -> `postUserFind`, `GET /api/authentication/:id/user` ->
 * `getAuthenticationIdUser`. Client generators name their functions after it, so it
 * follows the path (which the spec fixes) rather than the order routes are registered in.
 */
export function operationIdOf(method: string, url: string): string {
  const words = urlWords(url).map(upperFirst);
  return method.toLowerCase() + words.join('');
}

/** The API area an operation is grouped under: the first path segment after `/api` ("user", "providers"). */
export function operationTagOf(url: string): string | undefined {
  return url.split('/').filter(Boolean)[1];
}
