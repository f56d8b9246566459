import { buildApp } from './app.js';
import { readServerConfig } from './config/server-config.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';

// Listen only: open the database (PGlite in DATA_DIR, or DATABASE_URL), bring its schema up
// to date, then serve. Everything else is in app.ts.
const config = readServerConfig();
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
const app = buildApp({
  db,
  logger: { level: config.logLevel },
  portalUrl: config.portalUrl,
  smtpUrl: config.smtpUrl,
  demoMode: config.demoMode,
});

const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  await db.close();
  process.exit(1);
}
