import type { CodeKeywordDefinition } from 'ajv';
import { _ } from 'ajv';
import { usePattern } from 'ajv/dist/vocabularies/code.js';
import { isSchemaNode } from '../schema/json-schema.js';

/**
 * The characters the spec's valid-character check refuses: every control character except
 * tab, line feed and vertical tab (C0 0-8 and 12-31, DEL and C1 127-159). NUL among them is
 * what a PostgreSQL text column cannot hold.
 */
export const INVALID_CHARACTER_PATTERN = '[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]';

/**
 * `validCharacters: true`: the spec's "valid-character check on every validated control"
 * (printable characters plus tab, line feed and vertical tab). `false` turns it off for a
 * field, as the spec allows. Bundling adds `true` to every string schema that does not say
 * (see with-valid-characters.ts), so no model can forget it.
 *
 * The message is the field's own: `messages.validCharacters`, else its `messages.pattern`
 * (a field with a character rule already says what it accepts), else `field.invalid`.
 */
export const validCharacters: CodeKeywordDefinition = {
  keyword: 'validCharacters',
  type: 'string',
  schemaType: 'boolean',
  error: {
    message: 'must not contain control characters',
    params: ({ params }) => _`{messageId: ${params.messageId}}`,
  },
  code(cxt) {
    if (cxt.schema !== true) return;
    const messages = isSchemaNode(cxt.parentSchema.messages) ? cxt.parentSchema.messages : {};
    const own = messages.validCharacters ?? messages.pattern;
    const messageId = typeof own === 'string' ? own : 'field.invalid';
    const invalid = usePattern(cxt, INVALID_CHARACTER_PATTERN);
    cxt.gen.if(_`${invalid}.test(${cxt.data})`, () => cxt.error(false, { messageId: _`${messageId}` }));
  },
};
