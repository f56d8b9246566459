import type { PortalConfig } from '../../engine/content/portal-config.js';
import { messageGlobals } from '../../engine/content/portal-config.js';
import type { MessageCatalogue, MessageParams } from '../../engine/messages/message-catalogue.js';
import type { SchemaNode } from '../../engine/schema/json-schema.js';
import { loadBundledModels, loadMessageCatalogue, loadPortalConfig } from '../rules/load-content.js';
import { REPO_ROOT } from '../rules/load-rule-files.js';
import { appPlugin } from './app-plugin.js';

/** The rule files the server answers from, read once at start-up. */
export interface PortalContent {
  config: PortalConfig;
  /** schemas/messages, plus server-only texts the catalogue does not (yet) define. */
  catalogue: MessageCatalogue;
  /** Values every message may quote: product, phone, email, key. */
  globals: MessageParams;
  /** Bundled model schemas by name ("registration"). */
  models: ReadonlyMap<string, SchemaNode>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The rule files (config, catalogue, models) every route answers from. */
    content: PortalContent;
  }
}

/** Reads config, catalogue and models from a checkout (the repo itself by default). */
export function loadPortalContent(root = REPO_ROOT): PortalContent {
  const config = loadPortalConfig(root);
  return {
    config,
    // The schema catalogue wins, so an analyst can reword a server text without code.
    catalogue: loadMessageCatalogue(root),
    globals: messageGlobals(config),
    models: loadBundledModels(root),
  };
}

/** Decorates the app with `content`, shared by every plugin and route. */
export const portalContent = appPlugin<{ content: PortalContent }>('portal-content', async (app, { content }) => {
  app.decorate('content', content);
});
