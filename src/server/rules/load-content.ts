import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PortalConfig } from '../../engine/content/portal-config.js';
import { mergeMessageFiles, type MessageCatalogue, type MessageFile } from '../../engine/messages/message-catalogue.js';
import { bundleSchema } from '../../engine/schema/bundle-schema.js';
import type { SchemaNode } from '../../engine/schema/json-schema.js';
import { loadSchemaRegistry, modelId, modelNames, readJsonTree, REPO_ROOT } from './load-rule-files.js';

/** The message catalogue: every file under schemas/messages merged (a duplicate id throws). */
export function loadMessageCatalogue(root = REPO_ROOT): MessageCatalogue {
  const files: Record<string, MessageFile> = {};
  for (const { file, json } of readJsonTree('schemas/messages', root)) files[file] = json as MessageFile;
  return mergeMessageFiles(files);
}

/** schemas/config/portal.json, the product's names, switches and static header. */
export function loadPortalConfig(root = REPO_ROOT): PortalConfig {
  return JSON.parse(readFileSync(join(root, 'schemas/config/portal.json'), 'utf8')) as PortalConfig;
}

/**
 * Every model under schemas/models, bundled into one self-contained schema each, by name.
 *
 * Bundled at start-up rather than read from src/generated/models: it is the same function
 * `npm run gen` uses, so the result is identical, and the server never depends on a stale
 * generation step.
 */
export function loadBundledModels(root = REPO_ROOT): Map<string, SchemaNode> {
  const registry = loadSchemaRegistry(root);
  return new Map(modelNames(root).map((name) => [name, bundleSchema(registry, modelId(name))]));
}
