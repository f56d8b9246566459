import { readServerConfig } from './config/server-config.js';
import { stopGracefully } from './graceful-stop.js';
import { startServer } from './start-server.js';

// `npm start`: read the environment, start (database, migrations, demo data, listen: all in
// start-server.ts), and stop gracefully on a signal (graceful-stop.ts). Everything about the
// app is in app.ts.
const config = readServerConfig();
let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer(config);
} catch (error) {
  // Before the app's logger exists (the database may be unreachable): the message only.
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// The dev pages' links carry this start's key: printed on the terminal for whoever started
// the server, never through the logger (a log may be shipped or kept; the key must not be).
if (server.devPages) {
  const { mailbox, ruleBook, screens } = server.devPages;
  process.stdout.write(
    `\nThe portal: ${config.portalUrl}\nDemo mode. The dev pages open with this start's key (a new one at every start; keep it to yourself):\n` +
      `  dev mailbox     ${mailbox}\n  rule book       ${ruleBook}\n  screen gallery  ${screens}\n\n`,
  );
}

stopGracefully(server);
