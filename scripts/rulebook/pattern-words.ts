import { code } from './html.js';

/** Ranges and escapes a reviewer reads in words. */
const CLASS_PARTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^A-Z/, 'uppercase letters'],
  [/^a-z/, 'lowercase letters'],
  [/^0-9/, 'digits'],
  [/^\\d/, 'digits'],
  [/^\\s/, 'spaces'],
  [/^ /, 'spaces'],
  [/^\\w/, 'letters, digits and _'],
];

/** A character class's content ("A-Za-z0-9._") in words: "uppercase letters, lowercase letters, digits and . _". */
function classWords(content: string): string | undefined {
  const named: string[] = [];
  const signs: string[] = [];
  let rest = content;
  while (rest.length > 0) {
    const part = CLASS_PARTS.find(([start]) => start.test(rest));
    if (part) {
      if (!named.includes(part[1])) named.push(part[1]);
      rest = rest.replace(part[0], '');
      continue;
    }
    const escaped = /^\\(.)/.exec(rest);
    // Another range (e.g. "a-f") is left to the pattern itself.
    if (!escaped && /^[^\\]-./.test(rest)) return undefined;
    const sign = escaped ? escaped[1] : rest[0];
    if (sign !== undefined && !signs.includes(sign)) signs.push(sign);
    rest = rest.slice(escaped ? 2 : 1);
  }
  const words = [...named, ...(signs.length > 0 ? [signs.map((sign) => code(sign)).join(' ')] : [])];
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0];
}

/**
 * A field's pattern in the words a reviewer uses, for the shapes rule files write: one
 * character class that must appear (`[A-Z]`: "at least one of: uppercase letters"), or
 * that every character must match (`^[A-Za-z]*$`: "only uppercase letters and lowercase
 * letters"), or that none may (`^[^\s'"]*$`: "none of: spaces and ' ""), or a run of digits
 * (`^\d{10}$`: "exactly 10 digits"). Any other pattern is
 * shown as written, in code style, with "matches the pattern".
 */
export function patternWords(pattern: string): string {
  const some = /^\[([^\]^][^\]]*)\]$/.exec(pattern);
  const only = /^\^\[([^\]^][^\]]*)\][*+]\$$/.exec(pattern);
  const none = /^\^\[\^([^\]]+)\][*+]\$$/.exec(pattern);
  const digits = /^\^(?:\\d|\[0-9\])\{(\d+)(?:,(\d+))?\}\$$/.exec(pattern);
  if (digits) return digits[2] === undefined ? `exactly ${digits[1]} digits` : `${digits[1]} to ${digits[2]} digits`;
  const words = (content: string | undefined) => (content === undefined ? undefined : classWords(content));
  if (some && words(some[1])) return `at least one of: ${words(some[1])}`;
  if (only && words(only[1])) return `only ${words(only[1])}`;
  if (none && words(none[1])) return `none of: ${words(none[1])}`;
  return `matches the pattern ${code(pattern)}`;
}
