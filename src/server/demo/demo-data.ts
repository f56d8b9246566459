import { completeNpi } from '../../engine/rules/npi-check-digit.js';

/**
 * The demo data set: what `npm start` loads into an empty embedded database and
 * `npm run db:seed` into PostgreSQL. Plain data only; seed-demo-data.ts writes it.
 *
 * Every value here is fictitious (".example" domains, made-up plans and people). The README's
 * "Demo accounts" table lists the accounts below; keep the two in step.
 */

/** The password of every demo account that has one (fits both password policies: 8-15, upper, lower, digit, symbol). */
export const DEMO_PASSWORD = 'Portal#Demo24';

/**
 * Every demo account's answers to security questions 1, 2 and 3 (as typed; stored hashed
 * after normalizeAnswer, so any case or spacing of them matches).
 */
export const DEMO_SECURITY_ANSWERS: readonly { questionId: number; answer: string }[] = [
  { questionId: 1, answer: 'Fluffy' },
  { questionId: 2, answer: 'Main Street' },
  { questionId: 3, answer: 'Blue' },
];

/** Identifier type keys of the spec (TIN 0, NPI 1, GNPI 2, CLID 3, GRID 4, GTIN 5). */
export const IdentifierType = { TIN: 0, NPI: 1, GNPI: 2, CLID: 3, GRID: 4, GTIN: 5 } as const;

export interface DemoRole {
  id: number;
  name: string;
  kind: 'provider' | 'health_plan' | 'genetic_counselor' | 'internal';
  /** Offered on the registration form (schemas/defs/user-role.json lists the same ids). */
  registrable: boolean;
}

/**
 * Roles 1, 2, 5 and 10 are the spec's. Role 4 "appears in templates showing a Health Plan
 * Details form; its name is not shown", and the spec names health plan operations as the
 * other role that picks a health plan: so 4 is Health Plan Operations (assigned by staff, not
 * offered at registration). 99 is internal staff, whom the spec names without an id.
 */
export const DEMO_ROLES: readonly DemoRole[] = [
  { id: 1, name: 'Ordering Provider', kind: 'provider', registrable: true },
  { id: 2, name: 'Servicing Provider', kind: 'provider', registrable: true },
  { id: 4, name: 'Health Plan Operations', kind: 'health_plan', registrable: false },
  { id: 5, name: 'Health Plan Representative', kind: 'health_plan', registrable: true },
  { id: 10, name: 'Genetic Counselor', kind: 'genetic_counselor', registrable: true },
  { id: 99, name: 'Internal Staff', kind: 'internal', registrable: false },
];

/** More than the five a user picks from, so the form's "used once" rule has choices. */
export const DEMO_SECURITY_QUESTIONS: readonly { id: number; text: string }[] = [
  { id: 1, text: 'What was the name of your first pet?' },
  { id: 2, text: 'What street did you grow up on?' },
  { id: 3, text: 'What is your favorite color?' },
  { id: 4, text: 'In what city were you born?' },
  { id: 5, text: 'What was the make of your first car?' },
  { id: 6, text: 'What is the middle name of your oldest sibling?' },
  { id: 7, text: 'What was the name of your elementary school?' },
];

/**
 * E-mail domains with their codes. The internal ones make a registrant internal staff
 * (US Domain ID instead of a password): the browser reads them from
 * GET /api/user/registration/emailDomain, the server from the same table.
 */
export const DEMO_EMAIL_DOMAINS: readonly { code: string; domain: string; internal: boolean }[] = [
  { code: 'CARELON', domain: 'carelon.example', internal: true },
  { code: 'CLINIC', domain: 'clinic.example', internal: false },
  { code: 'BVHP', domain: 'bluevalley.example', internal: false },
  { code: 'SCA', domain: 'summitcare.example', internal: false },
  { code: 'GENE', domain: 'genetics.example', internal: false },
];

