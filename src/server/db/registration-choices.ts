import type { Queryable } from './database.js';

/** The roles a person may register for, by id. */
export function registrableRoles(db: Queryable): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>('SELECT id, name FROM roles WHERE registrable ORDER BY id');
}

/** A role's kind (provider, health_plan...) and whether one may register for it; undefined for an unknown id. */
export async function roleForRegistration(db: Queryable, roleId: number): Promise<{ kind: string; registrable: boolean } | undefined> {
  const roles = await db.query<{ kind: string; registrable: boolean }>('SELECT kind, registrable FROM roles WHERE id = $1', [roleId]);
  return roles[0];
}

/** The security questions, by id. */
export function securityQuestions(db: Queryable): Promise<{ id: number; question_text: string }[]> {
  return db.query<{ id: number; question_text: string }>('SELECT id, question_text FROM security_questions ORDER BY id');
}

/** The ids of the security questions. */
export function securityQuestionIds(db: Queryable): Promise<{ id: number }[]> {
  return db.query<{ id: number }>('SELECT id FROM security_questions');
}

/** The e-mail domains the registration form offers, by domain; `internal` marks the company's own. */
export function emailDomains(db: Queryable): Promise<{ code: string; domain: string; internal: boolean }[]> {
  return db.query<{ code: string; domain: string; internal: boolean }>('SELECT code, domain, internal FROM email_domains ORDER BY domain');
}

/** Whether the domain (any case) is one of the company's own (internal) e-mail domains. */
export async function isInternalDomain(db: Queryable, domain: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM email_domains WHERE internal AND lower(domain) = lower($1)', [domain])).length > 0;
}

/** A health plan as registration judges it: whether it is supported, reached by single sign-on, and its PIN hash. */
export interface RegistrationPlanRow {
  id: number;
  name: string;
  is_sso: boolean;
  is_unsupported: boolean;
  pin_hash: string | null;
}

/** The health plans with these ids (unknown ids are left out). */
export function registrationPlans(db: Queryable, ids: readonly number[]): Promise<RegistrationPlanRow[]> {
  return db.query<RegistrationPlanRow>('SELECT id, name, is_sso, is_unsupported, pin_hash FROM clients WHERE id = ANY ($1::int[])', [ids]);
}

/** The health plan with this id; undefined when there is none. */
export async function registrationPlan(db: Queryable, id: number): Promise<RegistrationPlanRow | undefined> {
  return (await db.query<RegistrationPlanRow>('SELECT id, name, is_sso, is_unsupported, pin_hash FROM clients WHERE id = $1', [id]))[0];
}
