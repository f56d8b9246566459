import { formatMessage } from '../../src/engine/messages/format-message.js';
import type { MessageParams } from '../../src/engine/messages/message-catalogue.js';
import { messageGlobals, type PortalConfig } from '../../src/engine/content/portal-config.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import type { NodeTypeRegistry } from '../../src/engine/screen/node-type.js';
import { loadNodeTypes } from '../../src/server/rules/node-types.js';
import { baseName } from '../check-schemas/file-kind.js';
import { buildRuleSet, readRuleFiles, type RuleSet } from '../check-schemas/rule-set.js';
import type { MessageContext } from '../../test/support/catalogue.js';

/** Everything the book's parts read: the rule files as check:schemas reads them, and their texts. */
export interface BookContext {
  set: RuleSet;
  messages: MessageContext;
  nodeTypes: NodeTypeRegistry;
  /** A catalogue text with its slots filled (an unknown id shows as itself). */
  say(id: string, params?: MessageParams): string;
  /** A bundled model by name (its `$ref`s inlined), if it bundles. */
  model(name: string): SchemaNode | undefined;
  /** A ui file by name, its `extends` resolved. */
  ui(name: string): SchemaNode | undefined;
  /** A configuration file of schemas/config by name. */
  config(name: string): SchemaNode | undefined;
  /** A shared modal of flows/modals by id. */
  modal(id: string): SchemaNode | undefined;
}

/**
 * Reads the rule files under `root` (the repo, or a temporary copy in tests) the way
 * `npm run check:schemas` does, ui `extends` resolved, so the book describes exactly what the
 * portal draws. Screen node types are code, not rule files: they come from the repo itself.
 */
export function loadBookContext(root: string): BookContext {
  const { files } = readRuleFiles(root);
  return bookContextOf(buildRuleSet(root, files));
}

/** The book's reading of a rule set already built (diff:rules reads each side's in the book's words). */
export function bookContextOf(set: RuleSet): BookContext {
  const configs = new Map(set.ofKind('config').map((f) => [baseName(f.file), f.json]));
  const portal = (configs.get('portal') ?? {}) as PortalConfig;
  const messages: MessageContext = { catalogue: set.catalogue, globals: messageGlobals(portal) };
  const modals = new Map(set.ofKind('modal').map((f) => [baseName(f.file), f.json]));
  const node = (value: unknown) => (isSchemaNode(value) ? value : undefined);
  return {
    set,
    messages,
    nodeTypes: loadNodeTypes(),
    say: (id, params = {}) => formatMessage(messages.catalogue, id, params, messages.globals),
    model: (name) => {
      const file = set.models.get(name);
      return file ? set.bundle(file).schema : undefined;
    },
    ui: (name) => node(set.uis.get(name)?.json),
    config: (name) => node(configs.get(name)),
    modal: (id) => node(modals.get(id)),
  };
}