export interface DemoClient {
  id: number;
  name: string;
  isSso: boolean;
  isUnsupported: boolean;
  /** The plan's own registration site; null: employee access goes through an identity system. */
  url: string | null;
  /** Stored hashed; published in the README so the PIN check can be tried. */
  pin: string | null;
}

/** Health plans (the spec's clients): supported, PIN-protected, single sign-on, unsupported. */
export const DEMO_CLIENTS: readonly DemoClient[] = [
  { id: 101, name: 'Blue Valley Health Plan', isSso: false, isUnsupported: false, url: null, pin: null },
  { id: 102, name: 'Summit Care Alliance', isSso: false, isUnsupported: false, url: null, pin: '4821' },
  { id: 103, name: 'Harbor Health Partners', isSso: true, isUnsupported: false, url: 'https://harbor-health.example/provider-registration', pin: null },
  { id: 104, name: 'Prairie State Medicaid', isSso: false, isUnsupported: true, url: 'https://prairie-medicaid.example/register', pin: null },
  { id: 105, name: 'Lakeside Community Health', isSso: false, isUnsupported: true, url: null, pin: null },
  { id: 106, name: 'Evergreen Medicare Advantage', isSso: false, isUnsupported: false, url: null, pin: '7305' },
  { id: 107, name: 'Northwind Employee Health', isSso: true, isUnsupported: false, url: null, pin: null },
  { id: 108, name: 'Coastal Family Health', isSso: false, isUnsupported: false, url: null, pin: null },
];

export interface DemoDirectoryEntry {
  type: number;
  value: string;
  clientIds: readonly number[];
  /** Roles that may register with this identifier. */
  roles: readonly number[];
}

/** NPIs made valid by their real check digit (Luhn over "80840" and the first nine digits). */
export const DEMO_NPI = {
  ordering: completeNpi('123456789'),
  servicingGroup: completeNpi('176543210'),
  counselor: completeNpi('154321098'),
  harbor: completeNpi('167890123'),
  orderingOnly: completeNpi('198765432'),
} as const;

/** A practice's 12 NPIs on plan 101 and 11 TINs on plan 102: three pages of the provider list. */
const PRACTICE_IDENTIFIERS = [
  ...Array.from({ length: 12 }, (_, index) => ({ type: IdentifierType.NPI, value: completeNpi(`1555000${String(index).padStart(2, '0')}`), clientId: 101 })),
  ...Array.from({ length: 11 }, (_, index) => ({ type: IdentifierType.TIN, value: `5550001${String(index).padStart(2, '0')}`, clientId: 102 })),
];

/** The provider directory: which identifiers the portal knows, for which plans and roles. */
export const DEMO_DIRECTORY: readonly DemoDirectoryEntry[] = [
  { type: IdentifierType.NPI, value: DEMO_NPI.ordering, clientIds: [101, 102, 106], roles: [1, 2] },
  { type: IdentifierType.NPI, value: DEMO_NPI.orderingOnly, clientIds: [101], roles: [1] },
  { type: IdentifierType.NPI, value: DEMO_NPI.counselor, clientIds: [101, 108], roles: [10] },
  { type: IdentifierType.NPI, value: DEMO_NPI.harbor, clientIds: [103], roles: [1, 2] },
  { type: IdentifierType.GNPI, value: DEMO_NPI.servicingGroup, clientIds: [102, 106], roles: [1, 2] },
  { type: IdentifierType.TIN, value: '123456789', clientIds: [101, 102], roles: [1, 2] },
  { type: IdentifierType.TIN, value: '987654321', clientIds: [108], roles: [2] },
  // Known, but only for an unsupported plan: registration answers "Health Plan not supported".
  { type: IdentifierType.TIN, value: '444555666', clientIds: [104], roles: [1, 2] },
  { type: IdentifierType.GTIN, value: '555666777', clientIds: [106], roles: [1, 2] },
  { type: IdentifierType.CLID, value: 'CL-100234', clientIds: [101], roles: [1, 2, 10] },
  { type: IdentifierType.CLID, value: 'CLID-ALPHA-77', clientIds: [108], roles: [2] },
  { type: IdentifierType.GRID, value: 'G100', clientIds: [102], roles: [1, 2] },
  ...PRACTICE_IDENTIFIERS.map(({ type, value, clientId }) => ({ type, value, clientIds: [clientId], roles: [1, 2] })),
];

