import { describe, expect, it } from 'vitest';
import { leadBeforeLoads, splitAtFirstModel } from '../../../src/engine/screen/first-paint.js';
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

describe("what of a screen's head can be drawn before the step's loads answer", () => {
  it('is every node up to the first one that reads loaded data, shows on a condition or makes a call', () => {
    const heading = { type: 'heading', text: 'a.title' };
    const intro = { type: 'text', text: 'a.intro', params: { limit: '$config/account-rules/passwordMinLength', token: '$params/token' } };
    expect(leadBeforeLoads([heading, intro, { type: 'text', text: 'a.name', params: { name: '$data/user/name' } }, heading])).toEqual([heading, intro]);
    expect(leadBeforeLoads([heading, { type: 'text', text: 'a.mfa', when: { switch: 'mfaEnabled' } }])).toEqual([heading]);
    expect(leadBeforeLoads([{ type: 'notices', call: 'globalMessages' }, heading])).toEqual([]);
  });

  it('looks inside nested nodes and counts a session or switch binding as loaded data', () => {
    const section = (value: string) => ({ type: 'section', content: [{ type: 'text', text: 'a.b', params: { v: value } }] });
    expect(leadBeforeLoads([section('$session/firstName')])).toEqual([]);
    expect(leadBeforeLoads([section('$switches/cds')])).toEqual([]);
    expect(leadBeforeLoads([section('$$literal')])).toHaveLength(1);
  });
});
