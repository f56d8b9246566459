// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createComponentSchemas } from '../../../src/server/openapi/component-schemas.js';

const id = (name: string) => `https://provider-portal.example/schemas/models/${name}.json`;
const answer = (name: string) => `https://provider-portal.example/schemas/answers/${name}.json`;

describe('component schemas hoisted out of bundled route schemas', () => {
  it('moves definitions into the components and points the references there', () => {
    const components = createComponentSchemas();
    const body = components.hoist(
      {
        $id: id('login'),
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: { userName: { $ref: '#/definitions/username' }, pin: { $ref: '#/definitions/pin/properties/value' } },
        definitions: {
          username: { type: 'string', maxLength: 150 },
          pin: { type: 'object', properties: { value: { $ref: '#/definitions/digits' } } },
          digits: { type: 'string', pattern: '^[0-9]+$' },
        },
      },
      'unused',
    );
    expect(body).toEqual({
      type: 'object',
      properties: { userName: { $ref: '#/components/schemas/username' }, pin: { $ref: '#/components/schemas/pin/properties/value' } },
    });
    expect(components.schemas).toEqual({
      username: { type: 'string', maxLength: 150 },
      pin: { type: 'object', properties: { value: { $ref: '#/components/schemas/digits' } } },
      digits: { type: 'string', pattern: '^[0-9]+$' },
    });
  });

  it('shares one component between bundles of the same file and keeps apart a same-named other one', () => {
    const components = createComponentSchemas();
    const bundle = (name: string, email: object) =>
      components.hoist({ $id: id(name), properties: { email: { $ref: '#/definitions/email' } }, definitions: { email } }, name);
    bundle('first', { type: 'string', format: 'email' });
    const second = bundle('second', { type: 'string', format: 'email' });
    const third = bundle('third', { type: 'string', maxLength: 5 });
    expect(second.properties).toEqual({ email: { $ref: '#/components/schemas/email' } });
    expect(third.properties).toEqual({ email: { $ref: '#/components/schemas/third-email' } });
    expect(Object.keys(components.schemas)).toEqual(['email', 'third-email']);
  });

  it('tells apart definitions that differ only in what they refer to', () => {
    const components = createComponentSchemas();
    const bundle = (name: string, leaf: object) =>
      components.hoist(
        { $id: id(name), properties: { a: { $ref: '#/definitions/wrapper' } }, definitions: { wrapper: { $ref: '#/definitions/leaf' }, leaf } },
        name,
      );
    bundle('one', { type: 'string' });
    const two = bundle('two', { type: 'integer' });
    expect(two.properties).toEqual({ a: { $ref: '#/components/schemas/two-wrapper' } });
    expect(components.schemas['two-wrapper']).toEqual({ $ref: '#/components/schemas/two-leaf' });
  });

  it('hoists the whole schema when a reference points into it outside its definitions', () => {
    const components = createComponentSchemas();
    const body = components.hoist({ properties: { a: { type: 'string' }, b: { $ref: '#/properties/a' } } }, 'post-thing-body');
    expect(body.properties).toEqual({ a: { type: 'string' }, b: { $ref: '#/components/schemas/post-thing-body/properties/a' } });
    expect(components.schemas['post-thing-body']).toEqual(body);
  });

  it('leaves a schema without references as it is, less its $id', () => {
    const components = createComponentSchemas();
    expect(components.hoist({ $id: id('plain'), type: 'object', required: ['a'] }, 'plain')).toEqual({ type: 'object', required: ['a'] });
    expect(components.schemas).toEqual({});
  });

  it('keeps an answer whole as one component named after its file, the same for every route, and reuses it where another answer brought it in', () => {
    const components = createComponentSchemas();
    const entry = { type: 'object', properties: { id: { type: 'integer' } } };
    const page = components.named({ $id: answer('entry-page'), type: 'object', properties: { entries: { type: 'array', items: { $ref: '#/definitions/entry' } } }, definitions: { entry } }, 'entry-page');
    const first = components.named({ $id: answer('entry'), ...entry }, 'entry');
    const second = components.named({ $id: answer('entry'), ...entry }, 'entry');
    expect([page, first, second]).toEqual([{ $ref: '#/components/schemas/entry-page' }, { $ref: '#/components/schemas/entry' }, { $ref: '#/components/schemas/entry' }]);
    expect(components.schemas).toEqual({
      'entry-page': { type: 'object', properties: { entries: { type: 'array', items: { $ref: '#/components/schemas/entry' } } } },
      entry,
    });
  });
});
