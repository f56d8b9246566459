import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { loadBookContext, type BookContext } from './book-context.js';
import { RULE_BOOK_STYLESHEET } from './book-style.js';
import { configSection } from './config-section.js';
import { flowGraph } from './flow-graph.js';
import { flowOrder, stepOrder } from './flow-order.js';
import { flowSvg, transitionList } from './flow-svg.js';
import { anchor, code, escapeHtml, htmlList } from './html.js';
import { stepSection, stepTitle } from './step-section.js';
import { transitionItems } from './transition-words.js';

/** How the book gets its stylesheet: written into the document, or linked at an address. */
export type StylesheetChoice = { inline: true } | { href: string };

/** What to build the book from and how to style it. */
export interface RuleBookOptions {
  /** The folder holding schemas/ and flows/ (the repo, or a copy). */
  root: string;
  stylesheet?: StylesheetChoice;
}

/**
 * The rule book: one HTML document of every screen in flow order, each flow with its
 * picture, then every configuration value. Built from the rule files alone and with no
 * date in it, so the same rule files always give the same bytes.
 */
export function buildRuleBook(options: RuleBookOptions): string {
  const book = loadBookContext(options.root);
  const flows = flowOrder(book.set.ofKind('flow'));
  const product = book.messages.globals.product ?? '';
  const title = `Rule book of ${product}`;
  const style = options.stylesheet && 'href' in options.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(options.stylesheet.href)}">` : `<style>${RULE_BOOK_STYLESHEET}</style>`;
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>${style}</head>`,
    '<body>',
    `<header><h1>${escapeHtml(title)}</h1><p>Every screen in flow order: its route, what it loads, its fields with their rules and exact messages, when each part shows, the calls it makes and where each answer leads. Generated from the rule files (${code('schemas/')}, ${code('flows/')}) by ${code('npm run rulebook')}: change a rule file, not this page.</p></header>`,
    tableOfContents(book, flows),
    '<main>',
    ...flows.map((flow) => flowSection(book, flow)),
    `<section aria-labelledby="configuration"><h2 id="configuration">Configuration values</h2><p>Business constants, lifetimes and limits, with the file and key where each lives.</p>${configSection(book)}</section>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function tableOfContents(book: BookContext, flows: SchemaNode[]): string {
  const items = flows.map((flow) => {
    const steps = isSchemaNode(flow.steps) ? flow.steps : {};
    // The step id beside the title: two steps may show screens of the same title.
    const inner = stepOrder(flow).map((id) => `<a href="#${anchor(String(flow.id), id)}">${escapeHtml(stepTitle(book, steps[id] as SchemaNode, id))}</a> ${code(id)}`);
    return `<a href="#${anchor('flow', String(flow.id))}">Flow ${escapeHtml(String(flow.id))}</a><ol>${inner.map((i) => `<li>${i}</li>`).join('')}</ol>`;
  });
  items.push('<a href="#configuration">Configuration values</a>');
  return `<nav class="toc" aria-labelledby="contents"><h2 id="contents">Contents</h2><ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol></nav>`;
}

function flowSection(book: BookContext, flow: SchemaNode): string {
  const id = String(flow.id);
  const file = book.set.flows.get(id)?.file ?? `flows/${id}.json`;
  const steps = isSchemaNode(flow.steps) ? flow.steps : {};
  const graph = flowGraph(book, flow);
  const wide = [
    ...Object.entries(isSchemaNode(flow.on) ? flow.on : {}).map(([event, t]) => `${code(event)} (every step of this flow)${htmlList(transitionItems(book, t, { flow: id }))}`),
    ...Object.entries(isSchemaNode(flow.global) ? flow.global : {}).map(([event, t]) => `${code(event)} (anywhere in the portal)${htmlList(transitionItems(book, t, { flow: id }))}`),
  ];
  return [
    `<section class="flow" aria-labelledby="${anchor('flow', id)}">`,
    `<h2 id="${anchor('flow', id)}">Flow ${escapeHtml(id)}</h2>`,
    `<p>File ${code(file)}; a visit starts at ${code(String(flow.initial))}.</p>`,
    `<h3 id="${anchor('flow', id, 'map')}">Picture of the flow</h3>`,
    // The frame scrolls sideways on a narrow screen: focusable and named, so a keyboard can scroll it too.
    `<figure><div class="picture" role="region" tabindex="0" aria-label="Picture of flow ${escapeHtml(id)}, scrolls sideways">${flowSvg(graph)}</div><figcaption>Every transition of the picture:</figcaption>${transitionList(graph)}</figure>`,
    wide.length ? `<h3 id="${anchor('flow', id, 'wide')}">Events answered on every step</h3>${htmlList(wide)}` : '',
    ...stepOrder(flow).map((step) => stepSection(book, id, step, steps[step] as SchemaNode)),
    '</section>',
  ].join('\n');
}