/** How a demo user stands with the identity provider (multi-factor variant), if at all. */
export type DemoIdentityStatus = 'ACTIVE' | 'PASSWORD_EXPIRED' | 'LOCKED_OUT' | 'STAGED';

export interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Spec codes: 2 pending e-mail, 3 under review, 4/7 contact support, 5/6 disabled, 8 duplicates; 1 active (ours). */
  accountStatus: number;
  roleId: number;
  /** Null: no password (none in this data set; kept for clarity of the type). */
  password: string | null;
  /** False for internal staff: the spec disables security questions for them. */
  securityAnswers: boolean;
  isAdmin?: boolean;
  isSso?: boolean;
  /** Internal staff: their US Domain ID; external_user_flg becomes N. */
  domainId?: string;
  locked?: boolean;
  /** A direct account whose password is past its lifetime: sign-in asks for the current one and a new one. */
  passwordExpired?: boolean;
  identity?: DemoIdentityStatus;
  commercialProgram?: boolean;
  clientIds?: readonly number[];
  identifiers?: readonly { type: number; value: string; clientId: number }[];
  /** The practice's name when it is not DEMO_ADDRESS's (external accounts only). */
  organizationName?: string;
  /** Days since registration (default 0: the day of seeding); the verification queue lists the oldest first. */
  registeredDaysAgo?: number;
  /** What the account shows, for the README table. */
  shows: string;
}

const npiOrdering = (clientId: number) => ({ type: IdentifierType.NPI, value: DEMO_NPI.ordering, clientId });

