import { request } from 'node:http';
import portal from '../../../schemas/config/portal.json';

/**
 * Tries a sign-in from another machine, as the server sees it: the request leaves from another
 * loopback address (127.0.0.2 and up; Linux routes all of 127/8 to the loopback device), so
 * the portal counts it against a source other than the browser's. Answers the status.
 */
export function signInFrom(baseUrl: string, sourceAddress: string, userName: string, password: string): Promise<number> {
  const url = new URL('/api/user/login', baseUrl);
  const body = JSON.stringify({ userName, password });
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: sourceAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), [portal.staticHeader.name]: portal.staticHeader.value },
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
