import { describe, expect, it } from 'vitest';
import {
  buildPath,
  compareRouteSpecificity,
  matchRoute,
  MissingRouteParamError,
  routeShape,
} from '../../../src/engine/flow/route-pattern.js';

describe('matchRoute', () => {
  it('reads :params from a matching path', () => {
    expect(matchRoute('/user/registration-email-validation/:body/:token', '/user/registration-email-validation/abc/x%2Fy')).toEqual({
      body: 'abc',
      token: 'x/y',
    });
  });

  it('matches literal routes exactly, ignoring a trailing slash, query and fragment', () => {
    expect(matchRoute('/user/registration-review', '/user/registration-review/?print=1#top')).toEqual({});
    expect(matchRoute('/user/registration-review', '/user/registration-reviews')).toBeUndefined();
    expect(matchRoute('/', '/')).toEqual({});
  });

  it('does not match a path of another length', () => {
    expect(matchRoute('/a/:b', '/a')).toBeUndefined();
    expect(matchRoute('/a/:b', '/a/b/c')).toBeUndefined();
  });

  it('treats a malformed escape as no match', () => {
    expect(matchRoute('/a/:b', '/a/%E0%A4%A')).toBeUndefined();
  });
});

describe('buildPath', () => {
  it('fills and encodes params', () => {
    expect(buildPath('/a/:body/:token', { body: 'x y', token: 'p/q' })).toBe('/a/x%20y/p%2Fq');
    expect(buildPath('/')).toBe('/');
  });

  it('refuses a missing param', () => {
    expect(() => buildPath('/a/:body', {})).toThrow(MissingRouteParamError);
  });
});

describe('route shapes and order', () => {
  it('gives routes differing only in param names the same shape', () => {
    expect(routeShape('/a/:x/')).toBe(routeShape('/a/:y'));
    expect(routeShape('/a/b')).not.toBe(routeShape('/a/:y'));
  });

  it('puts a literal segment before a param', () => {
    expect(['/user/:id', '/user/review'].sort(compareRouteSpecificity)).toEqual(['/user/review', '/user/:id']);
  });
});
