import type { MessageCatalogue } from '../../engine/messages/message-catalogue.js';

/**
 * A copy of the document with every schema `title` that is a catalogue id ("caption.zipCode")
 * replaced by its text ("Zip Code"): the rule files name fields by id so the page can word
 * them, and a reader of the API contract should see the words too. Only string titles are
 * touched; a property named "title" holds a schema object and is walked like any other.
 */
export function withWordedTitles<T>(document: T, catalogue: MessageCatalogue): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, key === 'title' && typeof value === 'string' ? (catalogue[value] ?? value) : walk(value)]),
    );
  };
  return walk(document) as T;
}
