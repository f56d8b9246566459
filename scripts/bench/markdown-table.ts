/**
 * A markdown table with its columns padded to one width, so the same text reads as a table
 * both in the terminal (the bench prints it) and in docs/performance.md (the bench writes it).
 * `align` marks columns of figures to be right-aligned ("r"); others are left-aligned.
 */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], align: readonly ('l' | 'r')[] = []): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => cell.replaceAll('|', '\\|')));
  const widths = header.map((_, column) => Math.max(3, ...cells.map((row) => (row[column] ?? '').length)));
  const right = (column: number) => align[column] === 'r';
  const line = (row: readonly string[]) =>
    `| ${widths.map((width, column) => (right(column) ? (row[column] ?? '').padStart(width) : (row[column] ?? '').padEnd(width))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (right(column) ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  const [head = [], ...body] = cells;
  return [line(head), rule, ...body.map(line)].join('\n');
}

/** "✓" for a met target, "✗" for a missed one: the mark beside each figure in the tables. */
export const mark = (met: boolean): string => (met ? '✓' : '✗');
