import type { PasswordStrengthConfig, StrengthLevel } from '../content/portal-config.js';

/** The rules the meter weighs, named as in password-strength.json `weights`. */
export type StrengthRule = keyof PasswordStrengthConfig['weights'];

/** What the meter shows: a score of 0 to 100 and its band. */
export interface PasswordStrength {
  score: number;
  level: StrengthLevel;
}

/** What beside the password the score depends on. */
export interface ScorePasswordOptions {
  config: PasswordStrengthConfig;
  /** The username typed on the same form; containing it costs the `containsUsername` weight. */
  username?: string;
  /**
   * Rules the active policy already demands: a password that passed the policy has them
   * anyway, so they earn nothing extra (else every valid password would look strong).
   */
  requiredRules?: readonly string[];
  /** Length the `minimumLength` rule asks for; defaults to the config's `shortLength`. */
  minimumLength?: number;
}

const MAX_SCORE = 100;

/**
 * The password meter, following the algorithm stated in password-strength.json: 0 when
 * empty; the `invalid` base when the policy fails; `validShort` or `validLong` (longer than
 * `shortLength`) when it passes; plus the weights of the rules the policy does not already
 * demand and the password meets. The score is kept within 0..100, and a failing password
 * stays within the weak band, so the meter never praises a password that cannot be saved.
 */
export function scorePassword(password: string, policyValid: boolean, options: ScorePasswordOptions): PasswordStrength {
  const { config } = options;
  if (password === '') return { score: 0, level: strengthLevel(0, config) };
  const { invalid, validShort, validLong, shortLength } = config.baseScores;
  const base = !policyValid ? invalid : password.length <= shortLength ? validShort : validLong;
  const required = new Set<string>(options.requiredRules ?? []);
  let score = base;
  for (const rule of Object.keys(config.weights) as StrengthRule[]) {
    if (required.has(rule) || !meetsRule(rule, password, options)) continue;
    score += config.weights[rule];
  }
  score = Math.min(MAX_SCORE, Math.max(0, score));
  if (!policyValid) score = Math.min(score, upperBoundOf('weak', config));
  return { score, level: strengthLevel(score, config) };
}

/** The band a score falls in: the first whose `upTo` it does not exceed. */
export function strengthLevel(score: number, config: PasswordStrengthConfig): StrengthLevel {
  const band = config.bands.find((candidate) => score <= candidate.upTo) ?? config.bands.at(-1);
  if (!band) throw new Error('password-strength.json defines no bands');
  return band.level;
}

function upperBoundOf(level: StrengthLevel, config: PasswordStrengthConfig): number {
  return config.bands.find((band) => band.level === level)?.upTo ?? MAX_SCORE;
}

function meetsRule(rule: StrengthRule, password: string, options: ScorePasswordOptions): boolean {
  switch (rule) {
    case 'uppercase':
      return /[A-Z]/.test(password);
    case 'lowercase':
      return /[a-z]/.test(password);
    case 'digit':
      return /[0-9]/.test(password);
    case 'special':
      return /[^A-Za-z0-9]/.test(password);
    case 'minimumLength':
      return password.length >= (options.minimumLength ?? options.config.baseScores.shortLength);
    case 'containsUsername': {
      const username = options.username?.trim().toLowerCase() ?? '';
      return username !== '' && password.toLowerCase().includes(username);
    }
  }
}
