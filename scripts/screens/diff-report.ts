import { escapeHtml } from '../rulebook/html.js';
import type { RuleChange } from '../diff-rules/rule-change.js';
import type { ElementChangeShown, ScreenComparison, ScreenChange } from './compare-screens.js';

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
h1{font-size:1.8rem}h2{font-size:1.4rem;margin-top:2.5rem;border-top:2px solid #1b1b1b;padding-top:1rem}h3{font-size:1.15rem;margin-top:1.75rem}h4{font-size:1rem;margin:1rem 0 .25rem}
.sides{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:1rem;align-items:start}
.crops{display:grid;grid-template-columns:repeat(2,minmax(0,max-content));gap:1rem;align-items:start}
ul.changes{list-style:none;padding:0}ul.changes>li{margin:0 0 1.25rem}.words{font-weight:600;margin:0 0 .25rem}
figure{margin:0}img{max-width:100%;height:auto;border:1px solid #a9aeb1}figcaption{font-weight:600}
a{color:#005ea2}code{font-size:.9em}summary{cursor:pointer;color:#005ea2}
@media (max-width:50rem){.sides,.crops{grid-template-columns:1fr}}`;

/** "registration--filled--1280.png" as its screen, state and width. */
function pictureName(name: string): { screen: string; state: string; width: string } {
  const [screen = name, state = '', width = ''] = name.replace(/\.png$/, '').split('--');
  return { screen, state, width };
}

/**
 * The visual diff report: one self-contained HTML page (its pictures are files beside it)
 * listing per screen the diff:rules sentences of the rule changes that touch it and each of
 * its pictures that changed: the element changes in words ("Field added here: "Middle
 * Name""), grouped by the region of the screen they are in, each with crops of the two
 * pictures around it; pictures whose elements are alike but whose pixels differ as a style
 * change with the whole pictures and the changed pixels. A list at the top links to each.
 */
export function diffReport(comparison: ScreenComparison, sides: ReportSides): string {
  const { changes, unchanged } = comparison;
  const title = `Screen changes: ${sides.before} -> ${sides.after}`;
  const screens = [...new Set(changes.map((change) => pictureName(change.name).screen))];
  const summary =
    changes.length === 0
      ? `<p>No screen changed: all ${unchanged} pictures are the same pixel for pixel.</p>`
      : `<p>${changes.length} of ${changes.length + unchanged} pictures changed (the other ${unchanged} are the same pixel for pixel). Before: the rule files at <code>${escapeHtml(sides.before)}</code>; after: ${escapeHtml(sides.after)}.</p>
<nav aria-label="Changed screens"><ul>${changes.map((change) => `<li><a href="#${anchorOf(change)}">${escapeHtml(headingOf(change))}</a>: ${escapeHtml(countOf(change))}</li>`).join('')}</ul></nav>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${summary}
${screens.map((screen) => screenSection(screen, changes.filter((change) => pictureName(change.name).screen === screen), sides.ruleChanges ?? [])).join('\n')}
</main></body>
</html>`;
}

/** The sentences of the rule changes that touch a screen ("registration (registration.form at /)" names it). */
function sentencesFor(screen: string, ruleChanges: readonly RuleChange[]): string {
  const touching = ruleChanges.filter((change) => change.screens.some((where) => where === screen || where.startsWith(`${screen} (`)));
  if (touching.length === 0) return '';
  return `<p>What the rules changed here (<code>npm run diff:rules</code>):</p>\n<ul>${touching.map((change) => `<li>${escapeHtml(change.text)} <small>(<code>${escapeHtml(change.file)}</code>)</small></li>`).join('')}</ul>`;
}

function screenSection(screen: string, changes: readonly ScreenChange[], ruleChanges: readonly RuleChange[]): string {
  return `<section aria-labelledby="screen-${escapeHtml(screen)}">
<h2 id="screen-${escapeHtml(screen)}">Screen <code>${escapeHtml(screen)}</code></h2>
${sentencesFor(screen, ruleChanges)}
${sharedChanges(changes)}
${changes.map(pictureSection).join('\n')}
</section>`;
}

/** The element changes every changed picture of a screen shows alike, said once above them (a field added shows in each state at each width). */
function sharedChanges(changes: readonly ScreenChange[]): string {
  const wordsOf = (change: ScreenChange) => (change.elements ?? []).map((shown) => shown.words);
  const first = wordsOf(changes[0]!);
  const alike = changes.length > 1 && first.length > 0 && changes.every((change) => JSON.stringify(wordsOf(change)) === JSON.stringify(first));
  if (!alike) return '';
  return `<p>All ${changes.length} changed pictures of this screen show the same element changes:</p>\n<ul>${first.map((words) => `<li>${escapeHtml(words)}</li>`).join('')}</ul>`;
}

function pictureSection(change: ScreenChange): string {
  const { screen, state, width } = pictureName(change.name);
  const what = `${screen}, state ${state}, ${width} px wide`;
  const figure = (file: string | undefined, caption: string, alt: string) =>
    file
      ? `<figure><figcaption>${caption}</figcaption><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${escapeHtml(`${alt}: ${what}`)}" loading="lazy"></a></figure>`
      : `<figure><figcaption>${caption}</figcaption><p>None: the picture exists on the other side only.</p></figure>`;
  const figures = [figure(change.before, 'Before', 'Before'), figure(change.after, 'After', 'After'), ...(change.diff || !change.elements?.length ? [figure(change.diff, 'Difference', 'Changed pixels in red')] : [])];
  const whole = `<div class="sides">\n${figures.join('\n')}\n</div>`;
  const found = change.elements ?? [];
  const body =
    found.length > 0
      ? `${elementList(found, what)}\n<details><summary>The whole pictures</summary>\n${whole}\n</details>`
      : `${change.elements && change.before && change.after ? '<p>The elements are alike (same texts, same places): only the drawing differs, a style change.</p>\n' : ''}${whole}`;
  // With element changes the words below say what changed; the size is the one fact they leave out.
  const size = change.size ? `size ${escapeHtml(change.size.before)} -> ${escapeHtml(change.size.after)}` : '';
  const facts = found.length > 0 ? (size ? `<p>Page ${size}.</p>` : '') : `<p>${escapeHtml(countOf(change))}${size ? `; ${size}` : ''}.</p>`;
  return `<section aria-labelledby="${anchorOf(change)}">
<h3 id="${anchorOf(change)}">${escapeHtml(headingOf(change))}</h3>
${facts}
${body}
</section>`;
}

/** The element changes grouped by the region they are in, each in words with its two crops. */
function elementList(found: readonly ElementChangeShown[], what: string): string {
  const regions = [...new Set(found.map((change) => change.region))];
  return regions
    .map((region) => {
      const items = found.filter((change) => change.region === region);
      return `<h4>In ${escapeHtml(region)}</h4>
<ul class="changes">${items
        .map(
          (change) => `<li><p class="words">${escapeHtml(change.words)}</p><div class="crops">
<figure><figcaption>Before</figcaption><img src="${escapeHtml(change.before)}" alt="${escapeHtml(`Before, around the change: ${what}`)}" loading="lazy"></figure>
<figure><figcaption>After</figcaption><img src="${escapeHtml(change.after)}" alt="${escapeHtml(`After, around the change: ${what}`)}" loading="lazy"></figure>
</div></li>`,
        )
        .join('\n')}</ul>`;
    })
    .join('\n');
}

function headingOf(change: ScreenChange): string {
  const { screen, state, width } = pictureName(change.name);
  return `${screen}: ${state} (${width} px)`;
}

function countOf(change: ScreenChange): string {
  if (!change.before) return 'new picture';
  if (!change.after) return 'picture gone';
  const found = change.elements ?? [];
  if (found.length === 1) return found[0]!.words;
  if (found.length > 1) {
    const count = (kind: ElementChangeShown['kind']) => found.filter((shown) => shown.kind === kind).length;
    const counted = Object.entries(KIND_COUNTS).flatMap(([kind, words]) => (count(kind as ElementChangeShown['kind']) ? [`${count(kind as ElementChangeShown['kind'])} ${words}`] : []));
    return `${found.length} element changes: ${counted.join(', ')}`;
  }
  const percent = (100 * (change.changedPixels ?? 0)) / (change.totalPixels ?? 1);
  const share = percent < 0.01 ? 'under 0.01%' : `${percent.toFixed(2)}%`;
  const where = change.area ? `, between ${change.area.top} and ${change.area.bottom} px from the top` : '';
  return `${change.changedPixels} of ${change.totalPixels} pixels changed (${share})${where}`;
}

/** How the summary counts each kind of element change ("2 added, 1 text changed"). */
const KIND_COUNTS: Record<ElementChangeShown['kind'], string> = { added: 'added', removed: 'removed', text: 'text changed', moved: 'moved', resized: 'resized' };

function anchorOf(change: ScreenChange): string {
  return change.name.replace(/\.png$/, '').replace(/[^A-Za-z0-9-]+/g, '-');
}
