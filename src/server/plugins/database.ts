import type { Database } from '../db/database.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Shares the opened database with every route as `app.db` (opened and migrated by the caller). */
export const database = appPlugin<{ db: Database }>('database', async (app, { db }) => {
  app.decorate('db', db);
});
