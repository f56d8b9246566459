import { describe, expect, it } from 'vitest';
import { boundOptions } from '../../../src/engine/forms/bound-options.js';

const scope = {
  data: {
    defaults: {
      roles: [
        { id: 1, name: 'Ordering Provider', description: 'Initiates order requests and inquiries' },
        { id: 5, name: 'Health Plan Representative' },
        { id: 7 },
      ],
    },
  },
};

describe('options from a binding', () => {
  it('read each item value, label and description by pointer, leaving out items without a label', () => {
    const options = boundOptions({ items: '$data/defaults/roles', value: '/id', label: '/name', description: '/description' }, scope);
    expect(options.map(({ item: _item, ...option }) => option)).toEqual([
      { value: 1, label: 'Ordering Provider', description: 'Initiates order requests and inquiries' },
      { value: 5, label: 'Health Plan Representative' },
    ]);
  });

  it('are none while the binding holds no list', () => {
    expect(boundOptions({ items: '$data/clients', value: '/id', label: '/name' }, scope)).toEqual([]);
  });
});

describe('option names in the catalogue\'s words', () => {
  it('makes message ids from each item for the label and the description', () => {
    const hint = { items: '$data/roles', value: '/id', label: '/name', labelId: 'caption.role.{/id}', descriptionId: 'role.description.{/id}' };
    const [option] = boundOptions(hint, { data: { roles: [{ id: 10, name: 'Genetic Counselor' }] } });
    expect(option).toMatchObject({ value: 10, label: 'Genetic Counselor', labelId: 'caption.role.10', descriptionId: 'role.description.10', item: { id: 10, name: 'Genetic Counselor' } });
  });
});
