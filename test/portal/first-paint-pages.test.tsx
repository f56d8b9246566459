// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstPaintPages } from '../../src/portal/first-paint-pages.js';
import { readFlows, readScreens } from '../../scripts/build/flow-chunks.js';
import { leadBeforeLoads } from '../../src/engine/screen/first-paint.js';
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

  it("draws the frame and the loading line for a page whose screen starts with what its loads bring, and nothing they decide", async () => {
    const pages = await firstPaintPages();
    const screens = readScreens();
    // Steps at a fixed address, open to anyone, that send no one elsewhere once loaded, whose
    // screen's first node reads a load (sign-in's notices).
    const loadFirst = readFlows()
      .flatMap(({ flow }) => Object.values(flow.steps))
      .filter((step) => !step.route.includes(':') && !(step.load ?? []).some((load) => load.gate) && !JSON.stringify(step.always ?? {}).includes('"target"'))
      .filter((step) => {
        const content = screens.get(step.screen)?.screen.content ?? [];
        return content.length > 0 && leadBeforeLoads(content).length === 0;
      });
    expect(loadFirst.length).toBeGreaterThan(0);
    for (const step of loadFirst) {
      const page = pages.find((candidate) => candidate.path === step.route);
      expect(page?.markup, step.route).toContain(`<main id="main-content"`);
      expect(page?.markup, step.route).toContain(`>${text('load.pending')}</p>`);
      expect(page?.markup, step.route).not.toContain('<h1');
    }
  });
});
