import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaNode } from '../../src/engine/schema/json-schema.js';
import { testResources } from '../support/form-resources.js';
import type { BoundRequest, CallResult } from '../../src/engine/flow/call.js';
import { renderForm, serverError } from '../renderer/forms/render-form.js';
import { text } from '../support/rules.js';

const model: SchemaNode = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://provider-portal.example/schemas/models/test-plan-checklist.json',
  type: 'object',
  properties: {
    plans: {
      type: 'array',
      title: text('caption.associatedHealthPlans'),
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
    expect(screen.queryByLabelText(text('planChecklist.pin', { plan: 'Blue Valley Health' }))).toBeNull();
    await userEvent.click(screen.getByLabelText('Blue Valley Health'));
    await userEvent.type(screen.getByLabelText(text('planChecklist.pin', { plan: 'Blue Valley Health' })), '4321');
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
    const pin = screen.getByLabelText(text('planChecklist.pin', { plan: 'Blue Valley Health' }));
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(pin.getAttribute('aria-describedby') as string)?.textContent).toBe('PIN does not match');
  });

  it("checks a row's PIN as it is left, with the row as $item, and forgets that answer when a check replaces the list", async () => {
    const checked: SchemaNode = {
      model: 'test-plan-checklist',
      plans: {
        'ui:widget': 'planChecklist',
        items: { pin: { 'ui:check': { call: { method: 'POST', path: '/api/pin', body: { id: '$item/id', pin: '$item/pin' } }, outcomes: [{ status: '4xx', fieldErrors: true }] } } },
      },
      name: { 'ui:check': { call: { method: 'POST', path: '/api/plans' }, outcomes: [{ status: 200, set: { '/plans': '$result/body/plans' } }] } },
    };
    const withName: SchemaNode = { ...model, properties: { ...(model.properties as object), name: { type: 'string', title: 'Name' } } };
    const request = vi.fn(async ({ url }: BoundRequest): Promise<CallResult> =>
      url === '/api/pin' ? { status: 422, body: { errors: [serverError('/pin', 'PIN does not match')] } } : { status: 200, body: { plans: [{ id: 9, name: 'Coastal', hasPin: true, selected: true }] } },
    );
    renderForm(testResources(model.$id as string, checked, [withName]), {
      initialData: { plans: [{ ...rows[0], selected: true }] },
      checks: { request, scope: (data) => ({ this: data }) },
    });
    const pin = screen.getByLabelText(text('planChecklist.pin', { plan: 'Blue Valley Health' }));
    await userEvent.type(pin, '0000');
    await userEvent.tab();
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith({ method: 'POST', url: '/api/pin', body: { id: 1, pin: '0000' } }), { timeout: 2000 });
    await vi.waitFor(() => expect(document.getElementById(pin.getAttribute('aria-describedby') ?? '')?.textContent).toBe('PIN does not match'));
    // Another identifier's plans replace the list: the new first row carries no old answer.
    await userEvent.type(screen.getByLabelText(/^Name/), 'x');
    await userEvent.tab();
    const fresh = await screen.findByLabelText(text('planChecklist.pin', { plan: 'Coastal' }), {}, { timeout: 2000 });
    expect(fresh.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('PIN does not match')).toBeNull();
  });
});
