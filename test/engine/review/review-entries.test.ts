import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { MASK_LENGTH, reviewEntries } from '../../../src/engine/review/review-entries.js';

const schema: SchemaNode = {
  type: 'object',
  properties: {
    firstName: { $ref: '#/definitions/person-name', title: 'First Name' },
    password: { type: 'string', title: 'Password' },
    userRole: {
      title: 'User Role',
      oneOf: [
        { const: 1, title: 'Ordering Provider' },
        { const: 2, title: 'Servicing Provider' },
      ],
    },
    phone: { type: 'object', properties: { number: { type: 'string', title: 'Phone' }, extension: { type: 'string', title: 'Ext' } } },
    fax: { type: 'string', title: 'Fax' },
    programs: { type: 'array', title: 'Programs', items: { oneOf: [{ const: 'cur', title: 'Commercial UR' }, { const: 'mds', title: 'Medicare DS' }] } },
    securityAnswers: {
      type: 'array',
      items: { type: 'object', properties: { QuestionId: { type: 'string', title: 'Question' }, Answer: { type: 'string', title: 'Answer' } } },
    },
    domainId: { type: 'string', title: 'Domain ID' },
  },
  definitions: { 'person-name': { type: 'string', title: 'Name' } },
};
const ui: SchemaNode = {
  model: 'registration',
  'ui:sections': [
    { title: 'registration.section.login', fields: ['firstName', 'domainId', 'password', 'securityAnswers'] },
    { title: 'registration.section.details', fields: ['userRole', 'phone', 'fax', 'programs', '/phone/number'] },
  ],
  password: { 'ui:masked': true },
  domainId: { 'ui:rules': [{ effect: 'show', when: { context: 'isInternalUser', equals: true } }] },
  securityAnswers: { items: { Answer: { 'ui:masked': true } } },
  phone: { 'ui:order': ['extension', '*'] },
};
const data = {
  firstName: 'Pat',
  password: 'Pasw0rdXyz12',
  userRole: 2,
  phone: { number: '5185550100', extension: '' },
  programs: ['cur', 'mds'],
  securityAnswers: [{ QuestionId: 'q1', Answer: 'Rex' }],
  domainId: 'PLEE',
};

const entries = (revealed?: ReadonlySet<string>, isInternalUser = false) =>
  reviewEntries({ schema, ui, data, revealed, rules: { context: { isInternalUser } } });
const byPointer = (revealed?: ReadonlySet<string>) =>
  Object.fromEntries(entries(revealed).flatMap((section) => section.entries).map((entry) => [entry.pointer, entry]));

