import type { RegistrationBody, RegistrationPlan } from './check-registration.js';
import { contactEmailOf, contactFieldOf } from './create-registration.js';

/**
 * Where a registration's mail counts against `rateLimits.registrationMail`: per recipient
 * (lower-cased), whatever client sends it; and the field a refusal stands at, the one the
 * address was typed in (docs/decisions/registration-mail-per-recipient.md). Submit counts
 * against it, the draft check at Next only looks.
 */
export function registrationMailBudget(body: RegistrationBody, plan: RegistrationPlan): { key: string; path: string } {
  return { key: `registration-mail:${contactEmailOf(body, plan).toLowerCase()}`, path: `/${contactFieldOf(body, plan)}` };
}
