// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstPaintPages } from '../../src/portal/first-paint-pages.js';
import { readFlows, readScreens } from '../../scripts/build/flow-chunks.js';
import { text } from '../support/rules.js';

describe("the pages' first paints drawn at build time", () => {
  it("draws the root page's frame and heading as the app draws them, titled as the app titles it", async () => {
    const pages = await firstPaintPages();
    const root = pages.find((page) => page.path === '/');
    const step = readFlows()
      .flatMap(({ flow }) => Object.values(flow.steps))
      .find((candidate) => candidate.route === '/');
    const screen = readScreens().get(step?.screen ?? '')?.screen;
    const heading = screen?.content.find((node) => node.type === 'heading') as { text: string } | undefined;
    expect(root?.markup).toContain(`<main id="main-content"`);
    expect(root?.markup).toContain(`>${text(heading?.text ?? '')}</h1>`);
    expect(root?.title).toBe(text('page.title', { title: text(screen?.title ?? '') }));
  });

  it('draws none for an address with params: those depend on the visit', async () => {
    const routes = new Set(readFlows().flatMap(({ flow }) => Object.values(flow.steps).map((step) => step.route)));
    for (const page of await firstPaintPages()) {
      expect(routes.has(page.path)).toBe(true);
      expect(page.path).not.toContain(':');
    }
  });

  // A page whose screen starts with what its loads bring, or whose loads may send the visitor
  // to a screen starting otherwise (a review page visited without its form): nothing of the
  // screen is known before the loads answer (leadBeforeLoads, test/engine/screen/first-paint.test.ts).
  it('draws the frame and the loading line, and nothing the loads decide, for a page whose screen is not known before they answer', async () => {
    const withoutHeading = (await firstPaintPages()).filter((page) => !page.markup.includes('<h1'));
    expect(withoutHeading.length).toBeGreaterThan(0);
    for (const page of withoutHeading) {
      expect(page.markup, page.path).toContain(`<main id="main-content"`);
      expect(page.markup, page.path).toContain(`>${text('load.pending')}</p>`);
    }
  });
});
