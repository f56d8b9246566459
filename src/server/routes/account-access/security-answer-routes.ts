import type { FastifyInstance } from 'fastify';
import {
  answerLockSecondsLeft,
  captchaShown,
  claimAnswerAttempt,
  clearAnswerAttempts,
  countAnswerFailure,
  countCaptchaAttempt,
} from '../../db/account-answer-attempts.js';
import { dropCaptcha, spendCaptcha } from '../../db/recovery-flows.js';
import { hashToken } from '../../security/tokens.js';
import { sendTooManyRequests, waitMinutes } from '../../security/too-many-requests.js';
import { normalizeAnswer, verifySecret } from '../../security/secret-hash.js';
import { accountById } from '../../db/recovery-accounts.js';
import { passwordResetRefusal } from './password-reset-refusal.js';
import { recordAudit } from '../../security/audit.js';
import { model, type AreaContext } from './area-context.js';
import { errorResponses, errorsOf, type ErrorSpec } from './area-errors.js';
import { normalizeCaptcha } from '../../security/captcha-image.js';
import { issueEmailKey } from './email-key.js';
import { consumeToken, findLiveToken, issueToken } from '../../db/flow-tokens.js';
import { answeredQuestions, questionsForToken } from './security-answers.js';
import { answerSchema } from '../../http/answer-schemas.js';

interface Criterion {
  userToken: string;
  index: number;
  questionId: number;
  answerText: string;
  accountResetTypeId: 1 | 2 | 3;
}

const INVALID_TOKEN: ErrorSpec = ['/userToken', 'accountAccess.token.invalid'];

/** One asked question's verdict, with the spec's text when its answer was wrong. */
interface AnswerResult {
  index: number;
  questionId: number;
  valid: boolean;
  messageId?: string;
  message?: string;
}

/** The catalogue text of a wrong answer ("ANSWER does not match"). */
function answerMismatch(app: FastifyInstance): { messageId: string; message: string } {
  const [error] = errorsOf(app.content, ['', 'accountAccess.answer.mismatch']).errors;
  return { messageId: 'accountAccess.answer.mismatch', message: error?.message ?? 'accountAccess.answer.mismatch' };
}

/**
 * Step 2 by security questions: `POST /api/user/securityanswers` asks two of the account's
 * questions, `POST /api/user/securityanswers/validate` checks the answers by hash.
 */
