// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endExpiredActing } from '../../../src/server/security/acting-expiry.js';
import { hashToken } from '../../../src/server/security/tokens.js';
import { rule, text } from '../../support/rules.js';
import { buildTestApp } from '../helper.js';
import type { TestSession } from '../user-session/session-fixtures.js';
import { adminSession, insertStaffTestUser, staffCall } from './staff-fixtures.js';

const LIMIT = rule<number>('schemas/config/account-rules.json', '/inactivityLimitSeconds');

describe('an act-for session that runs out with its session', () => {
  let app: FastifyInstance;
  let admin: { id: number; session: TestSession };
  let next = 0;
  const account = () => insertStaffTestUser(app, { username: `acted.${(next += 1)}@clinic.example`, accountStatus: 1 });
  const actFor = (session: TestSession, selectedUserId: number) => staffCall(app, session, 'POST', '/api/userconfig/selecteduser', { selectedUserId });
  /** Leaves the session idle: its last use moved back past the inactivity limit by `seconds` more. */
  const idle = (session: TestSession, seconds: number) =>
    app.db.query('UPDATE sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE id_hash = $1', [hashToken(session.cookie), LIMIT + seconds]);
  const trail = async (userId: number) => {
    const answer = await staffCall(app, admin.session, 'GET', '/api/staff/audit?limit=100');
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().entries as { userId: number; outcome: string; action: string; staffUsername: string }[]).filter((entry) => entry.userId === userId).reverse();
  };

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await adminSession(app);
  }, 60_000);
  afterAll(() => app.close());

  it('writes its "ended" row, once, naming the staff member, when the session is idle past the limit', async () => {
    const acting = await adminSession(app, 'acting.admin@carelon.example');
    const user = await account();
    expect((await actFor(acting.session, user)).statusCode).toBe(200);
    await idle(acting.session, 5);

    expect(await endExpiredActing(app.db, LIMIT)).toBe(1);
    // A second sweep (another server's, or the next minute's) finds nothing left to end.
    expect(await endExpiredActing(app.db, LIMIT)).toBe(0);
    expect((await trail(user)).map((entry) => [entry.outcome, entry.action, entry.staffUsername])).toEqual([
      ['started', text('staff.audit.actForStarted'), 'acting.admin@carelon.example'],
      ['ended', text('staff.audit.actForEndedExpiry'), 'acting.admin@carelon.example'],
    ]);
  });

  it('leaves a session in use, and one not acting for anyone, without a row', async () => {
    const acting = await adminSession(app, 'busy.admin@carelon.example');
    const user = await account();
    expect((await actFor(acting.session, user)).statusCode).toBe(200);
    const idleOwn = await adminSession(app, 'idle.admin@carelon.example');
    await idle(idleOwn.session, 5);

    expect(await endExpiredActing(app.db, LIMIT)).toBe(0);
    expect((await trail(user)).map((entry) => entry.outcome)).toEqual(['started']);
    // Still acting: the session's next call is on the user's account.
    const config = await staffCall(app, acting.session, 'GET', '/api/userconfig/userconfiguration');
    expect(config.json()).toMatchObject({ selectedUserId: user });
  });
});
