import { createRequire } from 'node:module';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import type { CompiledValidate } from '../../src/engine/validation/model-validator.js';

/**
 * Runs a generated validators module from memory, as Node would run the file on disk.
 * Boundary cases are judged by exactly the code the generated tests import, and in
 * check mode nothing is written, so the module cannot be read back from disk.
 */
export function loadValidatorCode(code: string, path: string): Record<string, CompiledValidate> {
  const filename = join(REPO_ROOT, path);
  const module = { exports: {} as Record<string, CompiledValidate> };
  const wrapper = runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename }) as (
    exports: object,
    require: NodeJS.Require,
    module: object,
  ) => void;
  wrapper(module.exports, createRequire(filename), module);
  return module.exports;
}
