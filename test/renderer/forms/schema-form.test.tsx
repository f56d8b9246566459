import registrationModel from '../../../schemas/models/registration.json';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BoundRequest, CallResult } from '../../../src/engine/flow/call.js';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { modelIdOf } from '../../support/model-id.js';
import { drawnUi, testResources } from '../../support/form-resources.js';
import conditionalModel from '../fixtures/conditional-model.json';
import conditionalUi from '../fixtures/conditional-ui.json';
import { renderForm, serverError } from './render-form.js';
import { rule, text } from '../../support/rules.js';

const nameLength = text('field.lengthBetween', { caption: 'caption.firstName', minLength: rule<number>('schemas/defs/person-name.json', '/minLength'), maxLength: rule<number>('schemas/defs/person-name.json', '/maxLength') });

const registration = () => testResources(modelIdOf('registration'), drawnUi('registration'));
const conditional = () => testResources(conditionalModel.$id, conditionalUi as SchemaNode, [conditionalModel as SchemaNode]);

/** The drawn field at a JSON pointer, its label, messages and control: an error is looked for where it belongs. */
const fieldAt = (pointer: string) => within(document.querySelector<HTMLElement>(`[data-field="${pointer}"]`) as HTMLElement);
/** The error summary above the form. */
const errorSummary = () => within(screen.getByRole('heading', { name: text('form.errorSummary.title') }).closest('[role="alert"]') as HTMLElement);

describe('the generic schema form', () => {
  it('shows a field error only once that field is dirty', async () => {
    renderForm(registration());
    const firstName = screen.getByLabelText(/^First Name/);
    expect(screen.queryByText(/First Name must be between 2 and 25 characters/)).toBeNull();
    await userEvent.type(firstName, 'A');
    expect(await screen.findByText(nameLength)).toBeTruthy();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toContain('__error');
    expect(screen.queryByText(text('field.required', { caption: 'caption.lastName' }))).toBeNull();
  });

  it('on submit marks every field dirty and focuses the first invalid field', async () => {
    const onSubmit = vi.fn();
    renderForm(registration(), { onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fieldAt('/firstName').getByText(text('field.required', { caption: 'caption.firstName' }))).toBeTruthy());
    expect(fieldAt('/password').getByText(text('field.required', { caption: 'caption.password' }))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First Name/)));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lists the errors of a refused submit above the form, each a link that focuses its field', async () => {
    renderForm(registration());
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const link = await waitFor(() => errorSummary().getByRole('link', { name: text('field.required', { caption: 'caption.password' }) }));
    expect(errorSummary().getAllByRole('link')[0]?.textContent).toBe(text('field.required', { caption: 'caption.firstName' }));
    await userEvent.click(link);
    expect(document.activeElement).toBe(document.getElementById('root.password'));
  });

  it('leaves focus where a summary link took it, even when followed before the refusal\'s pause to focus the first error ended', async () => {
    renderForm(registration());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const link = errorSummary().getByRole('link', { name: text('field.required', { caption: 'caption.password' }) });
    fireEvent.click(link);
    await new Promise((resolve) => setTimeout(resolve, rule<number>('schemas/config/form-behaviour.json', '/scrollToErrorDelayMs') * 2));
    expect(document.activeElement).toBe(document.getElementById('root.password'));
  });

  it('ignores a submit repeated within the debounce window', async () => {
    const onSubmit = vi.fn();
    renderForm(registration(), {
      onSubmit,
      initialData: { ...(registrationModel.examples[0] as Record<string, unknown>), firstName: 'Pat', password: 'Kb7mQz2w', confirmPassword: 'Kb7mQz2w' },
    });
    const next = screen.getByRole('button', { name: 'Next' });
    fireEvent.click(next);
    fireEvent.click(next);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Pat', password: 'Kb7mQz2w' }));
  });

  it('shows, requires and nulls a field by another value', async () => {
    const onSubmit = vi.fn();
    renderForm(conditional(), { onSubmit, initialData: { firstName: 'Pat', domainId: 'stale1' } });
    expect(screen.queryByLabelText(/US Domain ID/)).toBeNull();
    await userEvent.click(screen.getByLabelText(text('caption.internalUser')));
    expect(await screen.findByLabelText(/US Domain ID/)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/US Domain ID/));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fieldAt('/domainId').getByText(text('field.required', { caption: 'caption.usDomainId' }))).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
    // Right after the refusal: the changed form is a new submit, not a repeat to ignore.
    await userEvent.click(screen.getByLabelText(text('caption.internalUser')));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].domainId ?? null).toBeNull();
  });

  it('hides a field for internal users, detected from the username e-mail domain', async () => {
    const ui = { ...(conditionalUi as SchemaNode), lastName: { 'ui:rules': [{ effect: 'hide', when: { context: 'isInternalUser', equals: true } }] } };
    const resources = testResources(conditionalModel.$id, ui as SchemaNode, [conditionalModel as SchemaNode]);
    renderForm(resources, { derivations: { isInternalUser: { emailDomainOf: '/username', in: ['carelon.example'] } } });
    expect(screen.getByLabelText(/^Last Name/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Username/), 'pat@carelon.example');
    await waitFor(() => expect(screen.queryByLabelText(/^Last Name/)).toBeNull());
  });

  it('disables a field while a feature switch says so', () => {
    renderForm(conditional(), { ruleContext: { switches: { mfaEnabled: true } } });
    expect((screen.getByLabelText(/Organization Name/) as HTMLInputElement).disabled).toBe(true);
  });

  it('shows server field errors on their fields until the field changes', async () => {
    const view = renderForm(registration());
    view.rerenderWith({ serverErrors: [serverError('/username', text('username.taken'))] });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(text('username.taken'))).toBeTruthy();
    // Next with errors moves focus to the first invalid field a moment later: typing before
    // that would lose keys to the move.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First Name/)));
    await userEvent.type(screen.getByLabelText(/^Username/), 'x');
    await waitFor(() => expect(screen.queryByText(text('username.taken'))).toBeNull());
  });

  it('checks a field on blur with the call its ui file declares, and drops the answer for a value changed meanwhile', async () => {
    const answers: Array<(result: CallResult) => void> = [];
    const request = vi.fn((_bound: BoundRequest) => new Promise<CallResult>((resolve) => answers.push(resolve)));
    renderForm(conditional(), { checks: { request, scope: (data) => ({ form: { 'test-conditional': data } }) } });
    const username = screen.getByLabelText(/^Username/);
    await userEvent.type(username, 'taken@clinic.example.org');
    fireEvent.blur(username);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(request.mock.calls[0]?.[0]).toEqual({ method: 'POST', url: '/api/user/availability/username', body: { userName: 'taken@clinic.example.org' } });
    await userEvent.type(username, 'x');
    await act(async () => answers[0]?.({ status: 409, body: { errors: [serverError('', text('username.taken'))] } }));
    expect(screen.queryByText(text('username.taken'))).toBeNull();
    fireEvent.blur(username);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2), { timeout: 2000 });
    await act(async () => answers[1]?.({ status: 200, body: { success: true } }));
    expect(await screen.findByText(text('username.available'))).toBeTruthy();
  });

  it('asks the server to check no value its own rules already refuse', async () => {
    const request = vi.fn(async (_bound: BoundRequest): Promise<CallResult> => ({ status: 200, body: { success: true } }));
    renderForm(conditional(), { checks: { request, scope: (data) => ({ form: { 'test-conditional': data } }) } });
    const username = screen.getByLabelText(/^Username/);
    await userEvent.type(username, 'not an e-mail');
    fireEvent.blur(username);
    await act(() => new Promise((resolve) => setTimeout(resolve, rule<number>('schemas/config/form-behaviour.json', '/asyncCheckDebounceMs') * 2)));
    expect(request).not.toHaveBeenCalled();
    await userEvent.clear(username);
    await userEvent.type(username, 'pat@clinic.example.org');
    fireEvent.blur(username);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it("puts a refusal's errors on the checked field, and sets form values a check's answer brings", async () => {
    const request = vi.fn(async ({ url }: BoundRequest): Promise<CallResult> =>
      url.endsWith('/username') ? { status: 409, body: { errors: [serverError('', text('username.taken'))] } } : { status: 200, body: { contact: 'Lee' } },
    );
    renderForm(conditional(), { checks: { request, scope: (data) => ({ form: { 'test-conditional': data } }) } });
    const username = screen.getByLabelText(/^Username/);
    await userEvent.type(username, 'taken@clinic.example.org');
    fireEvent.blur(username);
    expect(await screen.findByText(text('username.taken'), {}, { timeout: 2000 })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Organization/), 'Harbor Clinic');
    fireEvent.blur(screen.getByLabelText(/^Organization/));
    await waitFor(() => expect((screen.getByLabelText(/^Last Name/) as HTMLInputElement).value).toBe('Lee'), { timeout: 2000 });
  });

  it('adds and removes repeatable rows', async () => {
    renderForm(conditional());
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getAllByLabelText(/^Nickname/)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: text('action.removeRow', { number: 1 }) }));
    expect(screen.getAllByLabelText(/^Nickname/)).toHaveLength(1);
  });
});

