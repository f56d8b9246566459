import closeWithGrace from 'close-with-grace';
import type { StartedServer } from './start-server.js';

/**
 * How long a stop may take before the process is ended anyway (exit code 1): a load balancer
 * has stopped sending by then, and a request still running after 10 s is stuck, not slow.
 */
const STOP_GRACE_MS = 10_000;

/**
 * Stops the server gracefully on SIGTERM or SIGINT (or after an uncaught error), then exits:
 * it stops accepting connections at once, answers the requests in flight, closes the mailer
 * (deliveries under way finish) and the database, and exits 0; 1 after an error or when the
 * stop outlasts {@link STOP_GRACE_MS}. A second signal ends it at once. close-with-grace (the
 * Fastify team's) handles the signals, the timeout and the second signal.
 */
export function stopGracefully(server: StartedServer): void {
  closeWithGrace({ delay: STOP_GRACE_MS, logger: { error: (message: unknown) => server.app.log.error(message) } }, async ({ signal, err }) => {
    if (err) server.app.log.error({ err }, 'stopping after an uncaught error');
    else server.app.log.info({ signal }, 'stopping: answering the requests in flight, then closing');
    await server.close();
  });
}
