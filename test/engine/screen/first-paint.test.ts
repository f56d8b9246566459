import { describe, expect, it } from 'vitest';
import { splitAtFirstModel } from '../../../src/engine/screen/first-paint.js';
import type { NodeTypeRegistry } from '../../../src/engine/screen/node-type.js';

const registry: NodeTypeRegistry = {
  heading: { type: 'heading' },
  text: { type: 'text' },
  form: { type: 'form', draws: 'form' },
  review: { type: 'review', draws: 'review' },
  link: { type: 'link' },
};

describe("a screen's content split for its first paint", () => {
  it('puts what comes before the first form first, and the form with everything after it second', () => {
    const content = [{ type: 'heading' }, { type: 'text' }, { type: 'form', model: 'a' }, { type: 'link' }, { type: 'form', model: 'b' }];
    expect(splitAtFirstModel(content, registry)).toEqual({ head: content.slice(0, 2), tail: content.slice(2) });
  });

  it('splits at a review as at a form', () => {
    const content = [{ type: 'heading' }, { type: 'review', model: 'a' }];
    expect(splitAtFirstModel(content, registry)).toEqual({ head: content.slice(0, 1), tail: content.slice(1) });
  });

  it('keeps a screen that draws no model whole', () => {
    const content = [{ type: 'heading' }, { type: 'text' }, { type: 'link' }];
    expect(splitAtFirstModel(content, registry)).toEqual({ head: content, tail: [] });
  });
});
