/** Values of a route's `:params`, by name. */
export type RouteParams = Readonly<Record<string, string>>;

/** Raised when a path is built without a value for one of the route's params. */
export class MissingRouteParamError extends Error {
  constructor(
    readonly route: string,
    readonly param: string,
  ) {
    super(`route "${route}" needs a value for :${param}`);
  }
}

/** The segments of a path or route, without empty ones, query or fragment. */
export function pathSegments(path: string): string[] {
  const bare = path.replace(/[?#].*$/, '');
  return bare.split('/').filter((segment) => segment !== '');
}

/**
 * The params of `path` under `route` ("/a/:body/:token"), or undefined when it does not
 * match. Literal segments compare exactly; trailing slashes, query and fragment are ignored
 * because the router hands us whatever the address bar holds.
 */
export function matchRoute(route: string, path: string): Record<string, string> | undefined {
  const pattern = pathSegments(route);
  const actual = pathSegments(path);
  if (pattern.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = actual[index] as string;
    if (part.startsWith(':')) {
      const value = decodeSegment(segment);
      if (value === undefined) return undefined;
      params[part.slice(1)] = value;
    } else if (part !== segment) {
      return undefined;
    }
  }
  return params;
}

/** The concrete path of a route with its params filled in (each one URI-encoded). */
export function buildPath(route: string, params: RouteParams = {}): string {
  const segments = pathSegments(route).map((part) => {
    if (!part.startsWith(':')) return part;
    const value = params[part.slice(1)];
    if (value === undefined) throw new MissingRouteParamError(route, part.slice(1));
    return encodeURIComponent(value);
  });
  return '/' + segments.join('/');
}

/**
 * A route's shape with param names erased ("/a/:x" and "/a/:y" are both "/a/:"): two
 * routes of one shape would match the same paths, which is an authoring mistake.
 */
export function routeShape(route: string): string {
  return '/' + pathSegments(route).map((part) => (part.startsWith(':') ? ':' : part)).join('/');
}

/**
 * Orders routes so that the more literal one wins where both match: "/user/review" before
 * "/user/:id". Compares segment by segment; a literal beats a param.
 */
export function compareRouteSpecificity(a: string, b: string): number {
  const left = pathSegments(a);
  const right = pathSegments(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const leftParam = (left[index] as string).startsWith(':');
    const rightParam = (right[index] as string).startsWith(':');
    if (leftParam !== rightParam) return leftParam ? 1 : -1;
  }
  return 0;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape ("%E0%A4%A") cannot name anything: treat the path as unknown.
    return undefined;
  }
}
