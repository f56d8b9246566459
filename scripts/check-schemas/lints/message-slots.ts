import { isSchemaNode } from '../../../src/engine/schema/json-schema.js';
import { editDistance } from '../closest-match.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { messageEntries } from '../message-entries.js';
import type { RuleSet } from '../rule-set.js';

const LINT = 'message-slots';

/**
 * Slot names something fills: error mapping (src/engine/validation/map-ajv-errors.ts) fills
 * the caption, the other field and the rule values it quotes; configuration fills the
 * globals (src/engine/content/portal-config.ts, and the portal's {year}); the server fills mail texts
 * (src/server/mail/mailer.ts callers) with the link, code and the person's names; a refusal's
 * notice fills the status (src/engine/flow/flow-effects.ts); a list node's summary fills the
 * count, the groups and their names (src/renderer/screen/list/list-summary.ts).
 */
const FILLED_SLOTS = [
  'caption', 'limit', 'other', 'otherCaption',
  'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'multipleOf',
  'product', 'phone', 'email', 'key',
  'status', 'link', 'code', 'minutes', 'firstName', 'lastName', 'username', 'portalUrl', 'year', 'number', 'requestId', 'model',
  'count', 'groups', 'names',
];

/**
 * Slots that look mistyped: `{minLenght}` one or two letters away from a slot that is
 * filled, or braces that do not form a slot (`{ caption}`, `{caption`), which
 * formatMessage would show to users as written. Slots far from every known name are
 * left alone: screens and code may fill slots of their own.
 */
export function checkMessageSlots({ set }: LintContext): Finding[] {
  const known = new Set([...FILLED_SLOTS, ...screenParamNames(set)]);
  const findings: Finding[] = [];
  for (const { file, pointer, text } of messageEntries(set)) {
    const stray = text.replace(/\{\w+\}/g, '').match(/[{}][^{}]{0,20}/);
    if (stray) {
      findings.push(finding(LINT, file, pointer, `"${stray[0]}" is not a slot: a slot is a name in braces with no spaces, like {caption}`, 'correct the braces or remove them'));
    }
    for (const [, name] of text.matchAll(/\{(\w+)\}/g)) {
      if (name === undefined || known.has(name)) continue;
      const near = [...known].find((candidate) => editDistance(name.toLowerCase(), candidate.toLowerCase()) <= 2);
      if (near) findings.push(finding(LINT, file, pointer, `slot {${name}} is filled by nothing`, `correct it to {${near}} if that is what it means`));
    }
  }
  return findings;
}

/** Param names screens pass to their texts. */
function screenParamNames(set: RuleSet): string[] {
  const names: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    if (!isSchemaNode(node)) return;
    if (isSchemaNode(node.params)) names.push(...Object.keys(node.params));
    Object.values(node).forEach(visit);
  };
  [...set.ofKind('screen'), ...set.ofKind('modal'), ...set.ofKind('frame')].forEach((file) => visit(file.json));
  return names;
}
