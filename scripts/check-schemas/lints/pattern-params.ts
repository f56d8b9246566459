import { toPointer } from '../../../src/engine/schema/json-pointer.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { walkSchema } from '../walk-schema.js';

/**
 * A pattern rule's `params` quote the limit its pattern holds ("at least {letters} letters"
 * beside `{3}`): a number named there must be written in the pattern too, so changing one
 * without the other is caught instead of a message that no longer says what the rule does.
 */
export function checkPatternParams({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const file of [...set.ofKind('def'), ...set.ofKind('model')]) {
    walkSchema(file.json, ({ node, segments }) => {
      const rules = node.patternRules;
      if (!Array.isArray(rules)) return;
      rules.forEach((rule: { pattern?: unknown; params?: Record<string, unknown> }, index) => {
        if (typeof rule?.pattern !== 'string' || typeof rule.params !== 'object' || rule.params === null) return;
        const numbers = new Set((rule.pattern.match(/\d+/g) ?? []).map(Number));
        for (const [name, value] of Object.entries(rule.params)) {
          if (typeof value !== 'number' || numbers.has(value)) continue;
          findings.push(
            finding(
              'pattern-params',
              file.file,
              toPointer([...segments, 'patternRules', String(index), 'params', name]),
              `param "${name}" is ${value}, but the pattern "${rule.pattern}" holds no ${value}`,
              'write the limit the pattern holds, or change the pattern with it',
            ),
          );
        }
      });
    });
  }
  return findings;
}
