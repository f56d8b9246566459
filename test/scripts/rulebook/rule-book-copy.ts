import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';

/** A temp copy of the real schemas/ and flows/, for a test to change one rule file in. */
export function copyRuleFiles(): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'rulebook-'));
  for (const folder of ['schemas', 'flows']) cpSync(join(REPO_ROOT, folder), join(root, folder), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Changes one JSON file of a copy in place. */
export function editJson(root: string, file: string, edit: (json: Record<string, any>) => void): void {
  const path = join(root, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, any>;
  edit(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

/** The text a reader sees: tags dropped, entities read, white space collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<title[\s\S]*?<\/title>|<desc[\s\S]*?<\/desc>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** One flow's picture, cut out of the book. */
export function flowPicture(html: string, flow: string): string {
  const start = html.indexOf(`aria-labelledby="flow--${flow}--picture-title`);
  if (start < 0) throw new Error(`no picture of flow ${flow}`);
  return html.slice(html.lastIndexOf('<svg', start), html.indexOf('</svg>', start) + '</svg>'.length);
}
