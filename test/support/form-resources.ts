import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { addPortalKeywords } from '../../src/engine/keywords/index.js';
import { mergeMessageFiles, type MessageCatalogue, type MessageFile } from '../../src/engine/messages/message-catalogue.js';
import { bundleSchema } from '../../src/engine/schema/bundle-schema.js';
import type { SchemaNode, SchemaRegistry } from '../../src/engine/schema/json-schema.js';
import { createModelValidator } from '../../src/engine/validation/model-validator.js';
import type { FormResources } from '../../src/renderer/screen/screen-runtime.js';
import portalConfig from '../../schemas/config/portal.json';
import { messageGlobals, type PortalConfig } from '../../src/engine/content/portal-config.js';
import { resolveUiExtends } from '../../src/engine/content/ui-extends.js';
import { callLibrary, resolveNamedCallsOrThrow } from '../../src/engine/flow/named-calls.js';

const messageFiles = import.meta.glob<MessageFile>('../../schemas/messages/**/*.json', { eager: true, import: 'default' });
const ruleFiles = import.meta.glob<SchemaNode>(['../../schemas/defs/*.json', '../../schemas/models/*.json'], { eager: true, import: 'default' });
const uiFiles = import.meta.glob<SchemaNode>('../../schemas/ui/*.json', { eager: true, import: 'default' });
const calls = callLibrary(Object.values(import.meta.glob<unknown>('../../flows/calls/*.json', { eager: true, import: 'default' })));

/** A ui file as the portal draws it: its `extends` and the calls it names (flows/calls/) resolved. */
export function drawnUi(name: string): SchemaNode {
  const written = (file: string) => uiFiles[`../../schemas/ui/${file}.json`];
  return resolveNamedCallsOrThrow(resolveUiExtends(name, written), calls, `schemas/ui/${name}.json`);
}

/** The real message catalogue. */
export const testCatalogue: MessageCatalogue = mergeMessageFiles(messageFiles);
/** The real configuration globals ({product}, {phone}...). */
export const testGlobals = messageGlobals(portalConfig as unknown as PortalConfig);

/** All real rule files by `$id`, plus extra (fixture) schemas. */
export function testRegistry(extra: readonly SchemaNode[] = []): SchemaRegistry {
  const registry: Record<string, SchemaNode> = {};
  for (const file of [...Object.values(ruleFiles), ...extra]) registry[file.$id as string] = file;
  return registry;
}

/**
 * Form resources compiled at run time with the same keywords as the generated validators.
 * Only tests do this: the browser uses precompiled code (CSP), the rules are the same.
 */
export function testResources(rootId: string, ui: SchemaNode, extra: readonly SchemaNode[] = []): FormResources {
  const schema = bundleSchema(testRegistry(extra), rootId);
  const ajv = addPortalKeywords(addFormats(new Ajv({ allErrors: true, $data: true, strict: false })));
  const validate = ajv.compile(schema);
  const validator = customizeValidator({
    ajvOptionsOverrides: { $data: true, allErrors: true, strict: false },
    extenderFn: (instance) => addPortalKeywords(instance),
  });
  return {
    schema,
    ui,
    validator: validator as unknown as FormResources['validator'],
    validate: createModelValidator(validate, schema, { catalogue: testCatalogue, globals: testGlobals }),
  } satisfies FormResources & { schema: SchemaNode };
}