describe('reviewEntries', () => {
  it('groups entries in the ui sections, titled by message id, in the listed order', () => {
    const sections = entries();
    expect(sections.map((section) => section.title)).toEqual(['registration.section.login', 'registration.section.details']);
    expect(sections[0]?.entries.map((entry) => entry.pointer)).toEqual([
      '/firstName',
      '/password',
      '/securityAnswers/0/QuestionId',
      '/securityAnswers/0/Answer',
    ]);
  });

  it('captions entries with the schema titles, following refs', () => {
    expect(byPointer()['/firstName']).toMatchObject({ caption: 'First Name', display: 'Pat', masked: false, empty: false });
  });

  it('replaces a masked value by a fixed number of bullets, whatever its length', () => {
    const password = byPointer()['/password'];
    expect(password).toMatchObject({ maskable: true, masked: true, display: '•'.repeat(MASK_LENGTH) });
    expect(password?.display).not.toContain('Pasw0rd');
    expect(byPointer()['/securityAnswers/0/Answer']).toMatchObject({ masked: true, display: '••••••••' });
  });

  it('shows a masked value once revealed, still offering to hide it', () => {
    expect(byPointer(new Set(['/password']))['/password']).toMatchObject({ display: 'Pasw0rdXyz12', masked: false, maskable: true });
    expect(byPointer(new Set(['/password']))['/securityAnswers/0/Answer']?.masked).toBe(true);
  });

  it('shows the title of a chosen option instead of its value', () => {
    expect(byPointer()['/userRole']?.display).toBe('Servicing Provider');
    expect(byPointer()['/programs']?.display).toBe('Commercial UR, Medicare DS');
  });

  it('keeps phone-like values as given', () => {
    expect(byPointer()['/phone/number']?.display).toBe('5185550100');
  });

  it('opens objects into their fields in ui:order', () => {
    const details = entries()[1]?.entries.map((entry) => entry.pointer);
    expect(details).toEqual(['/userRole', '/phone/extension', '/phone/number', '/fax', '/programs', '/phone/number']);
  });

  it('flags empty and missing values instead of showing them, and never masks them', () => {
    expect(byPointer()['/fax']).toMatchObject({ empty: true, display: '', masked: false });
    expect(byPointer()['/phone/extension']).toMatchObject({ empty: true, display: '' });
    const noPassword = reviewEntries({ schema, ui, data: { ...data, password: '' } });
    expect(noPassword[0]?.entries.find((entry) => entry.pointer === '/password')).toMatchObject({ empty: true, masked: false });
  });

  it('leaves out fields its ui rules hide', () => {
    expect(byPointer()['/domainId']).toBeUndefined();
    const internal = entries(undefined, true)[0]?.entries.map((entry) => entry.pointer);
    expect(internal).toContain('/domainId');
  });

  it('reviews every property in one untitled section when the ui names no sections', () => {
    const sections = reviewEntries({ schema: { type: 'object', properties: { a: { title: 'A' }, b: {} } }, ui: {}, data: { b: 'x' } });
    expect(sections).toEqual([
      {
        entries: [
          { pointer: '/a', caption: 'A', display: '', maskable: false, masked: false, empty: true },
          { pointer: '/b', caption: 'b', display: 'x', maskable: false, masked: false, empty: false },
        ],
      },
    ]);
  });

  it('shows a field kept equal to another while its condition holds: the username as contact e-mail while "use same" is ticked', () => {
    const shape: SchemaNode = { type: 'object', properties: { username: { title: 'Username' }, useSameEmail: { title: 'Same' }, email: { title: 'Contact' } } };
    const sameUi: SchemaNode = { 'ui:sections': [{ fields: ['email'] }], email: { 'ui:valueFrom': { from: '$this/username', when: { data: '/useSameEmail', equals: true } } } };
    const shown = (held: Record<string, unknown>) => reviewEntries({ schema: shape, ui: sameUi, data: held, scope: { this: held } })[0]?.entries[0];
    expect(shown({ username: 'pat@clinic.example', useSameEmail: true, email: null })).toMatchObject({ display: 'pat@clinic.example', empty: false });
    expect(shown({ username: 'pat@clinic.example', useSameEmail: false, email: 'office@clinic.example' })).toMatchObject({ display: 'office@clinic.example' });
    expect(shown({ username: 'pat@clinic.example', useSameEmail: false })).toMatchObject({ empty: true });
  });
});

describe('reviewEntries over the registration rules', () => {
  it('shows a phone and fax typed in any accepted way as the summary format, from their normalize rule', async () => {
    const model = (await import('../../../src/generated/models/registration.json')).default as SchemaNode;
    const ui = (await import('../../../schemas/ui/registration-review.json')).default as SchemaNode;
    const shown = Object.fromEntries(
      reviewEntries({ schema: model, ui, data: { phone: { number: '(555) 555-0100' }, fax: '555-555-0101' } })
        .flatMap((section) => section.entries)
        .map((entry) => [entry.pointer, entry.display]),
    );
    expect(shown['/phone/number']).toBe('555-555-0100');
    expect(shown['/fax']).toBe('555-555-0101');
  });
  it('leaves out a field whose rule names a code, reading the code from the screen’s scope as the form does', () => {
    const coded = { ...ui, fax: { 'ui:rules': [{ effect: 'show', when: { data: '/userRole', in: ['$config/codes/userRole/orderingProvider'] } }] } };
    const faxShown = (role: number) =>
      reviewEntries({ schema, ui: coded, data: { ...data, userRole: role, fax: '5185550199' }, scope: { config: { codes: { userRole: { orderingProvider: 1 } } } } })
        .flatMap((section) => section.entries)
        .some((entry) => entry.pointer === '/fax');
    expect(faxShown(1)).toBe(true);
    expect(faxShown(2)).toBe(false);
  });
});
