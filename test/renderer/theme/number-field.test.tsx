import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { testResources } from '../../support/form-resources.js';
import { renderForm } from '../forms/render-form.js';

const model: SchemaNode = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://provider-portal.example/schemas/models/test-number-field.json',
  type: 'object',
  properties: {
    role: { type: 'integer', title: 'Role' },
    question: { type: 'integer', title: 'Question' },
    count: { type: 'number', title: 'Count' },
  },
};
const options = (items: string) => ({ items, value: '/id', label: '/name' });
const data = { roles: [{ id: 1, name: 'Ordering' }, { id: 2, name: 'Servicing' }], questions: [{ id: 7, name: 'First pet?' }, { id: 9, name: 'First car?' }] };
const checks = { request: async () => ({ status: 200 }), scope: () => ({ data }) };

afterEach(() => vi.restoreAllMocks());

describe('a number field', () => {
  it('draws numbers picked from a list without building a locale number format, and saves the picks as numbers', async () => {
    const formats = vi.spyOn(Intl, 'NumberFormat');
    const onSubmit = vi.fn();
    const ui: SchemaNode = {
      model: 'test-number-field',
      role: { 'ui:widget': 'radio', 'ui:optionsFrom': options('$data/roles') },
      question: { 'ui:widget': 'select', 'ui:optionsFrom': options('$data/questions') },
      count: { 'ui:widget': 'hidden' },
    };
    renderForm(testResources(model.$id as string, ui, [model]), { onSubmit, checks });
    await userEvent.click(screen.getByLabelText(/Servicing/));
    await userEvent.selectOptions(screen.getByLabelText(/^Question/), 'First car?');
    expect(formats).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ role: 2, question: 9 }));
  });

  it('reads a number typed as text as a number', async () => {
    const onSubmit = vi.fn();
    renderForm(testResources(model.$id as string, { model: 'test-number-field', 'ui:order': ['count', '*'], role: { 'ui:widget': 'hidden' }, question: { 'ui:widget': 'hidden' } }, [model]), { onSubmit, checks });
    await userEvent.type(screen.getByLabelText(/^Count/), '2.50');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ count: 2.5 })));
  });
});
