// generated - do not edit: written by `npm run gen` from schemas/models/add-health-plans.json; edit the schema and regenerate.

/**
 * The Add Health Plans form (health plan roles): the plans picked from the searchable list, at least one. The flow sends them to POST /api/userconfig/addHealthPlan/ as ids joined by semicolons. At least one is required (`contains`, not `minItems`: rjsf would draw a blank first pick for a minimum).
 */
export interface AddHealthPlans {
  /**
   * Health Plan is required.
   * At most 500 items.
   * No item may repeat.
   *
   * @maxItems 500
   */
  plans: number[];
}
