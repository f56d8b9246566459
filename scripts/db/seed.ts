import { readServerConfig } from '../../src/server/config/server-config.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openDatabase } from '../../src/server/db/open-database.js';
import { seedDemoData } from '../../src/server/demo/seed-demo-data.js';

/**
 * `npm run db:seed`: loads the demo data into the database the server would use:
 * PostgreSQL at DATABASE_URL, else the embedded database in DATA_DIR (default .data/pglite).
 * Migrates first, so it works on an empty database. Safe to run again: rows already there are
 * left as they are, and the whole load is one transaction.
 */
const config = readServerConfig();
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const report = await seedDemoData(db);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  const added = Object.entries(report).map(([table, count]) => `${count} ${table}`).join(', ');
  console.log(`Demo data in ${where}: added ${added}.`);
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
