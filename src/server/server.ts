import { readServerConfig } from './config/server-config.js';
import { startServer } from './start-server.js';

// `npm start`: read the environment, start (database, migrations, demo data, listen: all in
// start-server.ts), and close cleanly on a signal. Everything about the app is in app.ts.
const config = readServerConfig();
let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer(config);
} catch (error) {
  // Before the app's logger exists (the database may be unreachable): the message only.
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const shutdown = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
