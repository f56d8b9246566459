// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-plan-choice.json; edit the schema and regenerate.

/**
 * Body of POST /api/clients/choice/validity (ours: docs/decisions/plan-choice-check.md): the health plan a health plan role has just chosen. The answer says whether the plan may be chosen here (an unsupported or single-sign-on plan is refused at its field, as Submit would) and whether it asks for its PIN.
 */
export interface ApiClientsProvidersPlanChoice {
  /**
   * Health Plan is required.
   * At least 1.
   * At most 2147483647.
   */
  id: number;
}