describe('errors that concern no single field', () => {
  it("shows the form's own errors and a list's errors, once the form was submitted", async () => {
    renderForm(conditional(), {
      serverErrors: [serverError('', 'Error Completing Registration'), serverError('/nicknames', text('registration.healthPlanRequired'))],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fieldAt('').getAllByText('Error Completing Registration')).toBeTruthy());
    expect(fieldAt('/nicknames').getByText(text('registration.healthPlanRequired'))).toBeTruthy();
  });

  it('shows what is typed as feedback at once, and a submit by Enter sends it before typing pauses', async () => {
    const onSubmit = vi.fn();
    renderForm(conditional(), { onSubmit });
    const firstName = screen.getByLabelText(/^First Name/);
    await userEvent.type(firstName, 'A');
    // No pause yet: the error comes from the typed value, not from data the form was handed.
    expect(screen.getByText(nameLength)).toBeTruthy();
    await userEvent.type(firstName, 'da{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ firstName: 'Ada' });
    expect(screen.queryByText(nameLength)).toBeNull();
  });

  it('hands a typed value to the form once typing pauses: the rules it drives apply and the field keeps it', async () => {
    const ui = { ...conditionalUi, lastName: { 'ui:rules': [{ effect: 'disable', when: { data: '/firstName', equals: 'Zed' } }] } };
    renderForm(testResources(conditionalModel.$id, ui as SchemaNode, [conditionalModel as SchemaNode]));
    const firstName = screen.getByLabelText(/^First Name/) as HTMLInputElement;
    await userEvent.type(firstName, 'Zed');
    expect(document.activeElement).toBe(firstName);
    await waitFor(() => expect((screen.getByLabelText(/^Last Name/) as HTMLInputElement).disabled).toBe(true), { timeout: 2000 });
    expect(firstName.value).toBe('Zed');
  });
});
