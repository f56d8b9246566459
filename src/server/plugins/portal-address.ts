import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal's public address from configuration; links and redirects are built on it, never on the Host header. */
    portalUrl: string;
  }
}

/** Shares the configured portal address as `app.portalUrl` (no trailing slash). */
export const portalAddress = appPlugin<{ portalUrl: string }>('portal-address', async (app, { portalUrl }) => {
  app.decorate('portalUrl', portalUrl.replace(/\/+$/, ''));
});
