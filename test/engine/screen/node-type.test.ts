import { describe, expect, it } from 'vitest';
import { nodeMessages, type NodeTypeRegistry } from '../../../src/engine/screen/node-type.js';

const registry: NodeTypeRegistry = {
  table: { type: 'table', messages: ['caption', 'columns/header'], actions: ['actions'] },
};

describe('the message ids a screen names', () => {
  it("include a key of each entry of a list, as a table's column headers", () => {
    const content = [
      {
        type: 'table',
        caption: 'list.caption',
        columns: [{ value: '/a', header: 'list.a' }, { value: '/b', header: 'list.b' }, { value: '/c' }],
        actions: [{ label: 'list.delete', event: 'delete' }],
      },
    ];
    expect(nodeMessages(content, registry)).toEqual([
      { id: 'list.caption', pointer: '/content/0/caption' },
      { id: 'list.a', pointer: '/content/0/columns/0/header' },
      { id: 'list.b', pointer: '/content/0/columns/1/header' },
      { id: 'list.delete', pointer: '/content/0/actions/0/label' },
    ]);
  });
});
