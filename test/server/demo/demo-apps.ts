import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from '../helper.js';

/**
 * An app in demo mode and one without, built before the file's tests and closed after: the
 * dev pages' tests check both sides. Read `apps.demo` and `apps.off` inside the tests.
 */
export function demoAndPlainApps(): { demo: FastifyInstance; off: FastifyInstance } {
  const apps = {} as { demo: FastifyInstance; off: FastifyInstance };
  beforeAll(async () => {
    apps.demo = await buildTestApp({ demoMode: true });
    apps.off = await buildTestApp({ demoMode: false });
  }, 60_000);
  afterAll(async () => {
    await apps.demo?.close();
    await apps.off?.close();
  });
  return apps;
}
