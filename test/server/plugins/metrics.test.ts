import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccountRules } from '../../../src/server/security/account-rules.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { goodRegistration, insertReferenceRows } from '../registration/reference-rows.js';
import { freshAddress, insertUser, signIn } from '../user-session/session-fixtures.js';

/** The figures as Prometheus scrapes them from this machine. */
async function scrape(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

/** One sample's value from the exposition text (0 when the series is absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('Prometheus metrics at /metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await insertReferenceRows(app.db);
  });
  afterAll(() => app.close());

  it('counts each wrong password as a sign-in failure, the source lock the last one puts on, and the account coming under attack', async () => {
    await insertUser(app.db, { username: 'metrics.wrong@clinic.example.org' });
    const before = await scrape(app);
    const { failureFactor } = loadAccountRules().bruteForce;
    const guesser = freshAddress();
    for (let i = 0; i < failureFactor; i += 1) await signIn(app, 'metrics.wrong@clinic.example.org', 'Wr0ngGuess1', { remoteAddress: guesser });
    const refused = await signIn(app, 'metrics.wrong@clinic.example.org', 'Wr0ngGuess1', { remoteAddress: guesser });
    expect(refused.statusCode).toBe(403);
    const after = await scrape(app);
    const rise = (series: string) => sample(after, series) - sample(before, series);
    expect(rise('portal_sign_in_failures_total{reason="wrongPassword"}')).toBe(failureFactor);
    expect(rise('portal_sign_in_failures_total{reason="locked"}')).toBe(1);
    expect(rise('portal_locks_total{kind="source"}')).toBe(1);
    expect(rise('portal_locks_total{kind="underAttack"}')).toBe(1);
  });

  it('counts a sign-in name no account has apart from wrong passwords', async () => {
    const before = await scrape(app);
    await signIn(app, 'nobody.here@clinic.example.org', 'Wr0ngGuess1', { remoteAddress: freshAddress() });
    const after = await scrape(app);
    expect(sample(after, 'portal_sign_in_failures_total{reason="unknownName"}') - sample(before, 'portal_sign_in_failures_total{reason="unknownName"}')).toBe(1);
  });

  it('counts an accepted registration', async () => {
    const before = sample(await scrape(app), 'portal_registrations_total{kind="direct"}');
    const answer = await app.inject({ method: 'POST', url: '/api/user/registration', headers: STATIC_HEADER, payload: goodRegistration() });
    expect(answer.statusCode).toBe(201);
    expect(sample(await scrape(app), 'portal_registrations_total{kind="direct"}')).toBe(before + 1);
  });

  it('times requests by route pattern, never by a path that carried a code or a token', async () => {
    const code = '31415926535897932384';
    await app.inject({ method: 'GET', url: `/api/authentication/00uSecretId77/verifyemailotp/${code}`, headers: STATIC_HEADER });
    await app.inject({ method: 'GET', url: '/user/registration-email-validation/body/Tok3nNeverInALabel' });
    const text = await scrape(app);
    expect(text).toContain('route="/api/authentication/:id/verifyemailotp/:code"');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/user\/login",status_code="400"\} \d+/);
    for (const secret of [code, '00uSecretId77', 'Tok3nNeverInALabel']) expect(text).not.toContain(secret);
  });

  it('reads the outbox depth from the database when scraped', async () => {
    const before = sample(await scrape(app), 'portal_outbox_depth');
    await app.db.query("INSERT INTO outbox (recipient, subject, text_body, html_body, template) VALUES ('q@clinic.example.org', 's', 't', 'h', 'x')");
    expect(sample(await scrape(app), 'portal_outbox_depth')).toBe(before + 1);
  });

  it('answers the plain 404 to a client on another machine, and to a local proxy passing a public Host on', async () => {
    const remote = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json().errors[0].messageId).toBe('api.notFound');
    expect(remote.body).not.toContain('portal_');
    const proxied = await app.inject({ method: 'GET', url: '/metrics', headers: { host: 'portal.example.com' } });
    expect(proxied.statusCode).toBe(404);
  });

  it('with METRICS_TOKEN set, answers the bearer token from anywhere and nothing else, loopback included', async () => {
    const guarded = await buildTestApp({ metricsToken: 'scrape-token-for-tests' });
    try {
      const get = (headers: Record<string, string>, remoteAddress = '203.0.113.9') => guarded.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
      expect((await get({})).statusCode).toBe(404);
      expect((await get({}, '127.0.0.1')).statusCode).toBe(404);
      expect((await get({ authorization: 'Bearer wrong-token' })).statusCode).toBe(404);
      const allowed = await get({ authorization: 'Bearer scrape-token-for-tests' });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('portal_sign_in_failures_total');
    } finally {
      await guarded.close();
    }
  });
});
