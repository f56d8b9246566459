import './styles/uswds-portal.scss';
import './styles/portal.css';
import { FIRST_PAINT_ELEMENT_ID, rememberClicks } from './first-paint-element.js';

/** Longest a page waits for its first paint to be reported before the app starts anyway. */
const FIRST_PAINT_WAIT_MS = 1000;

const startApp = () => void import('./start-app.js');

/**
 * Runs `then` once the browser has painted the page's first content (or cannot: a hidden tab
 * does not paint, and a browser without paint timing does not say), in a task of its own.
 */
function afterFirstContentfulPaint(then: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(then, 0);
  };
  if (document.visibilityState === 'hidden') return start();
  try {
    // Buffered: a paint reported before this module ran is delivered too.
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the frame after next is painted.
    requestAnimationFrame(() => requestAnimationFrame(start));
  }
  setTimeout(start, FIRST_PAINT_WAIT_MS);
}

// The entry is only this: the app comes in a module of its own (start-app.tsx, preloaded by
// index.html beside this one). On a page whose HTML carries its first paint, the app starts
// once the browser has painted the HTML's heading, not before: evaluating the app's script
// takes a phone most of a second, and the heading would wait for it.
const firstPaint = document.getElementById(FIRST_PAINT_ELEMENT_ID);
if (firstPaint) {
  rememberClicks(firstPaint);
  afterFirstContentfulPaint(startApp);
} else startApp();
