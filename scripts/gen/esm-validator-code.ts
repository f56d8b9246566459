/**
 * Turns ajv's standalone CommonJS output into an ES module whose default export is the
 * same map of validators by schema `$id`.
 *
 * ajv cannot emit ESM for us (its ESM export names must be identifiers; ours are URLs and
 * rjsf's numeric hashes), and Vite's dev server does not transform CommonJS in src/. The
 * runtime helpers ajv requires are CommonJS; `(ns.default?.p ?? ns.p)` reads an export the
 * same way under Node's interop (namespace default = module.exports) and a bundler's
 * (`__esModule` default = exports.default), so one file serves tsx, vitest, dev and build.
 */
export function toEsModule(commonJs: string): string {
  const imports: string[] = [];
  const names = new Map<string, string>();
  const nameFor = (specifier: string) => {
    let name = names.get(specifier);
    if (!name) {
      name = `__runtime${names.size}`;
      names.set(specifier, name);
      const path = specifier.endsWith('.js') ? specifier : `${specifier}.js`;
      imports.push(`import * as ${name} from ${JSON.stringify(path)};`);
    }
    return name;
  };
  let body = commonJs
    .replace(/^"use strict";\s*/, '')
    .replace(/require\("([^"]+)"\)((?:\.[A-Za-z_$][\w$]*)?)/g, (_match, specifier: string, property: string) => {
      const name = nameFor(specifier);
      return property ? `(${name}.default?${property} ?? ${name}${property})` : `(${name}.default ?? ${name})`;
    })
    .replace(/^exports\[/gm, '__validators[')
    .replace(/^exports\.([A-Za-z_$][\w$]*) =/gm, '__validators["$1"] =');
  if (/\brequire\(|\bmodule\.exports\b|^exports\./m.test(body)) {
    throw new Error('ajv standalone output has a CommonJS form this conversion does not know');
  }
  body = `const __validators = {};\nexport default __validators;\n${body}`;
  return [...imports, body].join('\n');
}
