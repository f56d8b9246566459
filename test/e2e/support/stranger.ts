import { request } from 'node:http';
import portal from '../../../schemas/config/portal.json';

/**
 * Calls the API from another machine, as the server sees it: the request leaves from another
 * loopback address (127.0.0.2 and up; Linux routes all of 127/8 to the loopback device), so
 * the portal counts it against a source other than the browser's. Answers the status.
 */
export function callFrom(baseUrl: string, sourceAddress: string, method: 'GET' | 'POST', path: string, json?: unknown): Promise<number> {
  const url = new URL(path, baseUrl);
  const body = json === undefined ? '' : JSON.stringify(json);
  const headers: Record<string, string | number> = { [portal.staticHeader.name]: portal.staticHeader.value };
  if (json !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: sourceAddress,
        headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Tries a sign-in from another machine ({@link callFrom}); answers the status. */
export function signInFrom(baseUrl: string, sourceAddress: string, userName: string, password: string): Promise<number> {
  return callFrom(baseUrl, sourceAddress, 'POST', '/api/user/login', { userName, password });
}
