import { noticeComment, type GeneratedFile } from './generated-file.js';
import type { GenerationTarget } from './generation-targets.js';
import type { RuleCase } from './rule-cases.js';

/** What a rule test file is made of. `base` is the model value fields are varied in (models only). */
export interface RuleTestInput {
  target: GenerationTarget;
  cases: readonly RuleCase[];
  base?: unknown;
}

/**
 * test/generated/<name>.rules.test.ts: one `it` per case, values and expected texts
 * written literally, so a reviewer reads a rule change in the test diff. The file
 * imports the generated validator and bundled schema: the tests check what ships.
 */
export function testFile({ target, cases, base }: RuleTestInput): GeneratedFile {
  const depth = target.name.split('/').length;
  const up = '../'.repeat(depth + 1);
  const support = `${'../'.repeat(depth)}support`;
  const lines = [
    noticeComment(target.source).trimEnd(),
    '// @vitest-environment node',
    "import { describe, expect, it } from 'vitest';",
    `import { createModelValidator } from '${up}src/engine/validation/model-validator.js';`,
    `import schema from '${up}src/generated/models/${target.name}.json';`,
    `import validators from '${up}src/generated/validators/${target.name}.js';`,
    `import { loadMessageContext } from '${support}/catalogue.js';`,
    `import { messagesAt, rootValidator } from '${support}/field-errors.js';`,
    '',
    'const validate = createModelValidator(rootValidator(validators, schema), schema, loadMessageContext());',
    `const base: unknown = ${base === undefined ? 'undefined' : JSON.stringify(base)};`,
    '',
    `describe(${str(`${target.name} (${target.source})`)}, () => {`,
  ];
  if (target.kind === 'model') {
    lines.push(
      `  it(${str(`${target.name}: accepts its complete example (the model's first, or each field's first)`)}, () => {`,
      '    expect(validate(base)).toEqual([]);',
      '  });',
    );
  }
  for (const c of cases) {
    lines.push(`  it(${str(c.title)}, () => {`);
    const call = `messagesAt(validate, base, ${str(c.path)}, ${literal(c.value)})`;
    if (c.kind === 'accepts') lines.push(`    expect(${call}).toEqual([]);`);
    else {
      const expected = `{ messageId: ${str(c.expected.messageId)}, message: ${str(c.expected.message)} }`;
      lines.push(c.only ? `    expect(${call}).toEqual([${expected}]);` : `    expect(${call}).toContainEqual(${expected});`);
    }
    lines.push('  });');
  }
  if (target.kind === 'def' && cases.length === 0) {
    // vitest fails a file without tests; a def with no examples still ships a validator.
    lines.push(`  it(${str(`${target.name}: has a precompiled validator`)}, () => {`, '    expect(validate).toBeTypeOf(\'function\');', '  });');
  }
  lines.push('});', '');
  return { path: `test/generated/${target.name}.rules.test.ts`, content: lines.join('\n') };
}

/** A value as TypeScript source: strings as `str` writes them, anything else as JSON. */
function literal(value: unknown): string {
  return typeof value === 'string' ? str(value) : JSON.stringify(value);
}

/**
 * A string literal in the first quote kind the text does not hold (test titles quote
 * values as 'x' and objects as JSON; backslashes would make them hard to read).
 */
function str(text: string): string {
  const json = JSON.stringify(text);
  const body = json.slice(1, -1).replace(/\\"/g, '"');
  if (!text.includes("'")) return `'${body}'`;
  if (!text.includes('"')) return json;
  if (!/`|\$\{/.test(text)) return `\`${body}\``;
  return json;
}