export function registerSecurityAnswerRoutes(app: FastifyInstance, _context: AreaContext): void {
  const rules = app.accountRules;
  app.post<{ Body: { userToken: string } }>(
    '/user/securityanswers',
    {
      schema: {
        body: model(app, 'api-account-access-security-answers'),
        response: { 200: answerSchema('security-questions'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const live = await findLiveToken(app.db, request.body.userToken, ['lookup']);
      const account = live && (await accountById(app.db, live.userId));
      if (!live || !account) return reply.code(400).send(errorsOf(app.content, INVALID_TOKEN));
      const all = await answeredQuestions(app.db, account.id);
      if (app.content.config.switches.securityQuestionsDisabled || all.length === 0) {
        return reply.code(409).send(errorsOf(app.content, ['', 'accountAccess.reset.questionsDisabled']));
      }
      const asked = await questionsForToken(app.db, live.id, live.questionPositions, all, rules.securityQuestionsAskedAtRecovery);
      return {
        questions: asked.map((question, i) => ({ index: i + 1, questionId: question.questionId, questionText: question.questionText })),
        displayCaptcha: account.displayCaptcha,
      };
    },
  );

  app.post<{ Body: { tokenResponse?: string; criteria: Criterion[] } }>(
    '/user/securityanswers/validate',
    {
      // Per client address, on top of the per-account captcha threshold claimed below.
      preHandler: app.rateLimited('codes'),
      schema: {
        body: model(app, 'api-account-access-security-answers-validate'),
        response: { 200: answerSchema('security-answers-check'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { criteria, tokenResponse } = request.body;
      const userToken = criteria[0]?.userToken ?? '';
      const resetType = criteria[0]?.accountResetTypeId ?? 1;
      if (criteria.some((criterion) => criterion.userToken !== userToken || criterion.accountResetTypeId !== resetType)) {
        return reply.code(400).send(errorsOf(app.content, ['/criteria', 'accountAccess.token.invalid']));
      }
      const live = await findLiveToken(app.db, userToken, ['lookup']);
      const account = live && (await accountById(app.db, live.userId));
      if (!live || !account) return reply.code(400).send(errorsOf(app.content, ['/criteria/0/userToken', 'accountAccess.token.invalid']));
      const refusal = resetType === 1 ? passwordResetRefusal(account) : undefined;
      if (refusal) return reply.code(403).send(errorsOf(app.content, ['', refusal]));

      const all = await answeredQuestions(app.db, account.id);
      const asked = live.questionPositions ? await questionsForToken(app.db, live.id, live.questionPositions, all, 0) : [];
      if (asked.length === 0) return reply.code(400).send(errorsOf(app.content, ['/criteria', 'accountAccess.answer.notAsked']));
      // Wrong answers lock this path for a growing wait (bruteForce, as for passwords), before
      // any captcha is spent or answer compared; the e-mailed link stays open meanwhile.
      const lockSecondsLeft = await answerLockSecondsLeft(app.db, account.id);
      if (lockSecondsLeft !== undefined) {
        await recordAudit(app.db, { event: 'access.answers', outcome: 'refused', userId: account.id, clientAddress: request.ip, detail: { reason: 'locked' } });
        const minutes = waitMinutes(lockSecondsLeft);
        return sendTooManyRequests(reply, lockSecondsLeft, errorsOf(app.content, ['', 'accountAccess.answer.locked', { minutes }]));
      }
      // Claim this attempt before any answer is compared: the database admits at most
      // `captchaAfterWrongAnswers` attempts without a captcha, however many arrive at once.
      // A right answer resets the count below; a wrong one leaves its claim counted.
      if (!(await claimAnswerAttempt(app.db, account.id, rules.captchaAfterWrongAnswers))) {
        const text = tokenResponse ?? '';
        if (text === '') return reply.code(400).send(errorsOf(app.content, ['/tokenResponse', 'accountAccess.captcha.required']));
        // Spent atomically: of parallel requests carrying the same solved text only one gets the row.
        if (!(await spendCaptcha(app.db, live.id, hashToken(normalizeCaptcha(text))))) {
          // A wrong guess spends the image too, so its text cannot be guessed at leisure.
          await dropCaptcha(app.db, live.id);
          await recordAudit(app.db, { event: 'access.captcha', outcome: 'failure', userId: account.id, clientAddress: request.ip });
          return reply.code(400).send(errorsOf(app.content, ['/tokenResponse', 'accountAccess.captcha.mismatch']));
        }
        await countCaptchaAttempt(app.db, account.id);
      }

      const result: AnswerResult[] = [];
      for (const [i, question] of asked.entries()) {
        const criterion = criteria.find((candidate) => candidate.index === i + 1);
        const valid =
          criterion !== undefined &&
          criterion.questionId === question.questionId &&
          (await verifySecret(normalizeAnswer(criterion.answerText), question.answerHash)).ok;
        result.push(valid ? { index: i + 1, questionId: question.questionId, valid } : { index: i + 1, questionId: question.questionId, valid, ...answerMismatch(app) });
      }

      if (result.some((item) => !item.valid)) {
        // The spec's answer: which answer was wrong, per index, and no token (a 400 would be
        // the client's System Error modal). The look-up token stays live for another try; the
        // attempt was counted when it was claimed above.
        await countAnswerFailure(app.db, account.id, rules.bruteForce);
        const displayCaptcha = await captchaShown(app.db, account.id);
        await recordAudit(app.db, { event: 'access.answers', outcome: 'failure', userId: account.id, clientAddress: request.ip, detail: { challengeShown: displayCaptcha } });
        // The same refusals as field errors on the criteria sent (ours, beside the spec's
        // result list), so a form drawn over the request shows each on its answer.
        const wrong = result
          .filter((item) => !item.valid)
          .map((item): [string, string] => {
            const sent = criteria.findIndex((criterion) => criterion.index === item.index);
            return [sent < 0 ? '/criteria' : `/criteria/${sent}/answerText`, 'accountAccess.answer.mismatch'];
          });
        return { result, token: null, displayCaptcha, ...errorsOf(app.content, ...wrong) };
      }

      const minutes = rules.tokenLifetimeMinutes.recovery;
      const issued = await app.db.transaction(async (tx) => {
        if (!(await consumeToken(tx, live.id))) return undefined;
        await clearAnswerAttempts(tx, account.id);
        return {
          token: await issueToken(tx, account.id, 'recovery', minutes, { supersede: true, resetType }),
          body: await issueEmailKey(tx, account.id, minutes),
        };
      });
      if (!issued) return reply.code(400).send(errorsOf(app.content, ['/criteria/0/userToken', 'accountAccess.token.invalid']));
      await recordAudit(app.db, { event: 'access.answers', outcome: 'success', userId: account.id, clientAddress: request.ip, detail: { accountResetTypeId: resetType } });
      return { result, ...issued, accountResetTypeId: resetType };
    },
  );
}
