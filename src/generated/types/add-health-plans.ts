// generated - do not edit: written by `npm run gen` from schemas/models/add-health-plans.json; edit the schema and regenerate.

/**
 * The Add Health Plans form (health plan roles): the plans picked from the searchable list, at least one, each with the PIN typed for it when the plan asks for one (checked with POST /api/clients/pin/validity/ as it is left). The flow sends the plan ids to POST /api/userconfig/addHealthPlan/ joined by semicolons (the spec's call carries no PIN: the server accepts a PIN plan once the session proved its PIN). At least one is required (`contains`, not `minItems`: rjsf would draw a blank first pick for a minimum).
 */
export interface AddHealthPlans {
  /**
   * Health Plan is required.
   * At most 500 items.
   * No item may repeat.
   *
   * @maxItems 500
   */
  plans: {
    /**
     * Health Plan is required.
     * At least 1.
     * At most 999999999.
     */
    id: number;
    /**
     * PIN must be at most 20 characters.
     */
    pin?: string | null;
  }[];
}
