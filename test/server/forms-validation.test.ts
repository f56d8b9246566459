// @vitest-environment node
import registrationModel from '../../schemas/models/registration.json';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from './helper.js';
import passwordRule from '../../schemas/defs/password.json';
import { text } from '../support/rules.js';

/** The requirement text with the limits the schema holds today, so a limit or wording change needs no test edit. */
const LENGTH_TEXT = text('password.rule.length', { minLength: passwordRule.minLength, maxLength: passwordRule.maxLength });

/** The registration form model's own example: all four sections, an ordering provider. */
const validRegistration = registrationModel.examples[0] as Record<string, unknown>;

describe('POST /api/forms/:model/validation', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const validate = (payload: unknown, model = 'registration') =>
    app.inject({ method: 'POST', url: `/api/forms/${model}/validation`, headers: STATIC_HEADER, payload: payload as object });

  const messagesAt = (body: { errors: { path: string; message: string }[] }, path: string) =>
    body.errors.filter((error) => error.path === path).map((error) => error.message);

  it('answers valid for a complete, correct registration', async () => {
    const response = await validate(validRegistration);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true });
  });

  it('reports mismatched passwords on the confirmation field with the catalogue text', async () => {
    const response = await validate({ ...validRegistration, confirmPassword: 'Kb7mQz2wLp9rTx5' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        path: '/confirmPassword',
        messageId: 'password.mismatch',
        params: expect.objectContaining({ otherCaption: text('caption.password') }),
        message: text('password.mismatch'),
      },
    ]);
  });

  it('quotes the length limits from the schema when the password is too short', async () => {
    const response = await validate({ ...validRegistration, password: 'Ab1x', confirmPassword: 'Ab1x' });
    expect(response.statusCode).toBe(400);
    expect(messagesAt(response.json(), '/password')).toContain(LENGTH_TEXT);
  });

  it('names every missing required field by its caption', async () => {
    const { firstName: _first, lastName: _last, ...rest } = validRegistration;
    const response = await validate(rest);
    expect(response.statusCode).toBe(400);
    expect(messagesAt(response.json(), '/firstName')).toEqual([text('field.required', { caption: 'caption.firstName' })]);
    expect(messagesAt(response.json(), '/lastName')).toEqual([text('field.required', { caption: 'caption.lastName' })]);
  });

  it('reports every broken rule at once, not only the first', async () => {
    const response = await validate({ ...validRegistration, password: 'aa', confirmPassword: 'b' });
    const passwordMessages = messagesAt(response.json(), '/password');
    expect(passwordMessages).toEqual(
      expect.arrayContaining([
        LENGTH_TEXT,
        text('password.rule.uppercase'),
        text('password.rule.digit'),
        text('password.rule.noRepeats'),
      ]),
    );
    expect(messagesAt(response.json(), '/confirmPassword')).toEqual([text('password.mismatch')]);
  });

  it('does not coerce a number into a name, as the browser would not', async () => {
    const response = await validate({ ...validRegistration, firstName: 12345 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('/firstName');
  });

  it('answers 404 JSON naming the model when no such form exists', async () => {
    const response = await validate(validRegistration, 'no-such-form');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual([
      { path: '', messageId: 'form.unknownModel', params: { model: 'no-such-form' }, message: text('form.unknownModel', { model: 'no-such-form' }) },
    ]);
  });

  it('offers no validation route for API payload models that no screen draws', async () => {
    const response = await validate({}, 'api-registration-create');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].messageId).toBe('form.unknownModel');
  });

  it('answers 400 JSON, not 500, to a malformed JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/registration/validation',
      headers: { ...STATIC_HEADER, 'content-type': 'application/json' },
      payload: '{"password": "Kb7mQz2w',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().errors[0]).toMatchObject({ path: '', messageId: 'request.malformed' });
  });

  it('answers 400 JSON to a request with no body at all', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/forms/registration/validation', headers: STATIC_HEADER });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.length).toBeGreaterThan(0);
  });

  it('refuses a body larger than any form with 413 JSON', async () => {
    const response = await validate({ ...validRegistration, firstName: 'A'.repeat(100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].messageId).toBe('request.tooLarge');
  });
});
