import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { buildRuleBook } from './rule-book.js';

/**
 * `npm run rulebook [-- --out <file>]`: writes the rule book, one self-contained HTML file
 * (default .rulebook/index.html, gitignored: it is built from the rule files, never edited,
 * and kept out of dist/ so the production server never serves it).
 */
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 && args[outIndex + 1] ? join(process.cwd(), args[outIndex + 1] as string) : join(REPO_ROOT, '.rulebook', 'index.html');
const html = buildRuleBook({ root: REPO_ROOT, stylesheet: { inline: true } });
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, html);
console.log(`Rule book written to ${relative(process.cwd(), out) || out} (${Math.round(html.length / 1024)} KB).`);
