import { describe, expect, it } from 'vitest';
import { mergePatch, mergeUiPatch, resolveUiExtends, UiExtendsError } from '../../../src/engine/content/ui-extends.js';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';

const files: Record<string, SchemaNode> = {
  base: { model: 'base', 'ui:order': ['a', 'b'], a: { 'ui:help': 'a.help', 'ui:widget': 'text' }, b: { 'ui:widget': 'select' } },
  variant: { extends: 'base', model: 'variant', 'ui:order': ['a'], a: { 'ui:widget': 'textarea' }, b: null },
  second: { extends: 'variant', model: 'second', c: { 'ui:help': 'c.help' } },
  loop: { extends: 'loopBack', model: 'loop' },
  loopBack: { extends: 'loop', model: 'loop-back' },
  orphan: { extends: 'missing', model: 'orphan' },
};
const lookup = (name: string) => files[name];

describe('ui files that extend another', () => {
  it('lay their own hints over the base: objects merge, lists of names replace, null drops a field', () => {
    expect(resolveUiExtends('variant', lookup)).toEqual({ model: 'variant', 'ui:order': ['a'], a: { 'ui:help': 'a.help', 'ui:widget': 'textarea' } });
  });

  it('resolve a chain from its root, and leave the base as written', () => {
    expect(resolveUiExtends('second', lookup)).toMatchObject({ model: 'second', a: { 'ui:widget': 'textarea' }, c: { 'ui:help': 'c.help' } });
    expect(files.base?.b).toEqual({ 'ui:widget': 'select' });
  });

  it('name the file at fault for an unknown base or a chain that comes back to itself', () => {
    expect(() => resolveUiExtends('orphan', lookup)).toThrow(new UiExtendsError('there is no ui file "missing"', 'orphan'));
    expect(() => resolveUiExtends('loop', lookup)).toThrow(/comes back to "loop": loop -> loopBack -> loop/);
  });

  it('merge a list of sections by title: a variant writes only the section it changes, and a new one is added', () => {
    const sections = {
      base: { model: 'base', 'ui:sections': [{ title: 's.one', fields: ['a', 'b'] }, { title: 's.two', fields: ['c'] }] },
      variant: { extends: 'base', model: 'variant', 'ui:sections': [{ title: 's.two', fields: ['c', 'd'] }, { title: 's.three', fields: ['e'] }] },
    } satisfies Record<string, SchemaNode>;
    expect(resolveUiExtends('variant', (name) => sections[name as keyof typeof sections])['ui:sections']).toEqual([
      { title: 's.one', fields: ['a', 'b'] },
      { title: 's.two', fields: ['c', 'd'] },
      { title: 's.three', fields: ['e'] },
    ]);
  });

  it('leave a field the variant drops out of the base’s sections and order too', () => {
    const dropping = {
      base: { model: 'base', 'ui:order': ['a', 'b', '*'], 'ui:sections': [{ title: 's.one', fields: ['a', 'b'] }], b: { 'ui:widget': 'select' } },
      variant: { extends: 'base', model: 'variant', b: null },
    } satisfies Record<string, SchemaNode>;
    expect(resolveUiExtends('variant', (name) => dropping[name as keyof typeof dropping])).toEqual({
      model: 'variant',
      'ui:order': ['a', '*'],
      'ui:sections': [{ title: 's.one', fields: ['a'] }],
    });
  });

  it('replace a list whose entries are not all named alike', () => {
    expect(mergeUiPatch({ list: [{ title: 'x' }, { other: 1 }] }, { list: [{ title: 'y' }] })).toEqual({ list: [{ title: 'y' }] });
  });

  it('merge as RFC 7386 says, for any JSON', () => {
    expect(mergePatch({ a: 'b', c: { d: 'e', f: 'g' } }, { a: 'z', c: { f: null } })).toEqual({ a: 'z', c: { d: 'e' } });
    expect(mergePatch({ a: [1, 2] }, { a: [3] })).toEqual({ a: [3] });
    expect(mergePatch({ a: 'b' }, ['c'])).toEqual(['c']);
    expect(mergePatch('text', { a: 'b' })).toEqual({ a: 'b' });
  });
});
