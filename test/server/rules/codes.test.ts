import { describe, expect, it } from 'vitest';
import { byStatusCode, CODES, firstCode, sqlCodes } from '../../../src/server/rules/codes.js';
import { rule } from '../../support/rules.js';

describe('codes by name on the server', () => {
  it('writes a status, or the statuses a name stands for, into SQL as the codes file gives them', () => {
    const disabled = rule<number[]>('schemas/config/codes.json', '/accountStatus/disabled');
    expect(sqlCodes(CODES.accountStatus.active)).toBe(String(rule<number>('schemas/config/codes.json', '/accountStatus/active')));
    expect(sqlCodes(CODES.accountStatus.disabled)).toBe(disabled.join(', '));
  });

  it('refuses to write anything but whole numbers into SQL', () => {
    expect(() => sqlCodes('1; DROP TABLE users' as unknown as number)).toThrow(/not a code/);
    expect(() => sqlCodes([1.5])).toThrow(/not a code/);
    expect(() => sqlCodes([])).toThrow(/not a code/);
  });

  it('gives each code of a name that stands for several the same entry, and writes the first when it must pick one', () => {
    const disabled = rule<number[]>('schemas/config/codes.json', '/accountStatus/disabled');
    const table = byStatusCode({ disabled: 'off', active: 'on' });
    for (const code of disabled) expect(table.get(code)).toBe('off');
    expect(table.get(CODES.accountStatus.active)).toBe('on');
    expect(firstCode(CODES.accountStatus.disabled)).toBe(disabled[0]);
  });
});
