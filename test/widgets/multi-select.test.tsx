import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaNode } from '../../src/engine/schema/json-schema.js';
import { testResources } from '../support/form-resources.js';
import { renderForm } from '../renderer/forms/render-form.js';
import { text } from '../support/rules.js';

const model: SchemaNode = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://provider-portal.example/schemas/models/test-add-plans.json',
  type: 'object',
  properties: { plans: { type: 'array', title: text('caption.healthPlans'), items: { type: 'string' }, uniqueItems: true } },
};
const ui: SchemaNode = {
  model: 'test-add-plans',
  plans: { 'ui:widget': 'multiSelect', 'ui:optionsFrom': { items: '$data/clients', value: '/id', label: '/name', disabled: '/selected' } },
};
const clients = [
  { id: 'p1', name: 'Blue Valley Health', selected: true },
  { id: 'p2', name: 'Summit Care' },
  { id: 'p3', name: 'Summit Senior Plan' },
  { id: 'p4', name: 'Harbor Health Partners' },
];

describe('the searchable multi-select', () => {
  it('filters options by what is typed, keeps checked ones in view, and leaves held plans unpickable', async () => {
    const onSubmit = vi.fn();
    renderForm(testResources(model.$id as string, ui, [model]), { onSubmit, checks: { request: async () => ({ status: 200 }), scope: () => ({ data: { clients } }) } });
    expect((screen.getByLabelText('Blue Valley Health') as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('Harbor Health Partners'));
    await userEvent.type(screen.getByLabelText(text('multiSelect.search', { caption: 'caption.healthPlans' })), 'summit');
    expect(screen.getByRole('status').textContent).toBe(text('multiSelect.shown', { count: 3, total: 4 }));
    expect(screen.queryByLabelText('Blue Valley Health')).toBeNull();
    expect(screen.getByLabelText('Harbor Health Partners')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Summit Senior Plan'));
    await userEvent.clear(screen.getByLabelText(text('multiSelect.search', { caption: 'caption.healthPlans' })));
    await userEvent.type(screen.getByLabelText(text('multiSelect.search', { caption: 'caption.healthPlans' })), 'zzz');
    expect(screen.getByRole('status').textContent).toBe(text('multiSelect.shown', { count: 2, total: 4 }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ plans: ['p3', 'p4'] }));
  });
});
