import { readServerConfig } from '../../../src/server/config/server-config.js';
import { startServer } from '../../../src/server/start-server.js';

/**
 * One server process as `npm start` runs it (the environment's DATABASE_URL, PORT, ...),
 * without pages: the two-instance test starts two of these on one database and reads the
 * address from the first line this prints.
 */
const server = await startServer(readServerConfig(), { staticDir: false, logger: false });
process.stdout.write(`listening ${server.address}\n`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
