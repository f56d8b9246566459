import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../rules/load-rule-files.js';

/** The account rules registration applies, from schemas/config/account-rules.json. */
export interface RegistrationRules {
  /** Lifetime of the e-mailed registration link (the spec's 60 days of unused credentials). */
  registrationTokenMinutes: number;
  /** How many of the offered security questions must be answered (the first ones). */
  securityQuestionsRequired: number;
}

/** Reads the registration rules; business constants are never written in code. */
export function readRegistrationRules(root = REPO_ROOT): RegistrationRules {
  const rules = JSON.parse(readFileSync(join(root, 'schemas/config/account-rules.json'), 'utf8')) as {
    tokenLifetimeMinutes: { registration: number };
    securityQuestionsRequired: number;
  };
  return {
    registrationTokenMinutes: rules.tokenLifetimeMinutes.registration,
    securityQuestionsRequired: rules.securityQuestionsRequired,
  };
}
