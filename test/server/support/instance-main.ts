import { readServerConfig } from '../../../src/server/config/server-config.js';
import { stopGracefully } from '../../../src/server/graceful-stop.js';
import { startServer } from '../../../src/server/start-server.js';

/**
 * One server process as `npm start` runs it (the environment's DATABASE_URL, PORT, ...),
 * without pages: the two-instance test and `npm run bench:load` start two of these on one
 * database and read the address from the first line this prints. It stops as `npm start` does.
 */
const server = await startServer(readServerConfig(), { staticDir: false, logger: false });
process.stdout.write(`listening ${server.address}\n`);
stopGracefully(server);
