/** The rows of the ALL bench: the spec's 99,999, shaped as the provider list answers them. */
export const ROW_COUNT = 99999;

export function benchRows(): { key_value: string; key_column_name: string; healthplan_name: string; selected: boolean }[] {
  const types = ['Tax ID (TIN)', 'NPI', 'Group NPI', 'Group TIN', 'Provider ID (CLID)'];
  return Array.from({ length: ROW_COUNT }, (_, index) => ({
    key_value: String(100000000 + index),
    key_column_name: types[index % types.length] as string,
    healthplan_name: `Health Plan ${index % 40}`,
    selected: false,
  }));
}
