// @vitest-environment node
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../src/server/demo/seed-demo-data.js';
import { CSRF_HEADER } from '../../../src/server/plugins/csrf-check.js';
import { SESSION_COOKIE } from '../../../src/server/plugins/sessions.js';
import { createSession } from '../../../src/server/security/session-store.js';
import { STATIC_HEADER } from '../helper.js';
import { buildAppRecordingRoutes, type RecordedRoute } from '../support/recorded-routes.js';

/**
 * Random and malformed bodies against every write call the app registers (discovered, so a
 * route added later is covered without touching this file): never a 5xx, and a refused call
 * leaves every table's row count as it was, so no call writes half a record before refusing.
 */

// Runs per route: small enough for CI (two database engines), raise locally to dig deeper.
const RUNS = Number(process.env.PROPERTY_RUNS ?? 8);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Tables a refused call is meant to write to: the rate-limit counters count attempts, the
 * audit trail records refused sign-ins and recoveries, and a wrong password is counted against
 * its source and account. Every other table must not change.
 */
const WRITTEN_WHEN_REFUSED = new Set(['rate_counters', 'audit_events', 'sign_in_source_failures']);
// Below the app's 64 KiB body limit, in one- and multi-byte characters (the latter can cross
// the limit: a 413 is a fine answer too).
const BODY_LIMIT_BYTES = 64 * 1024;

const { app, routes } = await buildAppRecordingRoutes();
await seedDemoData(app.db);
afterAll(() => app.close());

const writeRoutes = routes.filter((route) => WRITE_METHODS.has(route.method) && route.url.startsWith('/api/'));

const tables = (
  await app.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
  )
)
  .map((row) => row.table_name)
  .filter((table) => !WRITTEN_WHEN_REFUSED.has(table));
const countsQuery = `SELECT ${tables.map((table, index) => `(SELECT count(*) FROM "${table}") AS c${index}`).join(', ')}`;

async function rowCounts(): Promise<Record<string, number>> {
  const row = (await app.db.query<Record<string, string>>(countsQuery))[0] ?? {};
  return Object.fromEntries(tables.map((table, index) => [table, Number(row[`c${index}`])]));
}

interface BodySchema {
  properties?: Record<string, unknown>;
  required?: string[];
  examples?: unknown[];
}

function bodySchemaOf(route: RecordedRoute): BodySchema {
  const body = (route.schema as { body?: unknown } | undefined)?.body;
  return typeof body === 'object' && body !== null ? (body as BodySchema) : {};
}

/**
 * Control characters the spec's valid-character rule refuses (NUL, C0, ESC, CR, DEL, C1):
 * NUL once reached the database and answered 500. Tab, line feed and vertical tab are allowed.
 */
const refusedControl = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000c', '\r', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f');
/** A string with at least one refused control character somewhere in it. */
const controlString = fc
  .tuple(fc.string({ maxLength: 20 }), refusedControl, fc.string({ maxLength: 20 }))
  .map(([before, char, after]) => `${before}${char}${after}`);

const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  controlString,
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);
/**
 * Whole numbers across the whole double range, the edges of the database's integer columns
 * first: 2^31 and 2^53 once reached PostgreSQL from an id and answered 500.
 */
const anyWholeNumber = fc.oneof(
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 2 ** 63, 1e300, -1e300, Number.MAX_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(Math.trunc),
);

/** Where whole numbers sit in an example, as paths of keys and indexes (nested ids included). */
function integerPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'number') return Number.isInteger(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => integerPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => integerPaths(item, [...path, key]));
  return [];
}

/** A deep copy of `value` with the leaf at `path` replaced. */
function replacedAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replacedAt(copy[head], rest, leaf);
  return copy;
}

const hugeString = fc
  .tuple(fc.constantFrom('a', '9', ' ', '<', 'Ω', '\u0000'), fc.integer({ min: 1_000, max: BODY_LIMIT_BYTES - 200 }))
  .map(([char, length]) => char.repeat(length));

/** A request body: JSON (`refused` when it must be refused whoever sends it) or raw text. */
type Payload = { json: unknown; refused?: boolean } | { raw: string; contentType: string };

