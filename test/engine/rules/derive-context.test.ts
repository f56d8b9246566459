import { describe, expect, it } from 'vitest';
import { deriveContext, emailDomain } from '../../../src/engine/rules/derive-context.js';

const derivations = { isInternalUser: { emailDomainOf: '/username', in: ['carelon.example'] } };

describe('context derived from form data', () => {
  it('detects an internal user by the e-mail domain of the username, ignoring case', () => {
    expect(deriveContext(derivations, { username: 'Pat.Lee@Carelon.Example' })).toEqual({ isInternalUser: true });
  });

  it('counts a subdomain of an internal domain as internal, but not a look-alike domain', () => {
    expect(deriveContext(derivations, { username: 'pat@hr.carelon.example' }).isInternalUser).toBe(true);
    expect(deriveContext(derivations, { username: 'pat@notcarelon.example' }).isInternalUser).toBe(false);
  });

  it('is false for an external or missing or malformed address', () => {
    expect(deriveContext(derivations, { username: 'pat@clinic.example.org' }).isInternalUser).toBe(false);
    expect(deriveContext(derivations, {}).isInternalUser).toBe(false);
    expect(deriveContext(derivations, { username: 'carelon.example' }).isInternalUser).toBe(false);
  });

  it('reads the domain after the last @', () => {
    expect(emailDomain('a@b@Clinic.org')).toBe('clinic.org');
    expect(emailDomain('nobody@')).toBeUndefined();
  });
});

describe('internal domains read from loaded reference data', () => {
  const bound = { isInternalUser: { emailDomainOf: '/username', in: { items: '$data/emailDomains', value: '/emailDomain', where: '/internal' } } };
  const scope = {
    data: {
      emailDomains: [
        { emailDomainCode: 'CARELON', emailDomain: 'carelon.example', internal: true },
        { emailDomainCode: 'CLINIC', emailDomain: 'clinic.example', internal: false },
      ],
    },
  };

  it('counts only the domains the list marks internal', () => {
    expect(deriveContext(bound, { username: 'pat@carelon.example' }, scope).isInternalUser).toBe(true);
    expect(deriveContext(bound, { username: 'pat@clinic.example' }, scope).isInternalUser).toBe(false);
  });

  it('is false before the list has loaded', () => {
    expect(deriveContext(bound, { username: 'pat@carelon.example' }).isInternalUser).toBe(false);
  });
});
