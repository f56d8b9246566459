import { describe, expect, it } from 'vitest';
import { errorSummaryLines } from '../../../src/engine/forms/error-summary.js';
import { formatMessage } from '../../../src/engine/messages/format-message.js';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import type { FieldError } from '../../../src/engine/validation/field-error.js';
import registration from '../../../src/generated/models/registration.json';
import { testCatalogue, testGlobals } from '../../support/form-resources.js';
import { text } from '../../support/rules.js';

const schema = registration as unknown as SchemaNode;

/** An error as the form holds it: the catalogue's text at a field. */
const errorAt = (path: string, messageId: string, params: Record<string, string> = {}): FieldError => ({
  path,
  messageId,
  params,
  message: text(messageId, params),
});

/** What a summary line reads, as the portal draws it. */
const read = (errors: FieldError[]) => errorSummaryLines(errors, schema, testCatalogue).map((line) => formatMessage(testCatalogue, line.messageId, line.params, testGlobals));

describe('errorSummaryLines', () => {
  it('says an error that already names its field as it is', () => {
    const error = errorAt('/lastName', 'field.required', { caption: 'caption.lastName' });
    expect(read([error])).toEqual([error.message]);
  });

  it('names the field before an error that does not', () => {
    const error = errorAt('/termsOfUse', 'termsOfUse.required');
    expect(read([error])).toEqual([text('form.errorSummary.item', { field: text('caption.agreeTermsOfUse'), message: error.message })]);
  });

  it('names the row of a list a field stands in, since every row has the same fields', () => {
    const error = errorAt('/securityAnswers/1/Answer', 'field.required', { caption: 'caption.answer' });
    const row = text('form.rowTitle', { title: text('caption.securityQuestion'), number: 2 });
    expect(read([error])).toEqual([text('form.errorSummary.item', { field: row, message: error.message })]);
  });

  it('keeps each line at its field, in the order given', () => {
    const errors = [errorAt('/fax', 'fax.invalid'), errorAt('', 'field.required', { caption: 'caption.firstName' })];
    expect(errorSummaryLines(errors, schema, testCatalogue).map((line) => line.pointer)).toEqual(['/fax', '']);
  });
});
