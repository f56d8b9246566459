// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import type { TestSession } from '../user-session/session-fixtures.js';
import { adminSession, insertStaffTestUser, staffCall } from './staff-fixtures.js';
import { text } from '../../support/rules.js';

describe('finding users as staff', () => {
  let app: FastifyInstance;
  let admin: { id: number; session: TestSession };
  const ids: Record<string, number> = {};
  const search = (query: string) => staffCall(app, admin.session, 'GET', `/api/staff/users?${query}`);
  const usernames = async (query: string) => {
    const answer = await search(query);
    expect(answer.statusCode, `${query}: ${answer.body}`).toBe(200);
    return (answer.json().users as { username: string }[]).map((row) => row.username);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await adminSession(app);
    ids.olivia = await insertStaffTestUser(app, {
      username: 'olivia.ordering@clinic.example', firstName: 'Olivia', lastName: 'Ordering', email: 'olivia.contact@mail.example',
      accountStatus: 1, organizationName: 'Lakeside Family Medicine',
    });
    ids.percent = await insertStaffTestUser(app, {
      username: 'percy@clinic.example', firstName: 'Percy', lastName: 'Cent', organizationName: 'Clinic 100% Care', roleId: 2,
    });
    ids.underscore = await insertStaffTestUser(app, {
      username: 'under_score@clinic.example', firstName: 'Uma', lastName: 'Score', organizationName: 'Underscore Health', accountStatus: 5,
    });
    ids.plain = await insertStaffTestUser(app, {
      username: 'underxscore@clinic.example', firstName: 'Ugo', lastName: 'Xscore', organizationName: 'Plain 1000 Care',
    });
  }, 60_000);
  afterAll(() => app.close());

  it('finds an account by any part of its username, first, last or full name, e-mail or organisation, whatever the case', async () => {
    for (const text of ['OLIVIA.ORDER', 'olivia', 'ordering', 'Olivia Ordering', 'contact@mail', 'lakeside family']) {
      expect(await usernames(`text=${encodeURIComponent(text)}`), text).toEqual(['olivia.ordering@clinic.example']);
    }
  });

  it('answers each row with what the list shows, the registered date named ...Date', async () => {
    const answer = await search('text=olivia');
    expect(answer.json()).toEqual({
      users: [
        {
          id: ids.olivia, username: 'olivia.ordering@clinic.example', firstName: 'Olivia', lastName: 'Ordering', fullName: 'Olivia Ordering',
          email: 'olivia.contact@mail.example', roleId: 1, roleName: 'Ordering Provider', organizationName: 'Lakeside Family Medicine',
          accountStatus: 1, statusName: 'Active', isAdmin: false, registeredDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          reviewedDate: null, rejectionReason: null,
        },
      ],
      totalRecord: 1,
      limit: 25,
      offset: 0,
    });
  });

  it('takes % and _ as plain characters, not wildcards', async () => {
    expect(await usernames(`text=${encodeURIComponent('100%')}`)).toEqual(['percy@clinic.example']);
    expect(await usernames(`text=${encodeURIComponent('under_')}`)).toEqual(['under_score@clinic.example']);
    expect(await usernames(`text=${encodeURIComponent('%')}`)).toEqual(['percy@clinic.example']);
    expect(await usernames(`text=${encodeURIComponent('!')}`)).toEqual([]);
  });

  it('filters by status and by role, and an empty value means no filter', async () => {
    expect(await usernames('status=5')).toEqual(['under_score@clinic.example']);
    expect(await usernames('role=2')).toEqual(['percy@clinic.example']);
    expect(await usernames('text=score&status=3')).toEqual(['underxscore@clinic.example']);
    expect(await usernames('text=&status=&role=')).toHaveLength(5);
  });

  it('pages by limit and offset with the total, and caps the limit at the configured maximum', async () => {
    const first = await search('text=clinic.example&limit=2');
    expect(first.json()).toMatchObject({ totalRecord: 4, limit: 2, offset: 0 });
    const second = await search('text=clinic.example&limit=2&offset=2');
    const both = [...first.json().users, ...second.json().users].map((row: { id: number }) => row.id);
    expect(new Set(both).size).toBe(4);
    expect((await search('limit=999999')).json().limit).toBe(100);
    expect((await search('offset=500')).json()).toMatchObject({ users: [], totalRecord: 5 });
  });

  it('answers a bad query 400 with the field in error, never 500', async () => {
    const cases: [string, string][] = [
      ['text=%00', '/text'],
      ['text=a%07b', '/text'],
      ['text=%20%20', '/text'],
      [`text=${'x'.repeat(101)}`, '/text'],
      ['status=9', '/status'],
      ['status=1%00', '/status'],
      ['role=1%20OR%201%3D1', '/role'],
      ['limit=0', '/limit'],
      ['limit=99999999999999999999', '/limit'],
      ['offset=-1', '/offset'],
      ['offset=1e9', '/offset'],
    ];
    for (const [query, path] of cases) {
      const answer = await search(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().errors.map((error: { path: string }) => error.path), query).toContain(path);
    }
    const unknown = await search('sort=name');
    expect(unknown.statusCode).toBe(400);
  });

  it('gives one account with its registration details, and 404 for an unknown id', async () => {
    const answer = await staffCall(app, admin.session, 'GET', `/api/staff/users/${ids.percent}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: ids.percent, accountStatus: 3, statusName: text('staff.status.underReview'), roleName: 'Role 2' });
    const unknown = await staffCall(app, admin.session, 'GET', '/api/staff/users/987654321');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ path: '/userId', messageId: 'userConfig.unknownUser' });
    for (const bad of ['0', 'abc', '1%00', '9999999999999999999999']) {
      expect((await staffCall(app, admin.session, 'GET', `/api/staff/users/${bad}`)).statusCode, bad).toBe(400);
    }
  });
});
