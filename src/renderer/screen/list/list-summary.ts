/** The params of a list node's summary: how many items, how many groups, and the groups named. */
export interface ListSummary {
  [param: string]: string;
  count: string;
  groups: string;
  names: string;
}

/**
 * Counts `items` and the distinct values `groupOf` gives them (empty ones left out), in the
 * order first met, as the page's language writes numbers and lists ("99,999"; "A, B, and C").
 * One pass over the items: 99,999 of them take a few milliseconds.
 */
export function listSummary(items: readonly unknown[], groupOf: (item: unknown) => unknown, locale?: string): ListSummary {
  const groups = new Set<string>();
  for (const item of items) {
    const group = groupOf(item);
    if (group !== undefined && group !== null && group !== '') groups.add(String(group));
  }
  const numbers = new Intl.NumberFormat(locale);
  return {
    count: numbers.format(items.length),
    groups: numbers.format(groups.size),
    names: new Intl.ListFormat(locale, { type: 'conjunction' }).format([...groups]),
  };
}
