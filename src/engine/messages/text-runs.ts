/**
 * A piece of a text as it is drawn: plain text, a phone number (`unbroken`: never broken
 * across lines), or an e-mail `address` in the pieces a line may end between (before its @
 * and its dots).
 */
export type TextRun =
  | { kind: 'plain'; text: string }
  | { kind: 'unbroken'; text: string }
  | { kind: 'address'; text: string; pieces: string[] }
  /** A place a line may end that the browser would not break at: after a slash between words ("Password/Username"). */
  | { kind: 'break' };

// Digit groups joined by hyphens or dots, three or more ("1-800-252-2021", "555-555-0100"),
// not inside a longer word or number.
const PHONE = String.raw`(?<![\w.-])\+?\d+(?:[-.]\d+){2,}(?![\w-]|\.\d)`;
// A mailbox and a domain with at least one dot; a sentence's final full stop is left out.
const EMAIL = String.raw`(?<![\w.+-])[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![\w-])`;
const CONTACTS = new RegExp(`(${PHONE})|(${EMAIL})`, 'g');

/** A slash between two words: a line may end after it (the browser keeps "Password/Username" whole, wider than a phone). */
const SLASH_BETWEEN_WORDS = /(?<=\w\/)(?=\w)/;

/** Plain text, with a break after each slash between words. */
function slashRuns(text: string): TextRun[] {
  return text.split(SLASH_BETWEEN_WORDS).flatMap((part, index): TextRun[] => (index === 0 ? [{ kind: 'plain', text: part }] : [{ kind: 'break' }, { kind: 'plain', text: part }]));
}

/** An address's pieces: a line may end before the @ and before each dot, nowhere else. */
function emailPieces(address: string): string[] {
  return address.split(/(?=[@.])/);
}

/**
 * Splits a shown text around the phone numbers and e-mail addresses it holds (a catalogue
 * text with `{phone}` or `{email}` filled in, or any other), so the renderer can keep a
 * number on one line and let an address break only where a reader expects it; with
 * `breakAfterSlash`, also after a slash between words (a heading's "Password/Username":
 * Chromium names a button holding such a break with a space in it, so only headings ask).
 */
export function textRuns(text: string, options: { breakAfterSlash?: boolean } = {}): TextRun[] {
  const plainRuns = options.breakAfterSlash ? slashRuns : (part: string): TextRun[] => [{ kind: 'plain', text: part }];
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(CONTACTS)) {
    const start = match.index;
    if (start > last) runs.push(...plainRuns(text.slice(last, start)));
    const found = match[0];
    runs.push(match[1] !== undefined ? { kind: 'unbroken', text: found } : { kind: 'address', text: found, pieces: emailPieces(found) });
    last = start + found.length;
  }
  if (last < text.length || runs.length === 0) runs.push(...plainRuns(text.slice(last)));
  return runs;
}
