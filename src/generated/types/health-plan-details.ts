// generated - do not edit: written by `npm run gen` from schemas/models/health-plan-details.json; edit the schema and regenerate.

/**
 * The Health Plan Details form of health plan roles (4 and 5) on /user/provider-management: the one health plan of the account, chosen or changed, with the plan's PIN when it asks for one and the account does not hold it yet (`pinRequired`, set by the choice check POST /api/clients/choice/validity). The flow sends it as the user update model's healthPlan to POST /api/user/update.
 */
export interface HealthPlanDetails {
  /**
   * Health Plan is required.
   * At least 1.
   * At most 2147483647.
   */
  id: number;
  /**
   * PIN must be at most 20 characters.
   * PIN is invalid.
   */
  pin?: string | null;
  /**
   * Whether the chosen plan asks for its PIN (the choice check's answer); never typed.
   */
  pinRequired?: boolean | null;
}
