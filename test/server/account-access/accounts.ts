import type { FastifyInstance } from 'fastify';
import { hashSecret, normalizeAnswer } from '../../../src/server/security/secret-hash.js';
import { CSRF_HEADER } from '../../../src/server/plugins/csrf-check.js';
import { csrfTokenFor } from '../../../src/server/security/csrf-token.js';
import { STATIC_HEADER } from '../helper.js';

/** The CSRF token of the session a `portal_session=<id>` cookie header names, as the server derives it. */
const csrfOf = (cookie: string) => csrfTokenFor(cookie.slice(cookie.indexOf('=') + 1));

/** The questions and answers every test account gets (ids high enough to stay clear of demo data). */
const QUESTIONS = [
  { id: 901, text: 'What was the name of your first pet?', answer: 'Fluffy' },
  { id: 902, text: 'In what city were you born?', answer: 'Springfield' },
  { id: 903, text: 'What is your favorite color?', answer: 'Deep Blue' },
] as const;

/** A test account's fields; defaults make an active external account. */
export interface TestAccount {
  username: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  accountStatus?: number;
  isInternal?: boolean;
  externalUserFlg?: 'Y' | 'N';
  locked?: boolean;
  isAdmin?: boolean;
}

/** The shared questions inserted, per database: test files may share this module (isolate: false) but never a database. */
const questionsReady = new WeakMap<object, Promise<void>>();

/** Inserts an account with hashed password and answers (and the shared questions once); answers its id. */
export async function insertAccount(app: FastifyInstance, account: TestAccount): Promise<number> {
  let ready = questionsReady.get(app.db);
  if (!ready) {
    ready = (async () => {
      for (const question of QUESTIONS) {
        await app.db.query('INSERT INTO security_questions (id, question_text) VALUES ($1, $2) ON CONFLICT DO NOTHING', [question.id, question.text]);
      }
    })();
    questionsReady.set(app.db, ready);
  }
  await ready;
  const rows = await app.db.query<{ id: string }>(
    `INSERT INTO users (username, first_name, last_name, email, password_hash, account_status, is_internal, external_user_flg, locked_at, failed_sign_in_count, is_admin)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9 THEN now() END, CASE WHEN $9 THEN 5 ELSE 0 END, $10) RETURNING id`,
    [
      account.username,
      account.firstName ?? 'Pat',
      account.lastName ?? 'Lee',
      account.email ?? account.username,
      await hashSecret(account.password ?? 'Start1Pasw0rd'),
      account.accountStatus ?? 1,
      account.isInternal ?? false,
      account.externalUserFlg ?? 'Y',
      account.locked ?? false,
      account.isAdmin ?? false,
    ],
  );
  const id = Number(rows[0]?.id);
  for (const [index, question] of QUESTIONS.entries()) {
    await app.db.query('INSERT INTO user_security_answers (user_id, position, question_id, answer_hash) VALUES ($1, $2, $3, $4)', [
      id,
      index + 1,
      question.id,
      await hashSecret(normalizeAnswer(question.answer)),
    ]);
  }
  return id;
}

/** The right answer to a question id. */
export function answerOf(questionId: number): string {
  return QUESTIONS.find((question) => question.id === questionId)?.answer ?? 'unknown';
}

/** POSTs (or another method) JSON with the static header from a given client address. */
export function call(app: FastifyInstance, method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, extra: { ip?: string; cookie?: string } = {}) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...STATIC_HEADER, ...(extra.cookie ? { cookie: extra.cookie, [CSRF_HEADER]: csrfOf(extra.cookie) } : {}) },
    remoteAddress: extra.ip ?? '10.0.0.1',
  });
}

/** Step 1 for an account by username and e-mail: its userToken and e-mail key. */
export async function lookUp(app: FastifyInstance, username: string, email = username, ip = '10.0.0.2') {
  const response = await call(app, 'POST', '/api/user/find', { userName: username, emailAddress: email }, { ip });
  const item = response.json().result[0];
  return { userToken: item.userToken as string, emailKey: item.emailKey as string, userId: item.user.id as number };
}

/** Step 2: asks the questions for a userToken and answers them (rightly unless `wrong`). */
export async function answer(app: FastifyInstance, userToken: string, resetType: 1 | 2 | 3, options: { wrong?: boolean; tokenResponse?: string } = {}) {
  const asked = await call(app, 'POST', '/api/user/securityanswers', { userToken });
  const questions = asked.json().questions as { index: number; questionId: number }[];
  return call(app, 'POST', '/api/user/securityanswers/validate', {
    tokenResponse: options.tokenResponse ?? '',
    criteria: questions.map((question) => ({
      userToken,
      index: question.index,
      questionId: question.questionId,
      answerText: options.wrong ? 'Wrong Answer' : answerOf(question.questionId).toUpperCase(),
      accountResetTypeId: resetType,
    })),
  });
}

/** The newest outbox message to an address. */
export async function lastMail(app: FastifyInstance, to: string) {
  const rows = await app.db.query<{ template: string; text_body: string }>('SELECT template, text_body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [to]);
  return rows[0];
}
