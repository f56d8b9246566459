// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSchemaNode } from '../../../src/engine/schema/json-schema.js';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { loadBookContext } from '../../../scripts/rulebook/book-context.js';
import { flowGraph } from '../../../scripts/rulebook/flow-graph.js';
import { guardLines } from '../../../scripts/rulebook/flow-layout.js';
import { flowSvg, transitionList } from '../../../scripts/rulebook/flow-svg.js';
import { escapeHtml } from '../../../scripts/rulebook/html.js';
import { buildRuleBook } from '../../../scripts/rulebook/rule-book.js';
import { copyRuleFiles, editJson } from '../../support/rule-file-copy.js';
import { flowPicture, visibleText } from './book-text.js';

const book = loadBookContext(REPO_ROOT);
const flowJson = (id: string) => book.set.flows.get(id)?.json as Record<string, any>;

describe('the flow pictures', () => {
  it.each(book.set.ofKind('flow').map((flow) => [(flow.json as { id: string }).id]))('draw every step of flow %s, titled and described', (id) => {
    const flow = flowJson(id);
    const svg = flowSvg(flowGraph(book, flow));
    for (const step of Object.keys(flow.steps)) expect(svg).toContain(`<g class="node" data-step="${step}"`);
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-labelledby="flow--[^"]+-title flow--[^"]+-desc"/);
    expect(svg).toContain(`<title id="flow--${id}--picture-title">Flow ${id}: ${Object.keys(flow.steps).length} steps`);
    expect(svg).toMatch(/<desc id="[^"]+">[^<]+<\/desc>/);
  });

  it('list beside the picture the same transitions it draws', () => {
    const graph = flowGraph(book, flowJson('registration'));
    const drawn = [...flowSvg(graph).matchAll(/<g class="edge" data-kind="(\w+)" data-from="([^"]+)" data-to="([^"]+)"><title>([^<]*)<\/title>/g)];
    const listed = [...transitionList(graph).matchAll(/<li data-kind="(\w+)">/g)];
    // An arrow carries every transition of its kind between the same two boxes, its title naming each.
    expect(drawn.reduce((sum, match) => sum + (match[4] as string).split('; ').length, 0)).toBe(listed.length);
    expect(listed.length).toBe(graph.edges.length);
    expect(visibleText(transitionList(graph))).toContain('form → review: next · 200 (event)');
  });

  it('draw a delayed transition as such: its own dashed line, labelled with the delay from configuration', () => {
    const flow = flowJson('account-access');
    const delayedStep = Object.entries(flow.steps as Record<string, any>).find(([, step]) => Array.isArray(step.after))?.[0];
    expect(delayedStep).toBeDefined();
    const svg = flowSvg(flowGraph(book, flow));
    const edge = svg.match(new RegExp(`<g class="edge" data-kind="delayed" data-from="${delayedStep}"[\\s\\S]*?</g>`))?.[0] ?? '';
    const label = svg.match(new RegExp(`<g class="label" data-kind="delayed" data-from="${delayedStep}"[\\s\\S]*?</g>`))?.[0] ?? '';
    const delay = (book.config('account-rules') as Record<string, unknown>).recoveryRedirectMs;
    expect(edge).toContain('stroke-dasharray="8 5"');
    expect(edge).toContain('marker-end="url(#flow--account-access--picture-delayed)"');
    expect(label).toContain(`>after ${String(delay)} ms`);
    expect(label).toContain(`fill="#8a4b00"`);
  });

  it('place no step box over another and no arrow label over a step box (account-access, the largest flow)', () => {
    const svg = flowSvg(flowGraph(book, flowJson('account-access')));
    const rects = (group: string) =>
      [...svg.matchAll(new RegExp(`<g class="${group}" [^>]*><rect x="([\\d.-]+)" y="([\\d.-]+)" width="([\\d.]+)" height="([\\d.]+)"`, 'g'))].map((m) => ({
        x: Number(m[1]),
        y: Number(m[2]),
        width: Number(m[3]),
        height: Number(m[4]),
        name: m[0].slice(0, 80),
      }));
    type Rect = ReturnType<typeof rects>[number];
    const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const steps = rects('node');
    const labels = rects('label');
    expect(steps.length).toBeGreaterThanOrEqual(Object.keys(flowJson('account-access').steps).length);
    expect(labels.length).toBeGreaterThan(10);
    const clashes = [
      ...steps.flatMap((a, i) => steps.slice(i + 1).filter((b) => overlap(a, b)).map((b) => `${a.name} / ${b.name}`)),
      ...labels.flatMap((a) => steps.filter((b) => overlap(a, b)).map((b) => `${a.name} / ${b.name}`)),
    ];
    expect(clashes).toEqual([]);
  });

  it('write each guarded transition’s condition on its arrow in words, wrapped, its whole condition in the list and the arrow’s title', () => {
    for (const id of ['registration', 'account-access']) {
      const graph = flowGraph(book, flowJson(id));
      const svg = flowSvg(graph);
      const guarded = graph.edges.filter((edge) => edge.guard);
      expect(guarded.length).toBeGreaterThan(0);
      for (const edge of guarded) {
        const label = svg.match(new RegExp(`<g class="label" data-kind="${edge.kind}" data-from="${edge.from}" data-to="${edge.to}">[\\s\\S]*?</g>`))?.[0] ?? '';
        const lines = guardLines(edge.guard as string);
        expect(lines[0]).toMatch(/^if /);
        // Every line of the guard is a line of its arrow's label; none runs wider than the picture keeps narrow.
        for (const line of lines) expect(label).toContain(`>${escapeHtml(line)}</tspan>`);
        expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(30);
        expect(visibleText(transitionList(graph))).toContain(`only when ${edge.guard as string}`);
      }
    }
  });

  it('draw a failure (a refused call) apart from the events', () => {
    const svg = flowSvg(flowGraph(book, flowJson('registration')));
    expect(svg).toMatch(/<g class="edge" data-kind="failure" data-from="review" data-to="form"><title>submit · 4xx<\/title>/);
  });

  it('show a step added to a flow, with the transition leading to it', () => {
    const copy = copyRuleFiles();
    editJson(copy, 'flows/registration.json', (flow) => {
      flow.steps.emailSent.on = { next: 'thanks' };
      flow.steps.thanks = { route: '/user/registration-thanks', screen: 'registration-email-sent' };
    });
    const before = flowPicture(buildRuleBook({ root: REPO_ROOT }), 'registration');
    const html = buildRuleBook({ root: copy });
    const after = flowPicture(html, 'registration');
    expect(before).not.toContain('data-step="thanks"');
    expect(after).toContain('<g class="node" data-step="thanks" data-kind="step">');
    expect(after).toContain('/user/registration-thanks');
    expect(after).toMatch(/<g class="edge" data-kind="event" data-from="emailSent" data-to="thanks"><title>next<\/title>/);
    expect(visibleText(html)).toContain('emailSent → thanks: next (event)');
    expect(html).toContain('<section class="step" aria-labelledby="registration--thanks">');
  });

  it('are drawn at generation time: plain SVG, no script', () => {
    const html = buildRuleBook({ root: REPO_ROOT });
    expect(html).not.toMatch(/<script/i);
    const flows = book.set.ofKind('flow').filter((f) => isSchemaNode(f.json));
    expect(html.match(/<svg /g)?.length).toBe(flows.length);
  });
});
