import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { drawnModels, walkNodes } from '../../src/engine/screen/node-type.js';
import type { BookContext } from './book-context.js';
import { formFields } from './form-fields.js';
import { anchor, code, escapeHtml, htmlList } from './html.js';
import { screenOutline } from './screen-outline.js';
import { callWords, findModal, modalWords, statusWords, transitionItems } from './transition-words.js';
import { valueWords } from './value-words.js';

/** A step's heading text: its screen's title from the catalogue, else its id. */
export function stepTitle(book: BookContext, step: SchemaNode, id: string): string {
  const screen = book.set.screens.get(String(step.screen))?.json;
  return isSchemaNode(screen) && typeof screen.title === 'string' ? book.say(screen.title) : id;
}

/**
 * One step as the book shows it: route, screen and frame, what it loads and what happens
 * if that fails, where it moves by itself, what its screen shows, its forms' fields, each
 * event and its outcomes, and the modals it can open.
 */
export function stepSection(book: BookContext, flow: string, id: string, step: SchemaNode): string {
  const screenFile = book.set.screens.get(String(step.screen));
  const screen = isSchemaNode(screenFile?.json) ? screenFile.json : { content: [] };
  const scope = { flow, screen };
  const parts: string[] = [];
  const h4 = (text: string) => parts.push(`<h4>${text}</h4>`);
  parts.push(
    `<dl class="facts"><dt>Route</dt><dd>${code(String(step.route))}</dd><dt>Screen</dt><dd>${code(screenFile?.file ?? String(step.screen))}</dd><dt>Frame</dt><dd>${code(typeof step.frame === 'string' ? step.frame : 'public')}</dd>${markers(step)}</dl>`,
  );
  const loads = Array.isArray(step.load) ? step.load.filter(isSchemaNode) : [];
  if (loads.length) {
    h4('Loads before it shows');
    parts.push(htmlList(loads.map((load) => loadWords(book, load))));
  }
  if (step.onLoadFailure !== undefined) {
    h4('If a load fails');
    parts.push(htmlList(transitionItems(book, step.onLoadFailure, scope)));
  }
  if (step.always !== undefined) {
    h4('Checked once loaded, before it shows');
    parts.push(htmlList(transitionItems(book, step.always, scope)));
  }
  const after = Array.isArray(step.after) ? step.after.filter(isSchemaNode) : [];
  if (after.length) {
    h4('While it shows, after a delay');
    parts.push(htmlList(after.map((delayed) => `after ${escapeHtml(delayWords(book, delayed.delay))}: ${transitionItems(book, delayed, scope).join('')}`)));
  }
  h4('What the screen shows');
  parts.push(screenOutline(book, screen.content, screen) || '<p>Nothing.</p>');
  const content = Array.isArray(screen.content) ? screen.content : [];
  for (const drawn of drawnModels(content, book.nodeTypes)) {
    const model = book.model(drawn.model);
    const caption = typeof model?.title === 'string' ? ` “${escapeHtml(book.say(model.title))}”` : '';
    h4(`${drawn.draws === 'form' ? 'Fields of the form' : 'Values the summary shows'}${caption} ${code(drawn.model)}`);
    parts.push(formFields(book, { ...drawn, flow }, 5));
  }
  const events = isSchemaNode(step.on) ? Object.entries(step.on) : [];
  if (events.length) {
    h4('Events and where they lead');
    parts.push(htmlList(events.map(([event, transition]) => `${code(event)}${htmlList(transitionItems(book, transition, scope))}`)));
  }
  const modals = modalsOf(book, step, screen);
  if (modals.length) {
    h4('Modals it can open');
    parts.push(htmlList(modals.map((modalId) => modalItem(book, modalId, screen))));
  }
  return `<section class="step" aria-labelledby="${anchor(flow, id)}"><h3 id="${anchor(flow, id)}">${escapeHtml(stepTitle(book, step, id))} <small>${code(`${flow} › ${id}`)}</small></h3>${parts.join('')}</section>`;
}

function markers(step: SchemaNode): string {
  const notes: string[] = [];
  if (step.fallback === true) notes.push('unknown addresses show this step');
  if (step.entry === true) notes.push('opened from outside the portal (a mailed link)');
  if (step.timeout === false) notes.push('no inactivity countdown');
  if (Array.isArray(step.keepData)) notes.push(`keeps ${step.keepData.map((name) => code(String(name))).join(', ')} through a reload of the tab`);
  return notes.length ? `<dt>Also</dt><dd>${notes.join('; ')}</dd>` : '';
}

function loadWords(book: BookContext, load: SchemaNode): string {
  const parts = [`${code(String(load.name))}: ${callWords(book, load.call)}`];
  if (typeof load.switch === 'string') parts.push(`sets the feature switch ${code(String(load.name))} to ${escapeHtml(valueWords(book, load.switch))}`);
  if (load.accept !== undefined) parts.push(`${statusWords(load.accept)} counts as loaded`);
  return parts.join('; ');
}

/** A delay: milliseconds as written, or the configuration value it reads with where it lives. */
export function delayWords(book: BookContext, delay: unknown): string {
  return typeof delay === 'number' ? `${delay} ms` : `${valueWords(book, delay)} ms`;
}

/** Modals the step can open: its screen's `@open:` events and modal nodes, and its flow outcomes'. */
function modalsOf(book: BookContext, step: SchemaNode, screen: SchemaNode): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isSchemaNode(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'modal' && typeof inner === 'string') ids.add(inner);
        else if (typeof inner === 'string' && inner.startsWith('@open:')) ids.add(inner.slice('@open:'.length));
        else visit(inner);
      }
    }
  };
  visit(step.on);
  visit(step.always);
  visit(step.after);
  visit(screen.content);
  for (const { node } of walkNodes(Array.isArray(screen.content) ? screen.content : [], book.nodeTypes)) if (node.type === 'modal' && typeof node.id === 'string') ids.add(node.id);
  return [...ids];
}

/** A modal by title, with its content (a shared modal is not in the screen's outline). */
function modalItem(book: BookContext, id: string, screen: SchemaNode): string {
  const modal = findModal(book, id, screen);
  const own = Array.isArray(screen.content) && walkNodes(screen.content, book.nodeTypes).some(({ node }) => node === modal);
  const body = modal && !own ? screenOutline(book, [modal], screen) : own ? ' (on the screen, above)' : ' (no such modal)';
  return `${modalWords(book, id, screen)}${body}`;
}
