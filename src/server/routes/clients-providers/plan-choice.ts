import type { HealthPlanChoiceRow } from '../../db/health-plans.js';

/**
 * Why a health plan role may not choose this plan, as a message id, or undefined when it may.
 * Registration's Submit (check-registration.ts) refuses the same plans with the same text:
 * one rule, said at the picker on choice, at Save, and at Submit.
 */
export function planChoiceRefusal(plan: Pick<HealthPlanChoiceRow, 'is_sso' | 'is_unsupported'> | undefined): string | undefined {
  if (!plan) return 'providerManagement.healthPlanUnknown';
  if (plan.is_unsupported || plan.is_sso) return 'registration.healthPlanUnsupported';
  return undefined;
}
