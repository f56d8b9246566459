/**
 * ajv-formats' limit keywords (a value compared in its format's order: days, times) in the
 * plain words the rule book, the generated comments and diff-rules use: "not before Start date".
 */
export const FORMAT_LIMIT_WORDS: Readonly<Record<string, string>> = {
  formatMinimum: 'not before',
  formatMaximum: 'not after',
  formatExclusiveMinimum: 'after',
  formatExclusiveMaximum: 'before',
};
