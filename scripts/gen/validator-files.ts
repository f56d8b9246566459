import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { addPortalKeywords } from '../../src/engine/keywords/index.js';
import type { SchemaNode } from '../../src/engine/schema/json-schema.js';
import { toEsModule } from './esm-validator-code.js';
import { noticeComment, type GeneratedFile } from './generated-file.js';
import type { GenerationTarget } from './generation-targets.js';

/**
 * The precompiled validators module of a bundled schema, as CommonJS source. Standalone
 * code needs no `new Function` at run time, so it works under a strict Content Security
 * Policy. CommonJS because the ESM form names exports after schema ids, and URL ids are
 * not valid export names. The options are the ones the browser and server use.
 */
export function compileValidatorCode(schema: SchemaNode): string {
  return compileSchemaValidatorsCode(schema as RJSFSchema, {
    // strictTuples off: a fixed list of rows (the five security questions, the first three
    // required) may be empty when its field is hidden, so it cannot carry minItems.
    // verbose and messages off: the engine maps each error by its keyword and params to the
    // catalogue, so ajv's English texts and the schema copies verbose adds to every error are
    // dead weight on the phone (a sixth of each validator).
    ajvOptionsOverrides: { $data: true, allErrors: true, strictTuples: false, verbose: false, messages: false },
    extenderFn: (ajv) => addPortalKeywords(ajv),
  });
}

/** src/generated/validators/<name>.js (an ES module) and the .d.ts that types it. */
export function validatorFiles(target: GenerationTarget, code: string): GeneratedFile[] {
  const base = `src/generated/validators/${target.name}`;
  const depth = target.name.split('/').length;
  const engine = `${'../'.repeat(depth + 1)}engine/validation/model-validator.js`;
  return [
    { path: `${base}.js`, content: noticeComment(target.source) + toEsModule(code).trimEnd() + '\n' },
    {
      path: `${base}.d.ts`,
      content:
        noticeComment(target.source) +
        `import type { CompiledValidate } from '${engine}';\n\n` +
        `/** Precompiled validate functions keyed by schema \`$id\`; the root schema's id gives the whole-model validator. */\n` +
        `declare const validators: Record<string, CompiledValidate>;\n` +
        `export default validators;\n`,
    },
  ];
}
