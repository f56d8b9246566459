import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { testResources } from '../../support/form-resources.js';
import { renderForm } from './render-form.js';
import { text } from '../../support/rules.js';

const model: SchemaNode = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://provider-portal.example/schemas/models/test-flexset.json',
  type: 'object',
  properties: {
    identifiers: {
      type: 'array',
      title: text('caption.providerIdentifiers'),
      items: { type: 'object', required: ['value'], properties: { value: { type: 'string', title: 'NPI', pattern: '^[0-9]{10}$' } } },
    },
  },
};
const ui: SchemaNode = { model: 'test-flexset', identifiers: { 'ui:options': { flexset: true } } };

const addButton = () => screen.getByRole('button', { name: /^Add/ }) as HTMLButtonElement;
const deleteButtons = () => screen.getAllByRole('button', { name: /^Delete row/ }) as HTMLButtonElement[];

describe('a flexset (repeatable rows with the spec rules)', () => {
  it('restores one default row to an empty list, and allows no new row while a row is invalid', async () => {
    renderForm(testResources(model.$id as string, ui, [model]));
    expect(await screen.findAllByLabelText(/^NPI/)).toHaveLength(1);
    expect(addButton().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(/^NPI/), '1234567893');
    expect(addButton().disabled).toBe(false);
    await userEvent.click(addButton());
    expect(screen.getAllByLabelText(/^NPI/)).toHaveLength(2);
    expect(addButton().disabled).toBe(true);
    // The add button is disabled by the new, empty row: focus goes on to that row's first field, not to the page.
    expect(document.activeElement).toBe(screen.getAllByLabelText(/^NPI/)[1]);
  });

  it('restricts deleting the one row left while it is invalid, and allows it among others', async () => {
    renderForm(testResources(model.$id as string, ui, [model]));
    await userEvent.type(await screen.findByLabelText(/^NPI/), '1234567893');
    await userEvent.click(addButton());
    expect(deleteButtons().every((button) => !button.disabled)).toBe(true);
    await userEvent.click(deleteButtons()[0] as HTMLButtonElement);
    expect(screen.getAllByLabelText(/^NPI/)).toHaveLength(1);
    expect(deleteButtons()[0]?.disabled).toBe(true);
  });
});
