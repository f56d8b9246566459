import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import model from '../../schemas/models/add-health-plans.json';
import formBehaviour from '../../schemas/config/form-behaviour.json';
import { renderForm } from '../renderer/forms/render-form.js';
import { drawnUi, testResources } from '../support/form-resources.js';
import { text } from '../support/rules.js';

const healthPlans = { clientList: [{ id: 101, name: 'Blue Valley Health Plan', selected: true }, { id: 108, name: 'Coastal Family Health', selected: false }] };

describe('the Add Health Plans form', () => {
  it('says a health plan is required when none is picked, and sends the picked plans (each by its id)', async () => {
    const onSubmit = vi.fn();
    renderForm(testResources(model.$id, drawnUi('add-health-plans'), []), { onSubmit, checks: { request: async () => ({ status: 200 }), scope: () => ({ data: { healthPlans } }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(screen.getByText(text('providerManagement.healthPlanRequired'))).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Coastal Family Health'));
    // A submit repeated within the debounce is ignored (spec).
    await new Promise((resolve) => setTimeout(resolve, formBehaviour.submitDebounceMs + 50));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ plans: [{ id: 108 }] }));
  });
});
