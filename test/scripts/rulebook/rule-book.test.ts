// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { isSchemaNode } from '../../../src/engine/schema/json-schema.js';
import { drawnModels } from '../../../src/engine/screen/node-type.js';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { messageReferences } from '../../../scripts/check-schemas/message-references.js';
import { modelFields } from '../../../scripts/gen/field-walk.js';
import { loadBookContext, type BookContext } from '../../../scripts/rulebook/book-context.js';
import { buildRuleBook } from '../../../scripts/rulebook/rule-book.js';
import { patternWords } from '../../../scripts/rulebook/pattern-words.js';
import { rule, text as catalogueText } from '../../support/rules.js';
import { visibleText } from './book-text.js';

const PASSWORD = 'schemas/defs/password.json';

let book: BookContext;
let html: string;
let text: string;

beforeAll(() => {
  book = loadBookContext(REPO_ROOT);
  html = buildRuleBook({ root: REPO_ROOT });
  text = visibleText(html);
});

/** Every screen a flow step shows, with the files whose message ids it uses. */
function screensInUse(): { screen: string; files: Set<string> }[] {
  const out: { screen: string; files: Set<string> }[] = [];
  for (const flow of book.set.ofKind('flow')) {
    const steps = isSchemaNode(flow.json) && isSchemaNode(flow.json.steps) ? Object.values(flow.json.steps) : [];
    for (const step of steps.filter(isSchemaNode)) {
      const screen = book.set.screens.get(String(step.screen));
      if (!screen || !isSchemaNode(screen.json)) continue;
      const content = Array.isArray(screen.json.content) ? screen.json.content : [];
      const files = new Set([screen.file, flow.file]);
      for (const drawn of drawnModels(content, book.nodeTypes)) {
        files.add(book.set.uis.get(drawn.ui)?.file ?? '');
        files.add(book.set.models.get(drawn.model)?.file ?? '');
      }
      // Shared modals the screen opens: by an event of its nodes, or by a flow outcome of the step.
      const opened = JSON.stringify([content, step]).match(/"(?:@open:|modal":")([a-z0-9-]+)"/g) ?? [];
      for (const match of opened) files.add(`flows/modals/${match.replace(/^"(@open:|modal":")|"$/g, '')}.json`);
      out.push({ screen: screen.file, files });
    }
  }
  return out;
}

/** The literal parts of a catalogue text, between its {slots}: what any filled-in version contains. */
function literalParts(template: string): string[] {
  return template.split(/\{\w+\}/).map((part) => part.replace(/\s+/g, ' ').trim()).filter((part) => part.length > 1);
}

