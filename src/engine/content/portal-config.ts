/** schemas/config/portal.json: who we are and which switches are on. */
export interface PortalConfig {
  product: string;
  phone: string;
  email: string;
  staticHeader: { name: string; value: string };
  switches: PortalSwitches;
}

/** The spec's feature switches: multi-factor sign-in, security questions off, CDS on. */
export interface PortalSwitches {
  mfaEnabled: boolean;
  securityQuestionsDisabled: boolean;
  cdsEnabled: boolean;
}

/** schemas/config/form-behaviour.json: timings of the shared form behaviour. */
export interface FormBehaviourConfig {
  submitDebounceMs: number;
  scrollToErrorDelayMs: number;
  scrollToErrorOffsetPx: number;
  asyncCheckDebounceMs: number;
  /** A text field hands what is typed to the form once typing pauses this long (not in the spec). */
  typingPauseMs: number;
  passwordRemaskDelayMs: number;
  /** The busy shield shows once calls have been pending this long (the spec's 500 ms). */
  busyShieldDelayMs: number;
  /** A toast hides this long after it showed (the spec's 3000 ms, plus its own delay). */
  toastHideMs: number;
}

/** schemas/config/password-strength.json: the meter's scores, weights and bands. */
export interface PasswordStrengthConfig {
  baseScores: { invalid: number; validShort: number; validLong: number; shortLength: number };
  weights: Record<'uppercase' | 'lowercase' | 'digit' | 'special' | 'minimumLength' | 'containsUsername', number>;
  bands: { level: StrengthLevel; upTo: number }[];
}

/** The meter's levels, from the spec: zero, weak, medium, strong. */
export type StrengthLevel = 'zero' | 'weak' | 'medium' | 'strong';

/** Configuration values every message may quote as `{product}`, `{phone}`, `{email}`, `{key}`. */
export function messageGlobals(config: Omit<PortalConfig, 'switches'>): Record<string, string> {
  return { product: config.product, phone: config.phone, email: config.email, key: config.staticHeader.value };
}
