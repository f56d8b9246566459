import { describe, expect, it } from 'vitest';
import { asUnavailable, DatabaseUnavailableError, isConnectionFailure } from '../../../src/server/db/database-unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('telling a database that is away from a statement that failed', () => {
  it('counts refused, reset and timed-out sockets, lost connections and a server that cannot serve as the database being away', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('ETIMEDOUT'),
      withCode('08006'),
      withCode('57P01'),
      withCode('57P03'),
      withCode('53300'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
    ]) {
      expect(isConnectionFailure(error)).toBe(true);
    }
  });

  it('leaves errors of the statement itself as they are, so a unique violation is still a unique violation', () => {
    const unique = withCode('23505', 'duplicate key value violates unique constraint');
    expect(isConnectionFailure(unique)).toBe(false);
    expect(asUnavailable(unique)).toBe(unique);
    expect(isConnectionFailure(withCode('22021'))).toBe(false);
    expect(isConnectionFailure(new TypeError('x is undefined'))).toBe(false);
    expect(isConnectionFailure(undefined)).toBe(false);
  });

  it('wraps a connection failure once, keeping it as the cause', () => {
    const refused = withCode('ECONNREFUSED');
    const wrapped = asUnavailable(refused);
    expect(wrapped).toBeInstanceOf(DatabaseUnavailableError);
    expect((wrapped as DatabaseUnavailableError).cause).toBe(refused);
    expect(asUnavailable(wrapped)).toBe(wrapped);
  });
});
