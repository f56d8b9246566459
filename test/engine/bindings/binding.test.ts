import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BINDING_SOURCES, BindingError, bindingsIn, bindTemplate, parseBinding, resolveValue } from '../../../src/engine/bindings/binding.js';
import { evaluateCondition } from '../../../src/engine/rules/evaluate-condition.js';

const scope = {
  data: { defaults: { roles: [{ id: 1, name: 'Ordering Provider' }] }, cds: true },
  params: { token: 'a/b' },
  query: { body: 'k1' },
  form: { registration: { username: 'pat@clinic.example', userRole: 2 } },
  switches: { multiFactor: false },
  context: { isInternalUser: true },
  config: { 'account-rules': { passwordHistory: 8 } },
};

describe('bindings', () => {
  it('read every source by JSON pointer, the whole source without one', () => {
    expect(resolveValue('$data/defaults/roles/0/name', scope)).toBe('Ordering Provider');
    expect(resolveValue('$params/token', scope)).toBe('a/b');
    expect(resolveValue('$query/body', scope)).toBe('k1');
    expect(resolveValue('$form/registration/userRole', scope)).toBe(2);
    expect(resolveValue('$switches/multiFactor', scope)).toBe(false);
    expect(resolveValue('$context/isInternalUser', scope)).toBe(true);
    expect(resolveValue('$config/account-rules/passwordHistory', scope)).toBe(8);
    expect(resolveValue('$query', scope)).toEqual({ body: 'k1' });
    expect(resolveValue('$session/firstName', scope)).toBeUndefined();
  });

  it('take literals as written, and "$$" for a literal dollar', () => {
    expect(resolveValue('Fluffy', scope)).toBe('Fluffy');
    expect(resolveValue(30, scope)).toBe(30);
    expect(resolveValue('$$5 fee', scope)).toBe('$5 fee');
  });

  it('refuse a "$word" that names no source, so a misspelt binding fails loudly', () => {
    expect(() => parseBinding('$dta/defaults')).toThrow(BindingError);
    expect(() => resolveValue('$forms/registration', scope)).toThrow(/no binding/);
  });

  it('fill a template at any depth, keeping its shape', () => {
    expect(bindTemplate({ user: '$form/registration', ids: ['$data/cds', 3], token: '$params/token' }, scope)).toEqual({
      user: { username: 'pat@clinic.example', userRole: 2 },
      ids: [true, 3],
      token: 'a/b',
    });
  });

  it('are listed with where they are written, broken ones included, for the lints', () => {
    const found = bindingsIn({ a: ['$data/x', 'plain'], 'b/c': '$nope' });
    expect(found.map(({ at, binding }) => [at, binding])).toEqual([
      ['/a/0', '$data/x'],
      ['/b~1c', '$nope'],
    ]);
    expect(found[1]?.parsed).toBeInstanceOf(BindingError);
  });

  it('name the same sources as the rule files meta-schema allows', () => {
    const ui = JSON.parse(readFileSync('schemas/meta/ui.schema.json', 'utf8')) as { definitions: { binding: { pattern: string } } };
    const written = /\(([^)]+)\)/.exec(ui.definitions.binding.pattern)?.[1]?.split('|');
    expect(written).toEqual([...BINDING_SOURCES]);
  });
});

describe('conditions over bindings', () => {
  it('compare a bound value with equals, in and filled', () => {
    expect(evaluateCondition({ value: '$data/cds', equals: true }, { data: {}, scope })).toBe(true);
    expect(evaluateCondition({ value: '$form/registration/userRole', in: [1, 2] }, { data: {}, scope })).toBe(true);
    expect(evaluateCondition({ value: '$query/missing', filled: true }, { data: {}, scope })).toBe(false);
    expect(evaluateCondition({ not: { value: '$params/token', filled: true } }, { data: {}, scope })).toBe(false);
  });

  it('read switches and context given to the condition when no scope is', () => {
    expect(evaluateCondition({ value: '$switches/multiFactor', equals: false }, { data: {}, switches: { multiFactor: false } })).toBe(true);
  });
});

describe('lists built from lists ($map)', () => {
  it('makes one entry per item, $item reading that item, beside the other bindings', async () => {
    const { bindTemplate } = await import('../../../src/engine/bindings/binding.js');
    const scope = { result: { body: { clientList: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }] } }, form: { role: 5 } };
    expect(bindTemplate({ rows: { $map: '$result/body/clientList', to: { id: '$item/id', role: '$form/role', selected: false } } }, scope)).toEqual({
      rows: [
        { id: 1, role: 5, selected: false },
        { id: 2, role: 5, selected: false },
      ],
    });
  });

  it('makes an empty list when the binding holds no list', async () => {
    const { bindTemplate } = await import('../../../src/engine/bindings/binding.js');
    expect(bindTemplate({ $map: '$result/body/missing', to: { id: '$item/id' } }, {})).toEqual([]);
  });
});

describe('lists written as one text ($join)', () => {
  it('joins a mapped list with its separator, leaving empty entries out', () => {
    const scope = { form: { plans: { picked: [{ id: 3 }, { id: 5 }, { name: 'no id' }] } } };
    expect(bindTemplate({ clients: { $join: { $map: '$form/plans/picked', to: '$item/id' }, with: ';' } }, scope)).toEqual({ clients: '3;5' });
    expect(bindTemplate({ $join: '$form/none', with: ';' }, scope)).toBe('');
  });
});
