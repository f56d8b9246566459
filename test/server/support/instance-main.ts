import { readServerConfig } from '../../../src/server/config/server-config.js';
import { stopGracefully } from '../../../src/server/graceful-stop.js';
import { startServer } from '../../../src/server/start-server.js';

/**
 * One server process as `npm start` runs it (the environment's DATABASE_URL, PORT, ...),
 * without pages: the two-instance and fault tests and `npm run bench:load` start these on one
 * database and read the address from the first line this prints; it stops as `npm start` does.
 * TEST_OUTBOX_SWEEP_MS, when set, makes the outbox's background sender sweep and retry that
 * often, in batches of TEST_OUTBOX_BATCH (default 3, so two senders meet on one backlog),
 * instead of production's 30 s.
 */
const sweepMs = Number(process.env.TEST_OUTBOX_SWEEP_MS ?? 0);
const mailSending = sweepMs
  ? { sweepMs, retrySeconds: sweepMs / 1000, maxRetrySeconds: sweepMs / 1000, batch: Number(process.env.TEST_OUTBOX_BATCH ?? 3) }
  : undefined;
const server = await startServer(readServerConfig(), { staticDir: false, logger: false, ...(mailSending ? { mailSending } : {}) });
process.stdout.write(`listening ${server.address}\n`);
stopGracefully(server);
