/** One file the generator writes: its path relative to the repository root ('/'-separated) and its text. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** The notice every generated file carries, in whatever comment syntax its kind allows. */
export const GENERATED_NOTICE = 'generated - do not edit';

/** The first line of generated TypeScript and JavaScript files. */
export function noticeComment(source: string): string {
  return `// ${GENERATED_NOTICE}: written by \`npm run gen\` from ${source}; edit the schema and regenerate.\n`;
}

/**
 * Folders owned by the generator. Every file below them is generated, so a file the
 * generator would not write is stale output (say, of a deleted def) and is removed by
 * `npm run gen` and reported by `npm run check:gen`.
 */
export const GENERATED_FOLDERS = ['src/generated', 'test/generated'] as const;

/** JSON as every generated .json file is written: two-space indent, final newline. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}