/**
 * Sample accounts in every status the spec names. Accounts meant for the recovery flows have
 * short alphanumeric usernames: the non-multi-factor forgotten form takes 4-15 letters and
 * digits (older accounts), while registration creates e-mail usernames.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin@carelon.example', firstName: 'Avery', lastName: 'Admin', email: 'avery.admin@carelon.example',
    accountStatus: 1, roleId: 99, password: DEMO_PASSWORD, securityAnswers: false, isAdmin: true, domainId: 'AADMIN01',
    shows: 'Staff administrator (admin flag): banner, acts on a selected user',
  },
  {
    username: 'olivia.ordering@clinic.example', firstName: 'Olivia', lastName: 'Ordering', email: 'olivia.ordering@clinic.example',
    accountStatus: 1, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true, commercialProgram: true,
    clientIds: [101, 102], identifiers: [npiOrdering(101), npiOrdering(102), { type: IdentifierType.TIN, value: '123456789', clientId: 101 }],
    shows: 'Active ordering provider with NPI and TIN on two plans (provider management)',
  },
  {
    username: 'paula.practice@clinic.example', firstName: 'Paula', lastName: 'Practice', email: 'paula.practice@clinic.example',
    accountStatus: 1, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true,
    clientIds: [101, 102],
    identifiers: PRACTICE_IDENTIFIERS,
    organizationName: 'Lakeside Multispecialty Practice',
    shows: 'Ordering provider with 23 identifiers on two plans: filter, sort, pages and deletes of the provider list',
  },
  {
    username: 'fiona.forms@clinic.example', firstName: 'Fiona', lastName: 'Forms', email: 'fiona.forms@clinic.example',
    accountStatus: 1, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true,
    clientIds: [101, 102],
    identifiers: PRACTICE_IDENTIFIERS,
    organizationName: 'Lakeside Multispecialty Practice',
    shows: "Paula's practice again, for trying forms (filters, added rows, saves) apart from Paula's list",
  },
  {
    username: 'sam.servicing@clinic.example', firstName: 'Sam', lastName: 'Servicing', email: 'sam.servicing@clinic.example',
    accountStatus: 1, roleId: 2, password: DEMO_PASSWORD, securityAnswers: true,
    clientIds: [102, 108],
    identifiers: [
      { type: IdentifierType.GNPI, value: DEMO_NPI.servicingGroup, clientId: 102 },
      { type: IdentifierType.CLID, value: 'CLID-ALPHA-77', clientId: 108 },
    ],
    shows: 'Active servicing provider with a group NPI and a CLID',
  },
  {
    username: 'hannah.plan@bluevalley.example', firstName: 'Hannah', lastName: 'Planrep', email: 'hannah.plan@bluevalley.example',
    accountStatus: 1, roleId: 5, password: DEMO_PASSWORD, securityAnswers: true, clientIds: [101],
    shows: 'Health plan representative (one plan, no identifiers)',
  },
  {
    username: 'oscar.ops@summitcare.example', firstName: 'Oscar', lastName: 'Operations', email: 'oscar.ops@summitcare.example',
    accountStatus: 1, roleId: 4, password: DEMO_PASSWORD, securityAnswers: true, clientIds: [102],
    shows: 'Health plan operations (role 4)',
  },
  {
    username: 'rhea.rep@bluevalley.example', firstName: 'Rhea', lastName: 'Representative', email: 'rhea.rep@bluevalley.example',
    accountStatus: 1, roleId: 5, password: DEMO_PASSWORD, securityAnswers: true, clientIds: [101],
    shows: "Health plan representative (role 5) for trying the Health Plan Details form (changing the plan) apart from Hannah's",
  },
  {
    username: 'otto.ops@summitcare.example', firstName: 'Otto', lastName: 'Operations', email: 'otto.ops@summitcare.example',
    accountStatus: 1, roleId: 4, password: DEMO_PASSWORD, securityAnswers: true, clientIds: [102],
    shows: "Health plan operations (role 4) for trying the Health Plan Details form (a PIN plan) apart from Oscar's",
  },
  {
    username: 'grace.counselor@genetics.example', firstName: 'Grace', lastName: 'Counselor', email: 'grace.counselor@genetics.example',
    accountStatus: 1, roleId: 10, password: DEMO_PASSWORD, securityAnswers: true, clientIds: [101],
    identifiers: [{ type: IdentifierType.NPI, value: DEMO_NPI.counselor, clientId: 101 }],
    shows: 'Genetic counselor with an NPI',
  },
  {
    username: 'gwen.genes@genetics.example', firstName: 'Gwen', lastName: 'Genes', email: 'gwen.genes@genetics.example',
    accountStatus: 1, roleId: 10, password: DEMO_PASSWORD, securityAnswers: true, clientIds: [101],
    shows: 'Genetic counselor for trying Add Health Plans (a PIN plan among them) apart from Grace',
  },
  {
    username: 'sso.user@clinic.example', firstName: 'Sasha', lastName: 'Signon', email: 'sso.user@clinic.example',
    accountStatus: 1, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true, isSso: true, clientIds: [103],
    identifiers: [{ type: IdentifierType.NPI, value: DEMO_NPI.harbor, clientId: 103 }],
    shows: 'Single sign-on user: read-only identifier list',
  },
  {
    username: 'ivan.internal@carelon.example', firstName: 'Ivan', lastName: 'Internal', email: 'ivan.internal@carelon.example',
    accountStatus: 1, roleId: 99, password: DEMO_PASSWORD, securityAnswers: false, domainId: 'IINTERNAL1',
    shows: 'Internal user (domain ID): password reset not available',
  },
  {
    username: 'activeuser1', firstName: 'Alex', lastName: 'Active', email: 'alex.active@clinic.example',
    accountStatus: 1, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true, clientIds: [101], identifiers: [npiOrdering(101)],
    shows: 'Active: recovery by username or name plus e-mail, security questions',
  },
  {
    username: 'pending2', firstName: 'Penny', lastName: 'Pending', email: 'penny.pending@clinic.example',
    accountStatus: 2, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true,
    shows: 'Status 2: registration pending e-mail verification',
  },
  {
    username: 'review3', firstName: 'Rita', lastName: 'Review', email: 'rita.review@clinic.example',
    accountStatus: 3, roleId: 2, password: DEMO_PASSWORD, securityAnswers: true,
    shows: 'Status 3: REGISTRATION PENDING (under review)',
  },
  {
    username: 'quinn.queue@clinic.example', firstName: 'Quinn', lastName: 'Queue', email: 'quinn.queue@clinic.example',
    accountStatus: 3, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true, commercialProgram: true,
    organizationName: 'Riverside Cardiology Associates', registeredDaysAgo: 4,
    clientIds: [101], identifiers: [{ type: IdentifierType.NPI, value: DEMO_NPI.orderingOnly, clientId: 101 }],
    shows: 'Status 3, in the verification queue (oldest): ordering provider with an NPI on one plan',
  },
  {
    username: 'rory.review@genetics.example', firstName: 'Rory', lastName: 'Reviewer', email: 'rory.review@genetics.example',
    accountStatus: 3, roleId: 10, password: DEMO_PASSWORD, securityAnswers: true, commercialProgram: true,
    organizationName: 'Helix Genetic Counseling', registeredDaysAgo: 3,
    clientIds: [101, 108],
    identifiers: [
      { type: IdentifierType.NPI, value: DEMO_NPI.counselor, clientId: 101 },
      { type: IdentifierType.NPI, value: DEMO_NPI.counselor, clientId: 108 },
    ],
    shows: 'Status 3, in the verification queue: genetic counselor with an NPI on two plans',
  },
  {
    username: 'vera.verify@clinic.example', firstName: 'Vera', lastName: 'Verify', email: 'vera.verify@clinic.example',
    accountStatus: 3, roleId: 2, password: DEMO_PASSWORD, securityAnswers: true, commercialProgram: true,
    organizationName: 'Coastal Therapy Group', registeredDaysAgo: 2,
    clientIds: [108], identifiers: [{ type: IdentifierType.TIN, value: '987654321', clientId: 108 }],
    shows: 'Status 3, in the verification queue: servicing provider with a TIN',
  },
  {
    username: 'milo.mismatch@clinic.example', firstName: 'Milo', lastName: 'Mismatch', email: 'milo.mismatch@clinic.example',
    accountStatus: 3, roleId: 2, password: DEMO_PASSWORD, securityAnswers: true,
    organizationName: 'Northside Imaging', registeredDaysAgo: 0,
    clientIds: [101],
    identifiers: [
      { type: IdentifierType.NPI, value: DEMO_NPI.orderingOnly, clientId: 101 },
      { type: IdentifierType.NPI, value: completeNpi('187654321'), clientId: 101 },
    ],
    shows: 'Status 3, in the verification queue (newest): an NPI the directory lists for ordering providers only, and one it does not know',
  },
  {
    username: 'support4', firstName: 'Sid', lastName: 'Supportfour', email: 'sid.support@clinic.example',
    accountStatus: 4, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true,
    shows: 'Status 4: contact support',
  },
  {
    username: 'disabled5', firstName: 'Dora', lastName: 'Disabled', email: 'dora.disabled@clinic.example',
    accountStatus: 5, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true,
    shows: 'Status 5: account disabled',
  },
  {
    username: 'disabled6', firstName: 'Drew', lastName: 'Disabled', email: 'drew.disabled@clinic.example',
    accountStatus: 6, roleId: 2, password: DEMO_PASSWORD, securityAnswers: true,
    shows: 'Status 6: account disabled',
  },
  {
    username: 'support7', firstName: 'Stella', lastName: 'Supportseven', email: 'stella.support@clinic.example',
    accountStatus: 7, roleId: 2, password: DEMO_PASSWORD, securityAnswers: true,
    shows: 'Status 7: contact support',
  },
  {
    username: 'dupfirst', firstName: 'Dana', lastName: 'Duplicate', email: 'dana.duplicate@clinic.example',
    accountStatus: 1, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true,
    shows: 'Shares name and e-mail with dupsecond: look-up by name asks for the username',
  },
  {
    username: 'dupsecond', firstName: 'Dana', lastName: 'Duplicate', email: 'dana.duplicate@clinic.example',
    accountStatus: 8, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true,
    shows: 'Status 8: multiple accounts (contact customer service)',
  },
  {
    username: 'locked1', firstName: 'Lou', lastName: 'Locked', email: 'lou.locked@clinic.example',
    accountStatus: 1, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true, locked: true,
    shows: 'Locked after failed sign-ins: unlock through account access',
  },
  {
    username: 'expired1', firstName: 'Ellis', lastName: 'Expired', email: 'ellis.expired@clinic.example',
    accountStatus: 1, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true, passwordExpired: true, clientIds: [101], identifiers: [npiOrdering(101)],
    shows: 'Password expired (direct account): sign-in goes to Change Password with the current password asked',
  },
  {
    username: 'idp.active@clinic.example', firstName: 'Ada', lastName: 'Idpactive', email: 'idp.active@clinic.example',
    accountStatus: 1, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true, identity: 'ACTIVE', clientIds: [101], identifiers: [npiOrdering(101)],
    shows: 'Identity provider: ACTIVE (multi-factor variant)',
  },
  {
    username: 'idp.expired@clinic.example', firstName: 'Ezra', lastName: 'Idpexpired', email: 'idp.expired@clinic.example',
    accountStatus: 1, roleId: 2, password: DEMO_PASSWORD, securityAnswers: true, identity: 'PASSWORD_EXPIRED',
    shows: 'Identity provider: PASSWORD_EXPIRED (current password asked)',
  },
  {
    username: 'idp.expired2@clinic.example', firstName: 'Esme', lastName: 'Idpexpired', email: 'idp.expired2@clinic.example',
    accountStatus: 1, roleId: 2, password: DEMO_PASSWORD, securityAnswers: true, identity: 'PASSWORD_EXPIRED',
    shows: 'Identity provider: PASSWORD_EXPIRED, a second one (after wrong passwords from elsewhere, Change Password asks for the captcha)',
  },
  {
    username: 'idp.lockedout@clinic.example', firstName: 'Lena', lastName: 'Idplocked', email: 'idp.lockedout@clinic.example',
    accountStatus: 1, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true, identity: 'LOCKED_OUT',
    shows: 'Identity provider: LOCKED_OUT',
  },
  {
    username: 'idp.staged@clinic.example', firstName: 'Stan', lastName: 'Idpstaged', email: 'idp.staged@clinic.example',
    accountStatus: 2, roleId: 1, password: DEMO_PASSWORD, securityAnswers: true, identity: 'STAGED',
    shows: 'Identity provider: Staged, one-time code not yet entered (migration status S)',
  },
];

/**
 * The global messages (GET /api/globalMessages/{id}): id 1 is the one the portal shows on the
 * sign-in page and every signed-in page (schemas/config/layout.json globalMessageId).
 */
export const DEMO_GLOBAL_MESSAGES: readonly { id: number; texts: readonly string[] }[] = [
  { id: 1, texts: ['This is the demonstration portal: every account, health plan and identifier in it is fictitious.'] },
];

/** A demo address: zip codes agree with their state (real US zip prefixes). */
export const DEMO_ADDRESS = {
  organizationName: 'Demo Clinic Group',
  addressLine1: '100 Monument Circle',
  city: 'Indianapolis',
  state: 'IN',
  zipCode: '46204',
  phone: '3175550100',
  fax: '3175550101',
} as const;
