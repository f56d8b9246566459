import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as rjsfUtils from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { testResources } from '../../support/form-resources.js';
import conditionalModel from '../fixtures/conditional-model.json';
import conditionalUi from '../fixtures/conditional-ui.json';
import { renderForm } from '../forms/render-form.js';
import formBehaviour from '../../../schemas/config/form-behaviour.json';
import { rule, text } from '../../support/rules.js';

// The field template looks its error template up on every draw: how often it drew is seen here.
vi.mock('@rjsf/utils', async (original) => {
  const actual = await original<typeof rjsfUtils>();
  return { ...actual, getTemplate: vi.fn(actual.getTemplate) };
});

const nameLength = text('field.lengthBetween', {
  caption: 'caption.firstName',
  minLength: rule<number>('schemas/defs/person-name.json', '/minLength'),
  maxLength: rule<number>('schemas/defs/person-name.json', '/maxLength'),
});
const conditional = () => testResources(conditionalModel.$id, conditionalUi as SchemaNode, [conditionalModel as SchemaNode]);
const fieldTemplateDraws = () => vi.mocked(rjsfUtils.getTemplate).mock.calls.filter(([name]) => name === 'FieldErrorTemplate').length;

describe("a field's group", () => {
  it('shows and clears the error a keystroke brings by redrawing the group alone, not the field template with its look-ups', async () => {
    // Both keystrokes fall within one typing pause however slow the machine: a pause would hand
    // the value to rjsf, which draws every field.
    const user = userEvent.setup();
    renderForm(conditional(), { behaviour: { ...formBehaviour, typingPauseMs: 60_000 } });
    const firstName = screen.getByLabelText(/^First Name/);
    const label = document.querySelector<HTMLElement>(`label[for="${firstName.id}"]`) as HTMLElement;
    const drawsBefore = fieldTemplateDraws();
    await user.type(firstName, 'A');
    expect(screen.getByText(nameLength)).toBeTruthy();
    expect(label.className).toContain('usa-label--error');
    await user.type(firstName, 'd');
    expect(screen.queryByText(nameLength)).toBeNull();
    expect(label.className).not.toContain('usa-label--error');
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
    expect(fieldTemplateDraws()).toBe(drawsBefore);
  });
});
