import { describe, expect, it } from 'vitest';
import { feedsRules, ruleInputs } from '../../../src/engine/forms/rule-inputs.js';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';

const ui: SchemaNode = {
  domainId: { 'ui:rules': [{ effect: 'show', when: { all: [{ data: '/isInternalUser', equals: true }, { not: { value: '$this/role', in: [1, 2] } }] } }] },
  plan: { 'ui:rules': [{ effect: 'require', when: { value: '$data/defaults/cds', equals: '$this/plan/kind' } }] },
  internal: { 'ui:valueFrom': '$context/isInternalUser' },
  securityAnswers: { items: { answer: { 'ui:rules': [{ effect: 'require', when: { row: true, in: [0, 1] } }] } } },
  organizationName: { 'ui:check': { call: { method: 'POST', path: '/api/x', body: { name: '$form/m/organizationName' } } } },
};
const derivations = { isInternalUser: { emailDomainOf: '/username', in: { items: '$data/emailDomains', value: '/emailDomain' } } };

describe("the places a form's rules read", () => {
  const reads = ruleInputs(ui, derivations);

  it('are the data its conditions, computed values and derived context read, and the lists it lays out by row', () => {
    expect([...reads].sort()).toEqual(['/internal', '/isInternalUser', '/plan/kind', '/role', '/securityAnswers', '/username']);
  });

  it('make a change feed the rules when it is at, inside or around one of them', () => {
    expect(feedsRules(reads, '/isInternalUser')).toBe(true);
    expect(feedsRules(reads, '/plan')).toBe(true);
    expect(feedsRules(reads, '/securityAnswers')).toBe(true);
    expect(feedsRules(reads, '/securityAnswers/1/answer')).toBe(true);
    expect(feedsRules(reads, '')).toBe(true);
  });

  it("leave a change elsewhere out, a field check's own bindings included", () => {
    expect(feedsRules(reads, '/organizationName')).toBe(false);
    expect(feedsRules(reads, '/plan/name')).toBe(false);
    expect(feedsRules(reads, '/usernameConfirm')).toBe(false);
  });

  it('take every change as feeding them once a rule reads the held form data whole', () => {
    const whole = ruleInputs({ a: { 'ui:rules': [{ effect: 'hide', when: { value: '$form/other/b', filled: true } }] } });
    expect(feedsRules(whole, '/anything')).toBe(true);
  });

  it('count a list inside rows in every row', () => {
    const nested = ruleInputs({ rows: { items: { pins: { items: { 'ui:widget': 'text' } } } } });
    expect([...nested].sort()).toEqual(['/rows', '/rows/*/pins']);
    expect(feedsRules(['/rows/*/pins'], '/rows/3')).toBe(true);
    expect(feedsRules(['/rows/*/pins'], '/rows/3/pins/0/pin')).toBe(true);
    expect(feedsRules(['/rows/*/pins'], '/rows/3/name')).toBe(false);
  });
});
