import { describe, expect, it } from 'vitest';
import { withFirstPaint } from '../../../scripts/build/first-paint-html.js';

const indexHtml = `<!doctype html><html><head><title>Portal</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/app.js"><link rel="modulepreload" crossorigin href="/assets/flow-registration.js"></head><body><div id="root"></div></body></html>`;

describe("a page's HTML with its first paint", () => {
  it("puts the first paint before the app's root, which stays hidden until the app takes over", () => {
    const html = withFirstPaint(indexHtml, { path: '/help', title: 'Help', markup: '<main><h1>Help</h1></main>' }, ['assets/app.js']);
    expect(html).toContain('<div id="first-paint"><main><h1>Help</h1></main></div><div id="root" hidden></div>');
  });

  it("carries the page's title, escaped, and preloads the page's own scripts at low priority instead of the default route's", () => {
    const html = withFirstPaint(indexHtml, { path: '/help', title: 'Help & <Support>', markup: '' }, ['assets/app.js', 'assets/flow-help.js']);
    expect(html).toContain('<title>Help &amp; &lt;Support&gt;</title>');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/flow-help.js">');
    expect(html).not.toContain('flow-registration.js');
    // The entry itself is small and starts the app: it keeps its priority.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js">');
  });

  it('refuses an index.html without the root it replaces', () => {
    expect(() => withFirstPaint('<body></body>', { path: '/', title: '', markup: '' }, [])).toThrow(/root/);
  });
});
