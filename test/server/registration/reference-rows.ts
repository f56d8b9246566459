import type { Queryable } from '../../../src/server/db/database.js';
import { hashSecret } from '../../../src/server/security/secret-hash.js';

/** Health plans the registration tests use (ids far from any demo data's). */
export const PLAN = { example: 9001, pinned: 9002, unsupported: 9003, sso: 9004, other: 9005 } as const;
/** The PIN of the pinned plan. */
export const PLAN_PIN = '4321';
/** Security questions the tests answer. */
export const QUESTIONS = [901, 902, 903, 904, 905] as const;
/** Directory entries: an NPI for provider roles, a TIN for the genetic counselor too. */
export const NPI = '1234567893';
export const TIN = '123456789';

/**
 * Inserts the reference rows the registration tests need (roles, questions, e-mail domains,
 * health plans, provider directory), written here rather than taken from the demo seed so
 * the tests say what they rely on. Upserts, so a seeded database does not break them.
 */
export async function insertReferenceRows(db: Queryable): Promise<void> {
  const roles: [number, string, string, boolean][] = [
    [1, 'Ordering Provider', 'provider', true],
    [2, 'Servicing Provider', 'provider', true],
    [5, 'Health Plan Representative', 'health_plan', true],
    [10, 'Genetic Counselor', 'genetic_counselor', true],
    [98, 'Internal Staff', 'internal', false],
  ];
  for (const [id, name, kind, registrable] of roles) {
    await db.query(
      `INSERT INTO roles (id, name, kind, registrable) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET name = $2, kind = $3, registrable = $4`,
      [id, name, kind, registrable],
    );
  }
  for (const [index, id] of QUESTIONS.entries()) {
    await db.query('INSERT INTO security_questions (id, question_text) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
      id,
      `Registration test question ${index + 1}?`,
    ]);
  }
  await db.query(
    `INSERT INTO email_domains (code, domain, internal) VALUES ('TESTCLINIC', 'clinic.example.org', false), ('TESTINT', 'carelon.example', true)
     ON CONFLICT DO NOTHING`,
  );
  const pinHash = await hashSecret(PLAN_PIN);
  const clients: [number, string, boolean, boolean, string | null][] = [
    [PLAN.example, 'Example Health', false, false, null],
    [PLAN.pinned, 'Pinned Health', false, false, pinHash],
    [PLAN.unsupported, 'Old Plan', false, true, null],
    [PLAN.sso, 'Single Sign-On Plan', true, false, null],
    [PLAN.other, 'Unrelated Plan', false, false, null],
  ];
  for (const [id, name, isSso, isUnsupported, pin] of clients) {
    await db.query(
      `INSERT INTO clients (id, name, is_sso, is_unsupported, url, pin_hash) VALUES ($1, $2, $3, $4, NULL, $5)
       ON CONFLICT (id) DO UPDATE SET name = $2, is_sso = $3, is_unsupported = $4, pin_hash = $5`,
      [id, name, isSso, isUnsupported, pin],
    );
  }
  const directory: [number, string, number, number[]][] = [
    [1, NPI, PLAN.example, [1, 2]],
    [1, NPI, PLAN.pinned, [1, 2]],
    [1, NPI, PLAN.unsupported, [1, 2]],
    [1, NPI, PLAN.sso, [1, 2]],
    [0, TIN, PLAN.example, [1, 2, 10]],
  ];
  for (const [type, value, clientId, allowed] of directory) {
    await db.query(
      `INSERT INTO provider_directory (identifier_type, identifier_value, client_id, allowed_roles) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [type, value, clientId, allowed],
    );
  }
}

/** A complete, valid direct registration of an ordering provider; override what a test varies. */
export function goodRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Pat',
    lastName: 'Lee',
    username: 'pat.lee@clinic.example.org',
    emailAsUserName: true,
    password: 'Kb7mQz2wLp9',
    confirmPassword: 'Kb7mQz2wLp9',
    isInternalUser: false,
    securityAnswers: [
      { QuestionId: QUESTIONS[0], Answer: 'Fluffy' },
      { QuestionId: QUESTIONS[1], Answer: 'Main  Street' },
      { QuestionId: QUESTIONS[2], Answer: 'Blue' },
      {},
      {},
    ],
    userRole: 1,
    organizationName: 'Lee Family Medicine',
    address: { addressLine1: '1200 Main Street', city: 'Richmond', state: 'VA', zipCode: '23219' },
    email: 'office@clinic.example.org',
    useSameEmail: false,
    phone: { number: '8045551234', extension: '12' },
    fax: '8045551235',
    healthPlan: null,
    commercialHealthplanSelected: true,
    geneticCounselor: false,
    providerIdentifiers: [{ type: 1, value: NPI, selectedType: { key: 1 }, providerIdentifierMappings: [] }],
    providerClients: [
      { id: PLAN.example, name: 'Example Health', selected: true, isSso: false, isNew: true, pin: null, url: null, totalProviders: 0 },
      { id: PLAN.pinned, name: 'Pinned Health', selected: false },
    ],
    termsOfUse: true,
    oktaUserId: null,
    ...overrides,
  };
}
