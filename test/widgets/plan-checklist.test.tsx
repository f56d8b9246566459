import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaNode } from '../../src/engine/schema/json-schema.js';
import { testResources } from '../support/form-resources.js';
import { renderForm, serverError } from '../renderer/forms/render-form.js';

const model: SchemaNode = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://provider-portal.example/schemas/models/test-plan-checklist.json',
  type: 'object',
  properties: {
    plans: {
      type: 'array',
      title: 'Associated Health Plans',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: 'string' }, hasPin: { type: 'boolean' }, selected: { type: ['boolean', 'null'] }, pin: { type: ['string', 'null'] } },
      },
    },
  },
};
const ui: SchemaNode = { model: 'test-plan-checklist', plans: { 'ui:widget': 'planChecklist' } };
const rows = [
  { id: 1, name: 'Blue Valley Health', hasPin: true },
  { id: 2, name: 'Summit Care', hasPin: false },
];

describe('the plan checklist', () => {
  it('asks for a PIN only under a checked plan that has one, and keeps the rows with their choices', async () => {
    const onSubmit = vi.fn();
    renderForm(testResources(model.$id as string, ui, [model]), { onSubmit, initialData: { plans: rows } });
    expect(screen.queryByLabelText('PIN for Blue Valley Health')).toBeNull();
    await userEvent.click(screen.getByLabelText('Blue Valley Health'));
    await userEvent.type(screen.getByLabelText('PIN for Blue Valley Health'), '4321');
    await userEvent.click(screen.getByLabelText('Summit Care'));
    expect(screen.queryByLabelText(/PIN for Summit Care/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        plans: [
          { id: 1, name: 'Blue Valley Health', hasPin: true, selected: true, pin: '4321' },
          { id: 2, name: 'Summit Care', hasPin: false, selected: true },
        ],
      }),
    );
  });

  it("shows a row's own error under its PIN, tied to the input", async () => {
    renderForm(testResources(model.$id as string, ui, [model]), {
      initialData: { plans: [{ ...rows[0], selected: true, pin: '0000' }] },
      serverErrors: [serverError('/plans/0/pin', 'PIN does not match')],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const pin = screen.getByLabelText('PIN for Blue Valley Health');
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(pin.getAttribute('aria-describedby') as string)?.textContent).toBe('PIN does not match');
  });
});
