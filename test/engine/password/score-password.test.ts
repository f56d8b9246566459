import { describe, expect, it } from 'vitest';
import config from '../../../schemas/config/password-strength.json';
import type { PasswordStrengthConfig } from '../../../src/engine/content/portal-config.js';
import { scorePassword, strengthLevel } from '../../../src/engine/password/score-password.js';

const strength = config as unknown as PasswordStrengthConfig;
// The direct sign-in policy demands these; a valid password earns nothing for them.
const requiredRules = ['uppercase', 'lowercase', 'digit', 'minimumLength'];
const options = { config: strength, requiredRules };

describe('scorePassword', () => {
  it('scores an empty password zero', () => {
    expect(scorePassword('', false, options)).toEqual({ score: 0, level: 'zero' });
  });

  it('scores a password failing the policy at the invalid base, in the weak band', () => {
    expect(scorePassword('Pa', false, options)).toEqual({ score: 10, level: 'weak' });
  });

  it('scores a valid password of the short length as medium 50', () => {
    expect(scorePassword('Pasw0rdX', true, options)).toEqual({ score: 50, level: 'medium' });
  });

  it('scores a valid password longer than the short length as strong 70', () => {
    expect(scorePassword('Pasw0rdXy', true, options)).toEqual({ score: 70, level: 'strong' });
  });

  it('adds the special-character weight the policy does not demand', () => {
    expect(scorePassword('Pas$w0rd', true, options)).toEqual({ score: 70, level: 'strong' });
  });

  it('lowers a valid password that contains the username, ignoring case', () => {
    const plain = scorePassword('Pat$w0rd1', true, options);
    const withName = scorePassword('Pat$w0rd1', true, { ...options, username: 'PAT' });
    expect(plain.level).toBe('strong');
    expect(withName).toEqual({ score: 20, level: 'weak' });
  });

  it('does not penalise when the username is empty', () => {
    expect(scorePassword('Pasw0rdXy', true, { ...options, username: '  ' }).score).toBe(70);
  });

  it('adds the weights of rules the policy does not demand', () => {
    // 50 + uppercase 20 + lowercase 10 + digit 20 + minimum length 30, clamped to 100.
    expect(scorePassword('Pasw0rdX', true, { config: strength }).score).toBe(100);
    // 50 + lowercase 10 + minimum length 30 only.
    expect(scorePassword('abcdefgh', true, { config: strength }).score).toBe(90);
  });

  it('keeps a failing password within the weak band however many rules it meets', () => {
    expect(scorePassword('aB1$', false, { config: strength })).toEqual({ score: 30, level: 'weak' });
  });

  it('never goes below zero', () => {
    expect(scorePassword('pat', false, { config: strength, requiredRules, username: 'pat' }).score).toBe(0);
  });
});

describe('strengthLevel', () => {
  it('puts exactly 30 in weak and 31 in medium', () => {
    expect(strengthLevel(30, strength)).toBe('weak');
    expect(strengthLevel(31, strength)).toBe('medium');
  });

  it('puts 69 in medium and exactly 70 in strong', () => {
    expect(strengthLevel(69, strength)).toBe('medium');
    expect(strengthLevel(70, strength)).toBe('strong');
  });
});
