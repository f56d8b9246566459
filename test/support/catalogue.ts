import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messageGlobals, type PortalConfig } from '../../src/engine/content/portal-config.js';
import { mergeMessageFiles, type MessageCatalogue, type MessageFile } from '../../src/engine/messages/message-catalogue.js';
import type { MessageParams } from '../../src/engine/messages/message-catalogue.js';
import { readJsonTree, REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

/** What tests need to turn errors into texts: the merged catalogue and the configuration globals. */
export interface MessageContext {
  catalogue: MessageCatalogue;
  globals: MessageParams;
}

/**
 * The message catalogue as the portal builds it, read from schemas/messages and
 * schemas/config/portal.json. The generator computes expected texts with this very
 * function, so a generated test and its generation cannot disagree about a text.
 */
export function loadMessageContext(root = REPO_ROOT): MessageContext {
  const files: Record<string, MessageFile> = {};
  for (const { file, json } of readJsonTree('schemas/messages', root)) files[file] = json as MessageFile;
  const config = JSON.parse(readFileSync(join(root, 'schemas/config/portal.json'), 'utf8')) as PortalConfig;
  return { catalogue: mergeMessageFiles(files), globals: messageGlobals(config) };
}