/** A JSON payload for `route`, from anything at all to a near miss of its own example. */
function payloadFor(route: RecordedRoute): fc.Arbitrary<Payload> {
  const schema = bodySchemaOf(route);
  const fields = Object.keys(schema.properties ?? {});
  const example = schema.examples?.find((entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry)) as
    | Record<string, unknown>
    | undefined;
  const json = (value: fc.Arbitrary<unknown>) => value.map((body) => ({ json: body }));

  const choices: fc.Arbitrary<Payload>[] = [
    json(fc.jsonValue({ maxDepth: 3 })),
    json(hugeString),
    json(fc.record({ anything: hugeString })),
    // Malformed JSON and the wrong media type.
    fc.constantFrom('{"a":', '{', '[1,', 'nul', '{"__proto__":{"polluted":1}}', '""').map((raw) => ({ raw, contentType: 'application/json' })),
    fc.string({ maxLength: 50 }).map((raw) => ({ raw, contentType: 'text/plain' })),
  ];
  if (fields.length > 0) {
    // The route's own field names with values of any type, some missing, some extra.
    choices.push(
      json(
        fc.tuple(
          fc.subarray(fields).chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, wrongValue])))),
          fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), wrongValue, { maxKeys: 2 }),
        ).map(([known, extra]) => ({ ...extra, ...known })),
      ),
    );
  }
  if (example) {
    // The documented example with one field dropped, one given a wrong value, or one extra field.
    const keys = Object.keys(example);
    choices.push(
      json(
        fc.oneof(
          fc.constantFrom(...(keys.length > 0 ? keys : ['none'])).map((key) => Object.fromEntries(Object.entries(example).filter(([name]) => name !== key))),
          fc.tuple(fc.constantFrom(...(keys.length > 0 ? keys : ['none'])), wrongValue).map(([key, value]) => ({ ...example, [key]: value })),
          fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), wrongValue).map(([key, value]) => ({ ...example, [`${key}_extra`]: value })),
          fc.tuple(fc.constantFrom(...(keys.length > 0 ? keys : ['none'])), hugeString).map(([key, value]) => ({ ...example, [key]: value })),
        ),
      ),
    );
    // The example with one of its whole numbers, nested ids included, drawn from the double range.
    const numbers = integerPaths(example);
    if (numbers.length > 0) {
      choices.push(json(fc.tuple(fc.constantFrom(...numbers), anyWholeNumber).map(([path, number]) => replacedAt(example, path, number))));
    }
    // The example with a refused control character put into one of its strings: a 4xx, always.
    const stringKeys = keys.filter((key) => typeof example[key] === 'string');
    if (stringKeys.length > 0) {
      choices.push(
        fc.tuple(fc.constantFrom(...stringKeys), refusedControl, fc.nat()).map(([key, char, at]) => {
          const value = example[key] as string;
          const index = at % (value.length + 1);
          return { json: { ...example, [key]: `${value.slice(0, index)}${char}${value.slice(index)}` }, refused: true };
        }),
      );
    }
  }
  return fc.oneof(...choices);
}

/** The route's URL with its parameters filled in ("/a/:id" becomes "/a/x7"). */
const urlFor = (route: RecordedRoute) =>
  fc
    .array(
      fc.oneof(
        fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
        fc.constantFrom('1', '0', '-1', '99999999999999999999', '%00', '..'),
        // Path segments with refused control characters, percent-encoded as a client sends them.
        controlString.map((value) => encodeURIComponent(value)),
      ),
      {
        minLength: 4,
        maxLength: 4,
      },
    )
    .map((values) => {
      let index = 0;
      return route.url.replace(/:[A-Za-z0-9_]+|\*/g, () => values[index++ % values.length] as string);
    });

type Caller = 'anonymous' | 'provider' | 'admin';
const USERNAMES: Record<Exclude<Caller, 'anonymous'>, string> = {
  provider: 'olivia.ordering@clinic.example',
  admin: 'admin@carelon.example',
};

/** A fresh session per route for each signed-in caller: a logout in one route's runs spares the next route. */
async function sessionsForRoute(): Promise<Record<Caller, Record<string, string>>> {
  const headers: Record<Caller, Record<string, string>> = { anonymous: {}, provider: {}, admin: {} };
  for (const caller of ['provider', 'admin'] as const) {
    const [user] = await app.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [USERNAMES[caller]]);
    const session = await createSession(app.db, Number(user?.id));
    headers[caller] = { cookie: `${SESSION_COOKIE}=${session.cookieValue}`, [CSRF_HEADER]: session.csrfToken };
  }
  return headers;
}

describe('write calls under random and malformed bodies', () => {
  it('are found: the app registers write calls under /api', () => {
    expect(writeRoutes.length).toBeGreaterThan(0);
  });

  for (const route of writeRoutes) {
    it(`${route.method} ${route.url} answers 4xx or success, never 5xx, and a refusal leaves no row behind`, async () => {
      const callers = await sessionsForRoute();
      let before = await rowCounts();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom<Caller>('anonymous', 'provider', 'admin'), urlFor(route), payloadFor(route), async (caller, url, payload) => {
          const request: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url,
            headers: { ...STATIC_HEADER, ...callers[caller], 'content-type': 'raw' in payload ? payload.contentType : 'application/json' },
            payload: 'raw' in payload ? payload.raw : JSON.stringify(payload.json),
          };
          const answer = await app.inject(request);
          expect(answer.statusCode, answer.body.slice(0, 300)).toBeLessThan(500);
          if ('json' in payload && payload.refused) expect(answer.statusCode, answer.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
          if (answer.statusCode >= 400) {
            expect(answer.json(), `${answer.statusCode} answers the error shape`).toMatchObject({ errors: expect.any(Array) });
            expect(await rowCounts()).toEqual(before);
          } else {
            // A random body that happened to be valid may write: compare from here on.
            before = await rowCounts();
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }, 120_000);
  }
});
