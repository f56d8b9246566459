import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { drawnUi, testResources } from '../../support/form-resources.js';
import { modelIdOf } from '../../support/model-id.js';
import { renderForm } from './render-form.js';

describe('a form whose model has defaults rjsf fills in (the registration form: empty groups, an unticked box)', () => {
  it('works out its rules once as it is first drawn, not again when rjsf reports its defaults', async () => {
    const resources = testResources(modelIdOf('registration'), drawnUi('registration'));
    const validate = vi.fn(resources.validate);
    renderForm({ ...resources, validate });
    await screen.findByRole('textbox', { name: /^Organization Name/ });
    // rjsf reports its defaults from its constructor, and the form's effects run after the first draw.
    await new Promise((settled) => setTimeout(settled, 100));
    expect(validate).toHaveBeenCalledTimes(1);
  });
});
