import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BoundRequest, CallResult } from '../../../src/engine/flow/call.js';
import { drawnUi, testResources } from '../../support/form-resources.js';
import { modelIdOf } from '../../support/model-id.js';
import { text } from '../../support/rules.js';
import { renderForm, serverError } from './render-form.js';

const plans = [
  { id: 101, name: 'Alpha Health', isSso: false, isUnsupported: false, url: null },
  { id: 104, name: 'Delta Unsupported', isSso: false, isUnsupported: true, url: 'https://delta.example' },
  { id: 106, name: 'Evergreen', isSso: false, isUnsupported: false, url: null },
];

const fieldAt = (pointer: string) => within(document.querySelector<HTMLElement>(`[data-field="${pointer}"]`) as HTMLElement);

describe('a field check written "on": "choice"', () => {
  it('asks the server as soon as a plan is chosen, before the select is left: a refusal shows at the select, a PIN plan brings its PIN field', async () => {
    const request = vi.fn(async ({ body }: BoundRequest): Promise<CallResult> => {
      const { id } = body as { id: number };
      if (id === 104) return { status: 422, body: { errors: [serverError('/id', text('registration.healthPlanUnsupported'))] } };
      return { status: 200, body: { validity: true, pinRequired: id === 106 } };
    });
    renderForm(testResources(modelIdOf('health-plan-details'), drawnUi('health-plan-details')), {
      checks: { request, scope: (data) => ({ data: { healthPlans: { clientList: plans } }, this: data }) },
      submit: { label: 'addHealthPlans.save', event: 'savePlan' },
      actions: [],
    });
    const picker = screen.getByRole('combobox', { name: new RegExp(`^${text('caption.healthPlan')}`) });
    await userEvent.selectOptions(picker, 'Delta Unsupported');
    // No blur: the select keeps the focus, and the answer is shown anyway.
    expect(document.activeElement).toBe(picker);
    await waitFor(() => expect(request).toHaveBeenCalledWith({ method: 'POST', url: '/api/clients/choice/validity', body: { id: 104 } }), { timeout: 2000 });
    expect(await fieldAt('/id').findByText(text('registration.healthPlanUnsupported'), {}, { timeout: 2000 })).toBeTruthy();

    await userEvent.selectOptions(picker, 'Evergreen');
    await waitFor(() => expect(fieldAt('/id').queryByText(text('registration.healthPlanUnsupported'))).toBeNull());
    expect(await screen.findByRole('textbox', { name: new RegExp(`^${text('caption.pin')}`) }, { timeout: 2000 })).toBeTruthy();
    await userEvent.selectOptions(picker, 'Alpha Health');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: new RegExp(`^${text('caption.pin')}`) })).toBeNull(), { timeout: 2000 });
  });
});
