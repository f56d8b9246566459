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
    expect(boundOptions({ items: '$data/defaults/roles', value: '/id', label: '/name', description: '/description' }, scope)).toEqual([
      { value: 1, label: 'Ordering Provider', description: 'Initiates order requests and inquiries' },
      { value: 5, label: 'Health Plan Representative' },
    ]);
  });

  it('are none while the binding holds no list', () => {
    expect(boundOptions({ items: '$data/clients', value: '/id', label: '/name' }, scope)).toEqual([]);
  });
});
