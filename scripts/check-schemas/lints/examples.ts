import { showValue } from '../show-value.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { createExampleValidators, type ExampleCheck } from '../example-validator.js';
import { bundledSchemaFiles, forEachSchemaNode } from '../schema-files.js';

/**
 * `examples` must pass their own schema and `invalidExamples` must fail it with the
 * declared message id (and a message whose slots are all filled). Examples are the
 * analyst's statement of intent, so a mismatch means either the rule or the example is
 * wrong; generated tests are built from them too. A `pattern` that rejects its own example
 * is named as such, since the pattern is then the usual culprit.
 */
export function checkExamples({ set, metaValid }: LintContext): Finding[] {
  const findings: Finding[] = [];
  const validatorFor = createExampleValidators(set.catalogue);
  for (const bundled of bundledSchemaFiles(set)) {
    const { file, bundle } = bundled;
    if (!metaValid(file.file)) continue;
    forEachSchemaNode(bundled, file.json, ({ node, pointer }) => {
      const examples = Array.isArray(node.examples) ? node.examples : [];
      const invalid = Array.isArray(node.invalidExamples) ? node.invalidExamples : [];
      if (examples.length === 0 && invalid.length === 0) return;
      let check: ExampleCheck;
      try {
        check = validatorFor(bundle, pointer);
      } catch (error) {
        // Below the root a node may lean on its surroundings ($data, local refs): only a
        // whole file that does not compile is the analyst's problem.
        if (pointer === '') findings.push(finding('examples', file.file, '', `the schema does not compile (${(error as Error).message})`, 'fix the keyword the message names'));
        return;
      }
      examples.forEach((example, index) => findings.push(...checkExample(file.file, pointer, index, example, check)));
      invalid.forEach((entry, index) => findings.push(...checkInvalidExample(file.file, pointer, index, entry, check)));
    });
  }
  return findings;
}

function checkExample(file: string, pointer: string, index: number, example: unknown, check: ExampleCheck): Finding[] {
  const { errors, raw } = check(example);
  if (errors.length === 0) return [];
  const findings: Finding[] = [];
  const patternFailed = raw.some((error) => error.keyword === 'pattern' && error.instancePath === '' && error.schemaPath === '#/pattern');
  if (patternFailed) {
    findings.push(finding('examples', file, `${pointer}/pattern`, `the pattern rejects its own example ${showValue(example)} (examples/${index})`, 'correct the pattern or the example'));
    if (raw.length === 1) return findings;
  }
  findings.push(
    finding('examples', file, `${pointer}/examples/${index}`, `example ${showValue(example)} fails its own schema: ${describe(errors)}`, 'correct the example or the rule'),
  );
  return findings;
}

function checkInvalidExample(file: string, pointer: string, index: number, entry: unknown, check: ExampleCheck): Finding[] {
  if (typeof entry !== 'object' || entry === null || !('value' in entry)) return [];
  const { value, messageId, path } = entry as { value: unknown; messageId?: unknown; path?: unknown };
  const at = `${pointer}/invalidExamples/${index}`;
  const { errors } = check(value);
  if (errors.length === 0) {
    return [finding('examples', file, `${at}/value`, `invalid example ${showValue(value)} passes the schema`, 'tighten the rule so it fails, or remove the example')];
  }
  const matching = errors.filter((error) => error.messageId === messageId && (typeof path !== 'string' || error.path === path));
  if (matching.length === 0) {
    const where = typeof path === 'string' ? ` at ${path || '(the value)'}` : '';
    return [
      finding('examples', file, `${at}/messageId`, `invalid example ${showValue(value)} fails with ${describe(errors)}, not with "${String(messageId)}"${where}`, 'declare the id it fails with, or fix the rule'),
    ];
  }
  const unfilled = matching[0]?.message.match(/\{\w+\}/);
  if (unfilled) {
    return [
      finding('examples', file, `${at}/messageId`, `message "${String(messageId)}" would show ${unfilled[0]} to users here ("${matching[0]?.message}")`, 'add the rule value it quotes or use a message whose slots this field fills'),
    ];
  }
  return [];
}

function describe(errors: readonly { path: string; messageId: string }[]): string {
  return errors.map((error) => `"${error.messageId}"${error.path ? ` at ${error.path}` : ''}`).join(', ');
}
