/** The kinds of change a report groups by, in the order a reviewer reads them. */
export const CHANGE_GROUPS = ['files', 'flows', 'calls', 'screens', 'forms', 'fields', 'models', 'answers', 'messages', 'config', 'other'] as const;

/** One group of the report. */
export type ChangeGroup = (typeof CHANGE_GROUPS)[number];

/** The heading each group prints under. */
export const GROUP_HEADINGS: Readonly<Record<ChangeGroup, string>> = {
  files: 'Files renamed, moved, added or removed',
  flows: 'Flows (steps, routes, where events lead)',
  calls: 'Named calls, outcome lists and conditions (flows/calls)',
  screens: 'Screens (what a page shows)',
  forms: 'Form layouts (schemas/ui)',
  fields: 'Field rules (schemas/defs)',
  models: 'Models (schemas/models)',
  answers: 'Answers the server sends (schemas/answers)',
  messages: 'Messages (schemas/messages)',
  config: 'Configuration (schemas/config)',
  other: 'Other rule files',
};

/** One change, said as a reviewer would say it. */
export interface RuleChange {
  group: ChangeGroup;
  /** The rule file it is in (the new path; the old one for a removed file). */
  file: string;
  /** The whole sentence: "Password: maximum length 15 -> 20 characters; ...". */
  text: string;
  /** Where a visitor meets it: "registration (registration.form at /)", sorted. */
  screens: string[];
}

/**
 * The changes in report order: by group, then by file, each file's changes in the order
 * its diff found them (which follows the file), so two runs print the same report.
 */
export function sortChanges(changes: readonly RuleChange[]): RuleChange[] {
  const rank = (c: RuleChange) => CHANGE_GROUPS.indexOf(c.group);
  return changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => rank(a.change) - rank(b.change) || compareText(a.change.file, b.change.file) || a.index - b.index)
    .map(({ change }) => change);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
