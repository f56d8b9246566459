/** Message ids to texts with `{param}` slots. */
export type MessageCatalogue = Readonly<Record<string, string>>;

/** Values a message slot can take. */
export type MessageParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** A message file as written under schemas/messages/. */
export interface MessageFile {
  messages: Record<string, string>;
}

/**
 * Merges message files into one catalogue. An id defined twice is an authoring mistake
 * (the second text would silently win), so it throws with both places named.
 */
export function mergeMessageFiles(files: Readonly<Record<string, MessageFile>>): MessageCatalogue {
  const catalogue: Record<string, string> = {};
  const origin: Record<string, string> = {};
  for (const [fileName, file] of Object.entries(files)) {
    for (const [id, text] of Object.entries(file.messages)) {
      if (id in catalogue) throw new Error(`message id "${id}" is defined in ${origin[id]} and ${fileName}`);
      catalogue[id] = text;
      origin[id] = fileName;
    }
  }
  return catalogue;
}

/** The names of the `{param}` slots a text uses, in order of appearance. */
export function messageSlots(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}
