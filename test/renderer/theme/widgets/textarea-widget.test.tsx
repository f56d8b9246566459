import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import rejectModel from '../../../../schemas/models/api-staff-reject.json';
import rejectUi from '../../../../schemas/ui/staff-reject.json';
import { testResources } from '../../../support/form-resources.js';
import { rule, text } from '../../../support/rules.js';
import { renderForm } from '../../forms/render-form.js';

const maxLength = rule<number>('schemas/models/api-staff-reject.json', '/properties/reason/maxLength');

describe('the textarea widget', () => {
  it("is a labelled textarea stopping at the rule's length, with a hint saying the limit", () => {
    renderForm(testResources(rejectModel.$id, rejectUi), { submit: { label: 'staffQueue.reject', event: 'reject' }, actions: [] });
    const reason = screen.getByRole('textbox', { name: new RegExp(`^${text('caption.rejectionReason')}`) });
    expect(reason.tagName).toBe('TEXTAREA');
    expect(reason.getAttribute('maxlength')).toBe(String(maxLength));
    expect(reason.className).toContain('usa-textarea');
    const hint = document.getElementById(reason.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(text('staffQueue.reasonHint', { maxLength }));
  });
});
