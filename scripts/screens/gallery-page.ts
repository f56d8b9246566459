import { galleryFragment } from '../../src/portal/gallery/gallery-state.js';
import { escapeHtml } from '../rulebook/html.js';
import type { GalleryScreen } from './gallery-states.js';

/** The list page's stylesheet (a file of its own: the CSP allows no inline style). */
export const GALLERY_PAGE_STYLESHEET = `body{font-family:system-ui,sans-serif;line-height:1.5;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#1b1b1b}
h1{font-size:1.8rem}h2{font-size:1.25rem;margin:1.5rem 0 .25rem}
ul.states{display:flex;flex-wrap:wrap;gap:.25rem .75rem;list-style:none;padding:0;margin:.25rem 0}
a{color:#005ea2}a:focus{outline:.25rem solid #2491ff;outline-offset:2px}code{font-size:.9em}`;

/**
 * The gallery's list (demo mode, `/dev/screens`): every screen in flow order with the steps
 * that show it, and a link per state that opens the portal drawing it (`viewPath#<state>`).
 * No script; the page passes the portal's CSP with its stylesheet at `stylesheetHref`.
 */
export function galleryPage(screens: readonly GalleryScreen[], options: { viewPath: string; stylesheetHref: string }): string {
  const sections = screens.map((screen) => {
    const links = screen.states.map((state) => `<li><a href="${escapeHtml(options.viewPath + galleryFragment(state))}">${escapeHtml(state.name)}</a></li>`);
    return `<section aria-labelledby="screen-${escapeHtml(screen.screen)}">
<h2 id="screen-${escapeHtml(screen.screen)}">${escapeHtml(screen.title)} <code>${escapeHtml(screen.screen)}</code></h2>
<p>Shown by ${screen.steps.map((step) => `<code>${escapeHtml(step)}</code>`).join(', ')}.</p>
<ul class="states" aria-label="States of ${escapeHtml(screen.screen)}">${links.join('')}</ul>
</section>`;
  });
  const count = screens.reduce((sum, screen) => sum + screen.states.length, 0);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Screen gallery</title><link rel="stylesheet" href="${escapeHtml(options.stylesheetHref)}"></head>
<body><main>
<h1>Screen gallery</h1>
<p>${screens.length} screens in ${count} states, from the rule files: each form empty, filled with its models' examples, submitted empty and with invalid examples; each modal open; each feature switch the screen reads set the other way. Loads are answered by this demo server (switch loads by the state's setting; refusals as empty answers). <code>npm run screens</code> photographs them all.</p>
${sections.join('\n')}
</main></body>
</html>`;
}
