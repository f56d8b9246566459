import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import providerFilter from '../../../schemas/models/provider-filter.json';
import filterUi from '../../../schemas/ui/provider-filter.json';
import { testResources } from '../../support/form-resources.js';
import { renderForm } from './render-form.js';

describe('a form button with enabledWhen', () => {
  it('stays disabled until its condition holds over the form data (the filter waits for a value)', async () => {
    const onSubmit = vi.fn();
    renderForm(testResources(providerFilter.$id, { ...filterUi, clientId: { 'ui:widget': 'hidden' } }), {
      onSubmit,
      submit: { label: 'action.next', event: 'filter', enabledWhen: { any: [{ data: '/identifier', filled: true }, { data: '/clientId', filled: true }] } },
      actions: [],
    });
    const button = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const field = screen.getByRole('textbox');
    await userEvent.type(field, '198');
    fireEvent.blur(field);
    await waitFor(() => expect(button.disabled).toBe(false));
    await userEvent.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ identifier: '198' }));
    await userEvent.clear(field);
    fireEvent.blur(field);
    await waitFor(() => expect(button.disabled).toBe(true));
  });
});
