// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH } from '../../../src/server/openapi/openapi.js';
import { answerId, answerNames } from '../../../src/server/rules/load-rule-files.js';
import { STATIC_HEADER } from '../helper.js';
import { buildAppRecordingRoutes, type RecordedRoute } from '../support/recorded-routes.js';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
  security?: unknown[];
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
}

/** Where every answer's `$id` starts (".../schemas/answers/"). */
const SCHEMA_ANSWERS_ID = answerId('').replace(/\.json$/, '');

/** Fastify's "/a/:id" as OpenAPI writes it, "/a/{id}". */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  let routes: RecordedRoute[];
  let document: OpenApiDocument;
  beforeAll(async () => {
    ({ app, routes } = await buildAppRecordingRoutes());
    const answer = await app.inject({ method: 'GET', url: OPENAPI_PATH, headers: STATIC_HEADER });
    expect(answer.statusCode).toBe(200);
    document = answer.json();
  }, 60_000);
  afterAll(() => app?.close());

  it('is an OpenAPI 3 document titled with the product', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toContain(app.content.config.product);
  });

  it('words every schema title: no catalogue id ("caption.zipCode") is left for a reader of the contract', () => {
    const titles: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (typeof node === 'object' && node !== null) {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'title' && typeof value === 'string') titles.push(value);
          else walk(value);
        }
      }
    };
    walk(document);
    expect(titles).toContain('Zip Code');
    expect(titles.filter((title) => title in app.content.catalogue)).toEqual([]);
  });

  it('names the static header every call carries as its security scheme', () => {
    const { name } = app.content.config.staticHeader;
    expect(document.components?.securitySchemes?.staticHeader).toEqual({ type: 'apiKey', in: 'header', name });
    expect(document.security).toEqual([{ staticHeader: [] }]);
  });

  it('lists every /api route the app registers, with its method', () => {
    const apiRoutes = routes.filter((route) => route.url.startsWith('/api/') && route.url !== OPENAPI_PATH);
    expect(apiRoutes.length).toBeGreaterThan(0);
    const missing = apiRoutes
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('documents no path the app does not answer', () => {
    const registered = new Set(routes.map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`));
    const extra = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`).filter((entry) => !registered.has(entry)),
    );
    expect(extra).toEqual([]);
  });

  it("carries each route's declared body and response statuses", () => {
    for (const route of routes.filter((entry) => entry.url.startsWith('/api/') && entry.url !== OPENAPI_PATH)) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const schema = (route.schema ?? {}) as { body?: unknown; response?: Record<string, unknown> };
      const name = `${route.method} ${route.url}`;
      if (schema.body) expect(operation?.requestBody, name).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}).sort(), name).toEqual(
        Object.keys(schema.response ?? { 200: {} }).map((status) => (status === 'default' ? 'default' : String(status))).sort(),
      );
    }
  });

  it('answers from schemas/answers only: every response a route declares is one of its files, none is written inline', () => {
    const inline = routes.flatMap((route) =>
      Object.entries((route.schema as { response?: Record<string, { $id?: unknown }> } | undefined)?.response ?? {})
        .filter(([, answer]) => typeof answer.$id !== 'string' || !answer.$id.startsWith(SCHEMA_ANSWERS_ID))
        .map(([status]) => `${route.method} ${route.url} ${status}`),
    );
    expect(inline).toEqual([]);
  });

  it('names each answer a route gives as a component from its file, and the route refers to it', () => {
    const named = new Set<string>();
    for (const route of routes.filter((entry) => entry.url.startsWith('/api/') && entry.url !== OPENAPI_PATH)) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      for (const [status, answer] of Object.entries((route.schema as { response?: Record<string, { $id: string }> } | undefined)?.response ?? {})) {
        const name = answer.$id.slice(SCHEMA_ANSWERS_ID.length).replace(/\.json$/, '');
        const documented = JSON.stringify(operation?.responses?.[status]);
        expect(documented, `${route.method} ${route.url} ${status}`).toContain(`"$ref":"#/components/schemas/${name}"`);
        named.add(name);
      }
    }
    for (const name of named) expect(document.components?.schemas?.[name], name).toBeDefined();
    expect([...named].filter((name) => !answerNames().includes(name))).toEqual([]);
  });

  it('documents our expired-password change with its summary and its four body fields', () => {
    const operation = document.paths['/api/user/expiredpassword']?.post as { summary?: string; requestBody?: { content: Record<string, { schema: unknown }> } } | undefined;
    expect(operation?.summary).toMatch(/expired password/);
    const body = JSON.stringify(operation?.requestBody);
    for (const field of ['userName', 'currentPassword', 'password', 'confirmPassword']) expect(body).toContain(`"${field}"`);
  });

  it('is served without the static header: tools fetch it as it is', async () => {
    const answer = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
  });
});
