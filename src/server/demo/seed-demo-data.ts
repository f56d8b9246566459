import { CODES } from '../rules/codes.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Queryable } from '../db/database.js';
import { REPO_ROOT } from '../rules/load-rule-files.js';
import { hashSecret, normalizeAnswer } from '../security/secret-hash.js';
import {
  DEMO_ADDRESS,
  DEMO_CLIENTS,
  DEMO_DIRECTORY,
  DEMO_EMAIL_DOMAINS,
  DEMO_GLOBAL_MESSAGES,
  DEMO_ROLES,
  DEMO_SECURITY_ANSWERS,
  DEMO_SECURITY_QUESTIONS,
  DEMO_USERS,
  type DemoUser,
} from './demo-data.js';
import { demoIdentityId, insertIdentityUser } from './seed-identity-users.js';

/** How many rows of each kind one seeding run added (all zero on a seeded database). */
export interface SeedReport {
  roles: number;
  securityQuestions: number;
  emailDomains: number;
  clients: number;
  directoryEntries: number;
  users: number;
  /** Users at the local identity provider (0 when its tables do not exist). */
  identityUsers: number;
  /** Notices for GET /api/globalMessages/{id}. */
  globalMessages: number;
}

// Names the seeding lock, so two processes seeding one PostgreSQL database take turns.
const SEED_LOCK = 7_204_119;

/** True when the database has no user yet: a fresh install, where demo data may go. */
export async function hasNoUsers(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS found');
  return rows[0]?.found === false;
}

/**
 * Loads the demo data set (demo-data.ts) into a migrated database, in one transaction.
 * Idempotent: every row is keyed (ids, usernames, codes) and inserted only when missing, so a
 * second run adds nothing and changes nothing, and a row someone edited keeps their edit.
 */
export async function seedDemoData(db: Database, root = REPO_ROOT): Promise<SeedReport> {
  const passwordLifetimeDays = readPasswordLifetimeDays(root);
  // scrypt costs ~0.1 s a hash: hash each distinct secret once, in parallel, outside the
  // transaction. Demo accounts share a password, so sharing its hash reveals nothing new.
  const hashes = await hashAll([
    ...DEMO_USERS.flatMap((user) => (user.password ? [user.password] : [])),
    ...DEMO_SECURITY_ANSWERS.map((entry) => normalizeAnswer(entry.answer)),
    ...DEMO_CLIENTS.flatMap((client) => (client.pin ? [client.pin] : [])),
  ]);
  const hashOf = (secret: string) => hashes.get(secret) as string;

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const report: SeedReport = { roles: 0, securityQuestions: 0, emailDomains: 0, clients: 0, directoryEntries: 0, users: 0, identityUsers: 0, globalMessages: 0 };

    for (const role of DEMO_ROLES) {
      report.roles += await inserted(tx,
        'INSERT INTO roles (id, name, kind, registrable) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id',
        [role.id, role.name, role.kind, role.registrable]);
    }
    for (const question of DEMO_SECURITY_QUESTIONS) {
      report.securityQuestions += await inserted(tx,
        'INSERT INTO security_questions (id, question_text) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
        [question.id, question.text]);
    }
    for (const domain of DEMO_EMAIL_DOMAINS) {
      report.emailDomains += await inserted(tx,
        'INSERT INTO email_domains (code, domain, internal) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING code',
        [domain.code, domain.domain, domain.internal]);
    }
    for (const client of DEMO_CLIENTS) {
      report.clients += await inserted(tx,
        'INSERT INTO clients (id, name, is_sso, is_unsupported, url, pin_hash) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id',
        [client.id, client.name, client.isSso, client.isUnsupported, client.url, client.pin ? hashOf(client.pin) : null]);
    }
    for (const entry of DEMO_DIRECTORY) {
      for (const clientId of entry.clientIds) {
        report.directoryEntries += await inserted(tx,
          `INSERT INTO provider_directory (identifier_type, identifier_value, client_id, allowed_roles)
           VALUES ($1, $2, $3, $4::integer[]) ON CONFLICT DO NOTHING RETURNING id`,
          [entry.type, entry.value, clientId, `{${entry.roles.join(',')}}`]);
      }
    }
    for (const message of DEMO_GLOBAL_MESSAGES) {
      report.globalMessages += await inserted(tx, 'INSERT INTO global_messages (id, texts) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id', [message.id, [...message.texts]]);
    }
    for (const user of DEMO_USERS) {
      if (await insertUser(tx, user, { hashOf, passwordLifetimeDays, internalDomains: INTERNAL_DOMAINS })) report.users += 1;
    }
    // Each on its own key, so a database seeded before these users existed gets them later.
    for (const user of DEMO_USERS) {
      const passwordHash = user.password ? hashOf(user.password) : null;
      if (await insertIdentityUser(tx, user, passwordHash, passwordLifetimeDays)) report.identityUsers += 1;
    }
    return report;
  });
}

