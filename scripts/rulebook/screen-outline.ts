import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { nodeMessages, type NodeTypeDescriptor } from '../../src/engine/screen/node-type.js';
import type { BookContext } from './book-context.js';
import { conditionWords } from './condition-words.js';
import { code, escapeHtml, htmlList } from './html.js';
import { callWords, modalWords } from './transition-words.js';
import { valueWords } from './value-words.js';

/** A screen's own words for where an event leads when the screen answers it without the flow. */
function eventWords(book: BookContext, event: unknown, screen?: SchemaNode): string {
  if (typeof event !== 'string') return '';
  if (event.startsWith('@open:')) return `opens the modal ${modalWords(book, event.slice('@open:'.length), screen)}`;
  if (event === '@close') return 'closes the modal';
  if (event === '@print') return 'prints the page';
  if (event === '@discard') return 'leaves, dropping the changes';
  return `sends ${code(event)}`;
}

/**
 * A screen's content as an outline in reading order: every text it shows (the catalogue
 * text, its id, its params said by what they read), every button and link with what it
 * does, and when a part shows only under a condition. Types the registry (the renderer's
 * node files, via src/generated) says nest others are followed, modals included.
 */
export function screenOutline(book: BookContext, nodes: unknown, screen: SchemaNode): string {
  return htmlList((Array.isArray(nodes) ? nodes : []).filter(isSchemaNode).map((node) => nodeItem(book, node, screen)));
}

function nodeItem(book: BookContext, node: SchemaNode, screen: SchemaNode): string {
  const descriptor = book.nodeTypes[String(node.type)];
  const parts: string[] = [`<span class="tag">${escapeHtml(String(node.type))}</span>`];
  if (node.type === 'modal' && typeof node.id === 'string') parts.push(code(node.id));
  parts.push(ownTexts(book, node, descriptor));
  for (const key of descriptor?.events ?? []) if (node[key] !== undefined) parts.push(eventWords(book, node[key], screen));
  if (descriptor?.draws && typeof node.model === 'string') parts.push(`draws ${code(node.model)} with ${code(String(node.ui))} (fields below)`);
  if (typeof node.items === 'string') parts.push(`one entry per item of ${escapeHtml(valueWords(book, node.items))}`);
  if (isSchemaNode(node.source)) parts.push(`rows: ${callWords(book, node.source.call)}`);
  if (typeof node.href === 'string') parts.push(`links to ${escapeHtml(valueWords(book, node.href))}`);
  if (node.when !== undefined) parts.push(`<em>shown only when ${escapeHtml(conditionWords(book, node.when))}</em>`);
  const actions = actionItems(book, node, descriptor, screen);
  const children = (descriptor?.children ?? []).map((key) => screenOutline(book, node[key], screen)).join('');
  return `${parts.filter(Boolean).join(' ')}${htmlList(actions)}${children}`;
}

/** The node's own texts (not its children's nor its actions'), params filled with what they read. */
function ownTexts(book: BookContext, node: SchemaNode, descriptor: NodeTypeDescriptor | undefined): string {
  const own: SchemaNode = { type: node.type };
  for (const key of descriptor?.messages ?? []) {
    const list = key.split('/')[0] as string;
    if (node[list] !== undefined) own[list] = node[list];
  }
  const params = isSchemaNode(node.params)
    ? Object.fromEntries(Object.entries(node.params).map(([key, value]) => [key, typeof value === 'string' && value.startsWith('$') ? `[${valueWords(book, value)}]` : (value as string)]))
    : {};
  return nodeMessages([own], { [String(node.type)]: { type: String(node.type), messages: descriptor?.messages } })
    .map(({ id }) => `“${escapeHtml(book.say(id, params))}” (${code(id)})`)
    .join(', ');
}

/** A node's buttons (`{ label, event }`): their text and what pressing them does. */
function actionItems(book: BookContext, node: SchemaNode, descriptor: NodeTypeDescriptor | undefined, screen: SchemaNode): string[] {
  return (descriptor?.actions ?? []).flatMap((key) => {
    const value = node[key];
    const actions = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return actions.filter(isSchemaNode).map((action) => {
      const label = typeof action.label === 'string' ? `“${escapeHtml(book.say(action.label))}” (${code(action.label)})` : '';
      const when = action.when === undefined ? '' : ` <em>shown only when ${escapeHtml(conditionWords(book, action.when))}</em>`;
      return `<span class="tag">button</span> ${label} ${eventWords(book, action.event, screen)}${when}`;
    });
  });
}
