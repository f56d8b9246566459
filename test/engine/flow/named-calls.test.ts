import { describe, expect, it } from 'vitest';
import type { FlowDefinition } from '../../../src/engine/flow/flow-definition.js';
import { FlowDefinitionError } from '../../../src/engine/flow/flow-definition-error.js';
import { callLibrary, resolveNamedCalls, resolveNamedCallsOrThrow, type NamedCallProblem } from '../../../src/engine/flow/named-calls.js';
import { readFlows } from '../../../scripts/build/flow-chunks.js';

const library = callLibrary([
  {
    calls: {
      switches: { method: 'GET', path: '/api/app/switches', cache: 'session' },
      lookUp: {
        method: 'POST',
        path: '/api/user/find',
        body: { name: '$form/find/name' },
        outcomes: [{ status: 404, modal: 'notFound' }, 'refused'],
      },
    },
    conditions: { named: { value: '$form/find/name', filled: true } },
    outcomes: {
      refused: [{ status: '4xx', fieldErrors: 'find' }],
      found: [{ status: 200, store: 'lookup', target: 'next' }],
    },
  },
]);

function resolve<T>(value: T): { value: T; problems: NamedCallProblem[] } {
  const problems: NamedCallProblem[] = [];
  return { value: resolveNamedCalls(value, library, (problem) => problems.push(problem)), problems };
}

describe('named calls and outcome lists', () => {
  it('writes a named call in place of its name in a load, without its outcomes', () => {
    const { value } = resolve({ load: [{ name: 'switches', call: 'switches' }, { name: 'found', call: 'lookUp' }] });
    expect(value.load).toEqual([
      { name: 'switches', call: { method: 'GET', path: '/api/app/switches', cache: 'session' } },
      { name: 'found', call: { method: 'POST', path: '/api/user/find', body: { name: '$form/find/name' } } },
    ]);
  });

  it("gives a branch naming a call the call's outcomes, its named lists spliced in", () => {
    const { value } = resolve({ on: { find: { call: 'lookUp' } } });
    expect(value.on.find).toEqual({
      call: { method: 'POST', path: '/api/user/find', body: { name: '$form/find/name' } },
      outcomes: [
        { status: 404, modal: 'notFound' },
        { status: '4xx', fieldErrors: 'find' },
      ],
    });
  });

  it("tries a use's own outcomes first, and one with the same status and when replaces the call's", () => {
    const { value } = resolve({ call: 'lookUp', outcomes: ['found', { status: 404, target: 'register' }] });
    expect(value).toMatchObject({
      outcomes: [
        { status: 200, store: 'lookup', target: 'next' },
        { status: 404, target: 'register' },
        { status: '4xx', fieldErrors: 'find' },
      ],
    });
  });

  it('keeps a default whose when differs from the own outcome of the same status', () => {
    const when = { value: '$form/find/name', filled: true };
    const { value } = resolve({ call: 'lookUp', outcomes: [{ status: 404, when, target: 'register' }] });
    expect(value.outcomes.map((outcome: { status: unknown }) => outcome.status)).toEqual([404, 404, '4xx']);
  });

  it('resolves names inside a ui check and its further checks', () => {
    const { value } = resolve<Record<string, unknown>>({ name: { 'ui:check': { call: 'switches', outcomes: [{ status: 200, then: { call: 'lookUp' } }] } } });
    expect(value).toEqual({
      name: {
        'ui:check': {
          call: { method: 'GET', path: '/api/app/switches', cache: 'session' },
          outcomes: [{ status: 200, then: { call: { method: 'POST', path: '/api/user/find', body: { name: '$form/find/name' } }, outcomes: [{ status: 404, modal: 'notFound' }, { status: '4xx', fieldErrors: 'find' }] } }],
        },
      },
    });
  });

  it('reports a name that names no call or list at the place it is written, and leaves the rest', () => {
    const { value, problems } = resolve({ steps: { a: { on: { go: { call: 'lookUpp', outcomes: ['fond', { status: 200, target: 'b' }] } } } } });
    expect(problems).toEqual([
      { pointer: '/steps/a/on/go/outcomes/0', message: '"fond" names no outcome list of flows/calls/' },
      { pointer: '/steps/a/on/go/call', message: '"lookUpp" names no call of flows/calls/' },
    ]);
    expect(value.steps.a.on.go).toEqual({ call: 'lookUpp', outcomes: [{ status: 200, target: 'b' }] });
  });

  it('writes a named condition in place of its name in a when', () => {
    const { value, problems } = resolve({ after: [{ delay: 10, when: 'named', target: 'next' }, { when: 'unnamed', target: 'other' }] });
    expect(value.after).toEqual([
      { delay: 10, when: { value: '$form/find/name', filled: true }, target: 'next' },
      { when: 'unnamed', target: 'other' },
    ]);
    expect(problems).toEqual([{ pointer: '/after/1/when', message: '"unnamed" names no condition of flows/calls/' }]);
  });

  it('refuses an outcome list that names itself', () => {
    const looping = callLibrary([{ outcomes: { again: ['again'] } }]);
    expect(() => resolveNamedCallsOrThrow({ outcomes: ['again'] }, looping, 'flows/x.json')).toThrow(FlowDefinitionError);
  });

  it('leaves no name unresolved in the portal’s own flows', () => {
    const names: string[] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (typeof node !== 'object' || node === null) return;
      const { call, outcomes } = node as { call?: unknown; outcomes?: unknown };
      if (typeof call === 'string') names.push(call);
      if (Array.isArray(outcomes)) names.push(...outcomes.filter((outcome): outcome is string => typeof outcome === 'string'));
      Object.values(node).forEach(visit);
    };
    const flows: FlowDefinition[] = readFlows().map(({ flow }) => flow);
    flows.forEach(visit);
    expect(flows.length).toBeGreaterThan(0);
    expect(names).toEqual([]);
  });
});