describe('the rule book', () => {
  it('is one accessible document: language, title, contents, headings, tables with headers', () => {
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain('<title>Rule book of ');
    expect(html).toContain('<nav class="toc" aria-labelledby="contents">');
    expect(html).toMatch(/<h2 id="flow--registration">Flow registration<\/h2>/);
    expect(html).toContain('<th scope="col">Rule</th><th scope="col">Message shown</th>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('shows the text of every message id used by every screen a flow shows', () => {
    const refs = messageReferences(book.set);
    const screens = screensInUse();
    expect(screens.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const { screen, files } of screens) {
      for (const ref of refs.filter((r) => files.has(r.file))) {
        const template = book.messages.catalogue[ref.id];
        if (template === undefined) continue;
        for (const part of literalParts(template)) if (!text.includes(part)) missing.push(`${screen}: ${ref.id} (${ref.file}${ref.pointer}) "${part}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists every field of every form and summary a screen draws, by its catalogue caption', () => {
    const missing: string[] = [];
    for (const screen of book.set.ofKind('screen')) {
      const content = isSchemaNode(screen.json) && Array.isArray(screen.json.content) ? screen.json.content : [];
      for (const drawn of drawnModels(content, book.nodeTypes)) {
        for (const field of modelFields(book.model(drawn.model) ?? {}, { intoItems: true })) {
          const heading = `${typeof field.schema.title === 'string' ? book.say(field.schema.title) : field.label.split('/').at(-1)} <code>${field.label.replaceAll('*', '[each]')}</code>`;
          if (!html.includes(heading)) missing.push(`${screen.file} ${drawn.model}: ${heading}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('states a rule in plain words beside its exact message, with the schema’s values', () => {
    const limits = { minLength: rule<number>(PASSWORD, '/minLength'), maxLength: rule<number>(PASSWORD, '/maxLength') };
    expect(html).toContain(`<tr><td>${limits.minLength} to ${limits.maxLength} characters</td><td>${catalogueText('password.rule.length', limits)}<br><small><code>password.rule.length</code></small></td></tr>`);
    const uppercase = rule<{ pattern: string; messageId: string }[]>(PASSWORD, '/patternRules').find((each) => each.messageId === 'password.rule.uppercase');
    expect(html).toContain(`<td>${patternWords(String(uppercase?.pattern))}</td><td>${book.say('password.rule.uppercase')}`);
  });

  it('states a date compared with another field in words, naming that field by its caption, beside its exact message', () => {
    const model = 'schemas/models/staff-audit-filter.json';
    const messageId = rule<string>(model, '/properties/to/messages/formatMinimum');
    expect(html).toContain(`<tr><td>not before ${book.say(rule<string>(model, '/properties/from/title'))}</td><td>${catalogueText(messageId)}<br><small><code>${messageId}</code></small></td></tr>`);
  });

  it('says rules in a reviewer’s words: no keyword a rule fails, no raw pattern where words can say it, no answer body path', () => {
    expect(text).not.toMatch(/fails (required|maxLength|type)|contains a match of|answer body\//);
    // A plain character class is said in words ("at least one of: uppercase letters"), never as a pattern.
    expect(text).not.toMatch(/matches the pattern \[[^\]]*\]\s/);
    expect(text).toContain('the answer’s success');
  });

  it('says when a field shows in words, its values by their option captions', () => {
    expect(text).toContain('shown only when User Role is Ordering Provider or Servicing Provider or Genetic Counselor');
  });

  it('says where each outcome of a call leads', () => {
    expect(text).toContain('on answer 200: goes to review /user/registration-review');
  });

  it('says which moves forget the person and what a step keeps through a reload', () => {
    expect(text).toContain('forgets everything held for the person');
    expect(text).toContain('keeps registered through a reload of the tab');
  });

  it('lists each configuration value with its file and key', () => {
    expect(html).toMatch(/<h3 id="config--schemas-config-account-rules-json"><code>schemas\/config\/account-rules.json<\/code><\/h3>/);
    expect(html).toContain('<tr><th scope="row"><code>tokenLifetimeMinutes.reset</code></th><td>60</td></tr>');
  });

  it('links every step it names to the step’s own section', () => {
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    const broken = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]).filter((id) => !ids.has(id));
    expect(broken).toEqual([]);
  });

  it('gives every screen of every step a section', () => {
    const sections = [...html.matchAll(/<section class="step" aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
    const steps = book.set.ofKind('flow').flatMap((flow) => (isSchemaNode(flow.json) && isSchemaNode(flow.json.steps) ? Object.keys(flow.json.steps).map((s) => `${String(flow.json && (flow.json as { id: string }).id)}--${s}`) : []));
    expect(sections.sort()).toEqual(steps.sort());
  });

  it('is the same bytes for the same rule files', () => {
    expect(buildRuleBook({ root: REPO_ROOT })).toBe(html);
  });

  it('links a stylesheet instead of writing one in, when asked (a strict CSP allows no inline style)', () => {
    const linked = buildRuleBook({ root: REPO_ROOT, stylesheet: { href: '/dev/rule-book/rule-book.css' } });
    expect(linked).toContain('<link rel="stylesheet" href="/dev/rule-book/rule-book.css">');
    expect(linked).not.toMatch(/<style|style="/);
  });
});
