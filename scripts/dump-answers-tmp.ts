import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/open-database.js';
const db = await openDatabase({});
const app = buildApp({ staticDir: process.cwd() + '/test/server/fixtures/built-portal', portalUrl: 'https://portal.test', db });
const out: Array<{ method: string; url: string; status: string; schema: unknown }> = [];
app.addHook('onRoute', (r) => {
  const resp = (r.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (!resp) return;
  for (const [status, schema] of Object.entries(resp)) out.push({ method: String(r.method), url: r.url, status, schema });
});
await app.ready();
writeFileSync('/tmp/h2x/answers.json', JSON.stringify(out, null, 1));
process.exit(0);
