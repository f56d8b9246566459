import { escapeHtml } from '../rulebook/html.js';
import type { RuleChange } from '../diff-rules/rule-change.js';
import type { ScreenComparison, ScreenChange } from './compare-screens.js';

/** What the report compares: the two sides' names. */
export interface ReportSides {
  /** The git ref whose rule files drew the "before" pictures. */
  before: string;
  /** What drew the "after" pictures (the working tree). */
  after: string;
  /** The rule changes between the two in diff:rules' sentences, each with the screens it touches. */
  ruleChanges?: readonly RuleChange[];
}

const STYLE = `body{font-family:system-ui,sans-serif;line-height:1.5;margin:0 auto;max-width:100rem;padding:1rem 1.5rem;color:#1b1b1b}
h1{font-size:1.8rem}h2{font-size:1.3rem;margin-top:2.5rem;border-top:1px solid #dfe1e2;padding-top:1rem}
.sides{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:1rem;align-items:start}
figure{margin:0}img{max-width:100%;height:auto;border:1px solid #a9aeb1}figcaption{font-weight:600}
a{color:#005ea2}code{font-size:.9em}@media (max-width:50rem){.sides{grid-template-columns:1fr}}`;

/** "registration--filled--1280.png" as its screen, state and width. */
function pictureName(name: string): { screen: string; state: string; width: string } {
  const [screen = name, state = '', width = ''] = name.replace(/\.png$/, '').split('--');
  return { screen, state, width };
}

/**
 * The visual diff report: one self-contained HTML page (its pictures are files beside it)
 * listing only the pictures whose pixels changed, each as before, after and the highlighted
 * difference side by side, with the count of changed pixels and the diff:rules sentences of
 * the rule changes that touch its screen. Headings per picture, alt texts
 * naming screen, state and side, and a list of the changes at the top linking to each.
 */
export function diffReport(comparison: ScreenComparison, sides: ReportSides): string {
  const { changes, unchanged } = comparison;
  const title = `Screen changes: ${sides.before} -> ${sides.after}`;
  const summary =
    changes.length === 0
      ? `<p>No screen changed: all ${unchanged} pictures are the same pixel for pixel.</p>`
      : `<p>${changes.length} of ${changes.length + unchanged} pictures changed (the other ${unchanged} are the same pixel for pixel). Before: the rule files at <code>${escapeHtml(sides.before)}</code>; after: ${escapeHtml(sides.after)}. Changed pixels are red in the third picture.</p>
<nav aria-label="Changed screens"><ul>${changes.map((change) => `<li><a href="#${anchorOf(change)}">${escapeHtml(headingOf(change))}</a>: ${escapeHtml(countOf(change))}</li>`).join('')}</ul></nav>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${summary}
${changes.map((change) => changeSection(change, sides.ruleChanges ?? [])).join('\n')}
</main></body>
</html>`;
}

/** The sentences of the rule changes that touch a screen ("registration (registration.form at /)" names it). */
function sentencesFor(screen: string, ruleChanges: readonly RuleChange[]): string {
  const touching = ruleChanges.filter((change) => change.screens.some((where) => where === screen || where.startsWith(`${screen} (`)));
  if (touching.length === 0) return '';
  return `<p>What the rules changed here (<code>npm run diff:rules</code>):</p>\n<ul>${touching.map((change) => `<li>${escapeHtml(change.text)} <small>(<code>${escapeHtml(change.file)}</code>)</small></li>`).join('')}</ul>`;
}

function changeSection(change: ScreenChange, ruleChanges: readonly RuleChange[]): string {
  const { screen, state, width } = pictureName(change.name);
  const what = `${screen}, state ${state}, ${width} px wide`;
  const figure = (file: string | undefined, caption: string, alt: string) =>
    file
      ? `<figure><figcaption>${caption}</figcaption><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${escapeHtml(`${alt}: ${what}`)}" loading="lazy"></a></figure>`
      : `<figure><figcaption>${caption}</figcaption><p>None: the picture exists on the other side only.</p></figure>`;
  return `<section aria-labelledby="${anchorOf(change)}">
<h2 id="${anchorOf(change)}">${escapeHtml(headingOf(change))}</h2>
<p>${escapeHtml(countOf(change))}${change.size ? `; size ${escapeHtml(change.size.before)} -> ${escapeHtml(change.size.after)}` : ''}.</p>
${sentencesFor(screen, ruleChanges)}
<div class="sides">
${figure(change.before, 'Before', 'Before')}
${figure(change.after, 'After', 'After')}
${figure(change.diff, 'Difference', 'Changed pixels in red')}
</div>
</section>`;
}

function headingOf(change: ScreenChange): string {
  const { screen, state, width } = pictureName(change.name);
  return `${screen}: ${state} (${width} px)`;
}

function countOf(change: ScreenChange): string {
  if (!change.before) return 'new picture';
  if (!change.after) return 'picture gone';
  const percent = (100 * change.changedPixels) / change.totalPixels;
  const share = percent < 0.01 ? 'under 0.01%' : `${percent.toFixed(2)}%`;
  const where = change.area ? `, between ${change.area.top} and ${change.area.bottom} px from the top` : '';
  return `${change.changedPixels} of ${change.totalPixels} pixels changed (${share})${where}`;
}

function anchorOf(change: ScreenChange): string {
  return change.name.replace(/\.png$/, '').replace(/[^A-Za-z0-9-]+/g, '-');
}
