import type { StaffAuditPageAnswer } from '../../../generated/types/answers/staff-audit-page.js';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { formatMessage } from '../../../engine/messages/format-message.js';
import { allAuditTrailRows, auditTrailPage, countAuditTrail, type AuditTrailFilter, type AuditTrailRow } from '../../db/audit-trail.js';
import { csvLine } from '../../http/csv.js';
import { statusName } from './account-status.js';
import { requireStaffAdmin, staffModel, staffRefusals } from './staff-access.js';
import { containsPattern } from './staff-accounts.js';
import { answerSchema } from '../../http/answer-schemas.js';

/** The query of both calls, as the model lets it through (digit strings, yyyy-mm-dd days). */
export interface AuditQuery {
  staff?: string;
  user?: string;
  from?: string;
  to?: string;
  limit?: string;
  offset?: string;
}

/** What the audit calls need of schemas/config/staff.json. */
export interface AuditSettings {
  auditTimeZone: string;
  auditExportBatch: number;
  page(query: { limit?: string; offset?: string }): { limit: number; offset: number };
  dropEmpty(request: { query: unknown }): Promise<void>;
}

/** One trail entry as the screen and the export read it (schemas/answers/staff-audit-page.json). */
type AuditEntry = StaffAuditPageAnswer['entries'][number];

/** The catalogue id of an entry's action, by event and outcome. */
const ACTION: Readonly<Record<string, string>> = {
  'staff.approve/success': 'staff.audit.approve',
  'staff.approve/conflict': 'staff.audit.approveConflict',
  'staff.reject/success': 'staff.audit.reject',
  'staff.reject/conflict': 'staff.audit.rejectConflict',
  'staff.accountStatus/success': 'staff.audit.accountStatus',
  'staff.unlock/success': 'staff.audit.unlock',
  'staff.actFor/started': 'staff.audit.actForStarted',
  'staff.actFor/ended': 'staff.audit.actForEnded',
};

/** An act-for session's end by what ended it other than going back (`detail.via`). */
const ENDED_BY: Readonly<Record<string, string>> = {
  signOut: 'staff.audit.actForEndedSignOut',
  expiry: 'staff.audit.actForEndedExpiry',
};

/** The export's column names, in the order of its cells. */
const CSV_HEADERS = [
  'staff.audit.csv.entry',
  'staff.audit.csv.occurred',
  'staff.audit.csv.staffUsername',
  'staff.audit.csv.staffName',
  'staff.audit.csv.username',
  'staff.audit.csv.userName',
  'caption.action',
  'staffAudit.column.reason',
] as const;

/**
 * The staff audit trail (issue 25 point 8), administrators only:
 * - `GET /api/staff/audit`: a page of entries, newest first, filtered by staff member, user and days;
 * - `GET /api/staff/audit/export`: every matching entry as CSV (formula-safe cells), read in batches.
 * Only what the trail shows leaves the table: never the row's other details (which keep no
 * secret anyway: audit.ts drops such keys) nor a client address.
 */
export function registerAuditRoutes(app: FastifyInstance, settings: AuditSettings): void {
  const onRequest = requireStaffAdmin(app);
  const text = (id: string, params: Record<string, string | number> = {}) => formatMessage(app.content.catalogue, id, params, app.content.globals);
  const person = (name: string | null, username: string | null, fallback: string) =>
    name && username ? text('staff.audit.person', { name, username }) : (username ?? fallback);
  const nameOf = (first: string | null, last: string | null) => (first === null || last === null ? null : `${first} ${last}`);

  const entry = (row: AuditTrailRow): AuditEntry => {
    const status = row.account_status === null ? '' : statusName(app.content, row.account_status);
    const endedBy = row.event === 'staff.actFor' && row.outcome === 'ended' ? ENDED_BY[row.via ?? ''] : undefined;
    const action = endedBy ?? ACTION[`${row.event}/${row.outcome}`] ?? 'staff.audit.other';
    const staffName = nameOf(row.actor_first_name, row.actor_last_name);
    const userName = nameOf(row.user_first_name, row.user_last_name);
    const userId = row.user_id === null ? null : Number(row.user_id);
    return {
      id: Number(row.id),
      occurredDateTime: (row.occurred_at instanceof Date ? row.occurred_at : new Date(row.occurred_at)).toISOString(),
      event: row.event,
      outcome: row.outcome,
      action: text(action, { status, event: row.event, outcome: row.outcome }),
      staffId: Number(row.actor_id),
      staffUsername: row.actor_username,
      staffName,
      staff: person(staffName, row.actor_username, text('staff.audit.removedAccount', { id: Number(row.actor_id) })),
      userId,
      username: row.username,
      userName,
      user: person(userName, row.username, userId === null ? '' : text('staff.audit.removedAccount', { id: userId })),
      reason: row.reason,
    };
  };

  /** The filter of a query the model let through (which refuses days that run backwards, at /to). */
  const filterOf = (query: AuditQuery): AuditTrailFilter => ({
    staffPattern: query.staff === undefined ? null : containsPattern(query.staff.trim()),
    userPattern: query.user === undefined ? null : containsPattern(query.user.trim()),
    fromDay: query.from ?? null,
    toDay: query.to ?? null,
    timeZone: settings.auditTimeZone,
  });

  app.get<{ Querystring: AuditQuery }>(
    '/staff/audit',
    {
      schema: {
        summary: 'The staff audit trail, newest first: approvals, rejections, account status changes, unlocks and act-for sessions, by staff member, user and days',
        querystring: staffModel(app, 'audit-trail'),
        response: { 200: answerSchema('staff-audit-page'), ...staffRefusals },
      },
      onRequest,
      preValidation: settings.dropEmpty,
    },
    async (request, reply) => {
      const filter = filterOf(request.query);
      const paging = settings.page(request.query);
      const total = await countAuditTrail(app.db, filter);
      const rows = await auditTrailPage(app.db, filter, paging);
      return { entries: rows.map(entry), totalRecord: total, ...paging };
    },
  );

  app.get<{ Querystring: AuditQuery }>(
    '/staff/audit/export',
    {
      schema: {
        summary: 'The staff audit trail as CSV (every entry the filter matches, newest first); cells that could start a spreadsheet formula are quoted as text',
        querystring: staffModel(app, 'audit-trail'),
        response: { 200: answerSchema('staff-audit-export'), ...staffRefusals },
      },
      onRequest,
      preValidation: settings.dropEmpty,
    },
    async (request, reply) => {
      const filter = filterOf(request.query);
      const header = CSV_HEADERS.map((id) => text(id));
      const rows = allAuditTrailRows(app.db, filter, settings.auditExportBatch);
      async function* lines() {
        // A byte-order mark, so a spreadsheet reads the names as UTF-8.
        yield `\uFEFF${csvLine(header)}`;
        for await (const row of rows) {
          const item = entry(row);
          yield csvLine([item.id, item.occurredDateTime, item.staffUsername, item.staffName, item.username, item.userName, item.action, item.reason]);
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-trail-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );
}
