import { CHANGE_GROUPS, GROUP_HEADINGS, type RuleChange } from './rule-change.js';

/**
 * The plain-text report: a heading per group that has changes, a line per change, and
 * under it the screens where a visitor meets it. "No rule changes." when there are none.
 */
export function formatReport(changes: readonly RuleChange[], ref: string): string {
  if (changes.length === 0) return `No rule changes against ${ref}.`;
  const out = [`Rule changes against ${ref}: ${changes.length}`];
  for (const group of CHANGE_GROUPS) {
    const inGroup = changes.filter((c) => c.group === group);
    if (inGroup.length === 0) continue;
    out.push('', GROUP_HEADINGS[group]);
    for (const change of inGroup) {
      out.push(`- ${change.text}`);
      if (change.screens.length > 0) out.push(`    screens: ${change.screens.join('; ')}`);
    }
  }
  return out.join('\n');
}