const INTERNAL_DOMAINS = DEMO_EMAIL_DOMAINS.filter((domain) => domain.internal).map((domain) => domain.domain);

interface UserContext {
  hashOf(secret: string): string;
  passwordLifetimeDays: number;
  internalDomains: readonly string[];
}

/** Inserts one demo account with its answers, history, plans and identifiers; false if it exists. */
async function insertUser(tx: Queryable, user: DemoUser, context: UserContext): Promise<boolean> {
  const isInternal = user.domainId !== undefined;
  const passwordHash = user.password ? context.hashOf(user.password) : null;
  const identity = identityColumns(user, context.passwordLifetimeDays);
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO users (
       username, domain_id, first_name, last_name, email, password_hash, account_status,
       migration_status, role_id, organization_name, address_line1, city, state,
       zip_code, phone, fax, is_internal, is_sso, is_admin, external_user_flg, commercial_program,
       locked_at, okta_user_id, password_changed_at, last_sign_in_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20, $21, CASE WHEN $22::boolean THEN now() END, $23, now() - make_interval(days => $24::integer),
       CASE WHEN $25::boolean THEN now() END, now() - make_interval(days => $26::integer))
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      user.username, user.domainId ?? null, user.firstName, user.lastName, user.email, passwordHash, user.accountStatus,
      identity.migrationStatus, user.roleId,
      isInternal ? null : (user.organizationName ?? DEMO_ADDRESS.organizationName), isInternal ? null : DEMO_ADDRESS.addressLine1,
      isInternal ? null : DEMO_ADDRESS.city, isInternal ? null : DEMO_ADDRESS.state, isInternal ? null : DEMO_ADDRESS.zipCode,
      isInternal ? null : DEMO_ADDRESS.phone, isInternal ? null : DEMO_ADDRESS.fax,
      isInternal, user.isSso ?? false, user.isAdmin ?? false, isInternal ? 'N' : 'Y', user.commercialProgram ?? false,
      user.locked === true || user.identity === 'LOCKED_OUT', identity.oktaUserId, identity.passwordAgeDays,
      // Active accounts count as used, so the 60-day expiry of unused credentials spares them.
      user.accountStatus === CODES.accountStatus.active,
      user.registeredDaysAgo ?? 0,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) return false;

  if (passwordHash) await tx.query('INSERT INTO password_history (user_id, password_hash) VALUES ($1, $2)', [id, passwordHash]);
  if (user.securityAnswers) {
    for (const [index, entry] of DEMO_SECURITY_ANSWERS.entries()) {
      await tx.query('INSERT INTO user_security_answers (user_id, position, question_id, answer_hash) VALUES ($1, $2, $3, $4)', [
        id, index + 1, entry.questionId, context.hashOf(normalizeAnswer(entry.answer)),
      ]);
    }
  }
  for (const clientId of user.clientIds ?? []) {
    await tx.query('INSERT INTO user_clients (user_id, client_id) VALUES ($1, $2)', [id, clientId]);
  }
  for (const identifier of user.identifiers ?? []) {
    await tx.query('INSERT INTO user_identifiers (user_id, identifier_type, identifier_value, client_id) VALUES ($1, $2, $3, $4)', [
      id, identifier.type, identifier.value, identifier.clientId,
    ]);
  }
  return true;
}

/**
 * How a demo account stands with the identity provider, in the users table's own columns:
 * a linked identity (okta_user_id), migration status S (Staged, code not yet entered) or A,
 * an expired password (changed longer ago than the lifetime), a lock.
 */
function identityColumns(user: DemoUser, passwordLifetimeDays: number) {
  const linked = user.identity !== undefined;
  return {
    oktaUserId: demoIdentityId(user),
    migrationStatus: !linked ? null : user.identity === 'STAGED' ? 'S' : 'A',
    passwordAgeDays: user.identity === 'PASSWORD_EXPIRED' || user.passwordExpired === true ? passwordLifetimeDays + 1 : 0,
  };
}

async function inserted(tx: Queryable, sql: string, params: readonly unknown[]): Promise<number> {
  return (await tx.query(sql, params)).length;
}

async function hashAll(secrets: readonly string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(secrets)];
  const hashes = await Promise.all(distinct.map((secret) => hashSecret(secret)));
  return new Map(distinct.map((secret, index) => [secret, hashes[index] as string]));
}

function readPasswordLifetimeDays(root: string): number {
  const rules = JSON.parse(readFileSync(join(root, 'schemas/config/account-rules.json'), 'utf8')) as { passwordLifetimeDays: number };
  return rules.passwordLifetimeDays;
}
