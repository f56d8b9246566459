import type { CodeKeywordDefinition } from 'ajv';
import { _, type Code } from 'ajv';
import { fieldPath } from './field-path.js';

/** A field whose value must not contain (or equal) the values of other fields. */
export interface OtherFieldsRule {
  field: string;
  others: string[];
  messageId: string;
  /**
   * `excludesFieldValues` only: which part of each other value (an e-mail address) is
   * forbidden: the part before the @, or each label of the domain but its last (of
   * EMAIL_DOMAIN_MIN_LABEL characters or more). The whole value when absent.
   */
  part?: 'emailLocalPart' | 'emailDomain';
}

/**
 * Domain labels shorter than this are not forbidden: a one- or two-letter label ("co", "b")
 * would forbid half the alphabet's pairs without protecting anything. The identity provider's
 * policy (src/server/identity/password-policy.ts) uses the same.
 */
export const EMAIL_DOMAIN_MIN_LABEL = 3;

/** Generated code: the list of forbidden strings a rule reads from one other value. */
function forbiddenParts(other: Code, part: OtherFieldsRule['part']): Code {
  const at = _`${other}.lastIndexOf("@")`;
  if (part === 'emailLocalPart') return _`[${at} < 0 ? ${other} : ${other}.slice(0, ${at})]`;
  if (part === 'emailDomain') return _`(${at} < 0 ? [] : ${other}.slice(${at} + 1).split(".").slice(0, -1).filter((label) => label.length >= ${EMAIL_DOMAIN_MIN_LABEL}))`;
  return _`[${other}]`;
}

/**
 * `excludesFieldValues` on an object: the password must not contain the first name,
 * last name or username, compared case-insensitively. As the spec says, the check only
 * applies when the field is at least as long as the other value, and empty values are
 * ignored. One error per offending other field, so each requirement line can tick.
 */
export const excludesFieldValues: CodeKeywordDefinition = {
  keyword: 'excludesFieldValues',
  type: 'object',
  schemaType: 'array',
  error: {
    message: 'must not contain another field',
    params: ({ params }) => _`{messageId: ${params.messageId}, other: ${params.other}}`,
  },
  code(cxt) {
    const { gen, data } = cxt;
    for (const rule of cxt.schema as OtherFieldsRule[]) {
      const value = _`${data}[${rule.field}]`;
      for (const other of rule.others) {
        const otherValue = _`${data}[${other}]`;
        // Contained means at least as long as the other value, as the spec's "checked when the
        // password is at least as long as that name" asks.
        const parts = forbiddenParts(otherValue, rule.part);
        const contains = _`typeof ${value} == "string" && typeof ${otherValue} == "string" && ${parts}.some((part) => part.length > 0 && ${value}.toLowerCase().includes(part.toLowerCase()))`;
        gen.if(contains, () =>
          cxt.error(false, { messageId: _`${rule.messageId}`, other: _`${other}` }, fieldPath(rule.field)),
        );
      }
    }
  },
};
