// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import { answerOf, call, insertAccount, lookUp } from './accounts.js';
import { text } from '../../support/rules.js';

/**
 * `POST /api/user/securityanswers/validate` answers "result per index and a token" (spec
 * section 7): a wrong answer is a result saying which one, not a bare 400 (which the spec's
 * client would show as a System Error modal).
 */
describe('security answer results', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await insertAccount(app, { username: 'half.right@clinic.example.org' });
  }, 60_000);
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.query('DELETE FROM rate_counters');
    await app.db.query('UPDATE users SET display_captcha = false, wrong_answer_count = 0');
  });

  async function askAndAnswer(userToken: string, answers: (questionId: number) => string) {
    const questions = (await call(app, 'POST', '/api/user/securityanswers', { userToken })).json().questions as { index: number; questionId: number }[];
    return call(app, 'POST', '/api/user/securityanswers/validate', {
      criteria: questions.map((question) => ({ userToken, index: question.index, questionId: question.questionId, answerText: answers(question.questionId), accountResetTypeId: 1 })),
    });
  }

  it('says which answer was wrong, per index, with no token and the captcha flag', async () => {
    const { userToken } = await lookUp(app, 'half.right@clinic.example.org');
    let first = true;
    const response = await askAndAnswer(userToken, (questionId) => {
      const right = first;
      first = false;
      return right ? answerOf(questionId) : 'Wrong Answer';
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toBeNull();
    expect(body.displayCaptcha).toBe(false);
    expect(body.result).toEqual([
      { index: 1, questionId: expect.any(Number), valid: true },
      { index: 2, questionId: expect.any(Number), valid: false, messageId: 'accountAccess.answer.mismatch', message: text('accountAccess.answer.mismatch') },
    ]);
    // The same as a field error on the answer sent, where a form over the request shows it.
    expect(body.errors).toEqual([{ path: '/criteria/1/answerText', messageId: 'accountAccess.answer.mismatch', params: {}, message: text('accountAccess.answer.mismatch') }]);
  });

  it('keeps the look-up token for another try after wrong answers, and answers a token once both are right', async () => {
    const { userToken } = await lookUp(app, 'half.right@clinic.example.org');
    const wrong = await askAndAnswer(userToken, () => 'Wrong Answer');
    expect(wrong.json().result.map((item: { valid: boolean }) => item.valid)).toEqual([false, false]);
    const right = await askAndAnswer(userToken, answerOf);
    expect(right.statusCode).toBe(200);
    expect(right.json().result.map((item: { valid: boolean }) => item.valid)).toEqual([true, true]);
    expect(right.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('says the captcha is now shown once the third wrong attempt is counted', async () => {
    const { userToken } = await lookUp(app, 'half.right@clinic.example.org');
    const flags: boolean[] = [];
    for (let i = 0; i < 3; i++) flags.push((await askAndAnswer(userToken, () => 'Wrong Answer')).json().displayCaptcha);
    expect(flags).toEqual([false, false, true]);
  });
});
