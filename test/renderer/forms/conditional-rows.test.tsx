import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modelIdOf } from '../../support/model-id.js';
import { drawnUi, testResources } from '../../support/form-resources.js';
import { renderForm } from './render-form.js';
import { text } from '../../support/rules.js';

/** The forms whose identifier rows carry the TIN/NPI rules as `if`/`then` branches, with a provider's initial data. */
const FORMS = [
  { name: 'registration', model: 'registration', ui: 'registration', initialData: { userRole: 1 } },
  { name: 'multi-factor registration', model: 'okta-registration', ui: 'okta-registration', initialData: { userRole: 1 } },
  { name: text('providerUpdate.title'), model: 'api-clients-providers-user-update', ui: 'user-update', initialData: { userId: 7, userRole: 1, providerIdentifiers: [{}] } },
] as const;

const control = (id: string) => document.getElementById(id) as HTMLElement;

describe('forms whose rows have conditional rules', () => {
  afterEach(() => vi.restoreAllMocks());

  for (const form of FORMS) {
    it(`draws the ${form.name} form and takes an identifier without a console warning or error`, async () => {
      const warn = vi.spyOn(console, 'warn');
      const error = vi.spyOn(console, 'error');
      renderForm(testResources(modelIdOf(form.model), drawnUi(form.ui)), { initialData: { ...form.initialData } });
      // Picking a type and typing changes the drawn schema: rjsf then resolves the row's
      // schema against the whole list (sanitizeDataForNewSchema), where an untyped `if` holds.
      await userEvent.selectOptions(control('root.providerIdentifiers.0.type'), text('caption.npi'));
      await userEvent.type(control('root.providerIdentifiers.0.value'), '12');
      await userEvent.selectOptions(control('root.providerIdentifiers.0.type'), text('caption.taxIdTin'));
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([]);
      expect(error.mock.calls.map((call) => String(call[0]))).toEqual([]);
    });
  }
});
