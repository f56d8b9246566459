// generated - do not edit: written by `npm run gen` from schemas/answers/account-client-list.json; edit the schema and regenerate.

/**
 * POST /api/clients/getHealthPlan: the client list, and the plan a health plan role holds (absent while it holds none).
 */
export interface AccountClientListAnswer {
  /**
   * Items: One health plan as every client list answers it; pin says whether the plan asks for a PIN (the PIN itself never leaves the server).
   */
  clientList: {
    id: number;
    name: string;
    selected: boolean;
    pin: boolean;
    isSso: boolean;
    url: string | null;
    isNew: boolean;
    totalProviders: number;
    isUnsupported: boolean;
  }[];
  healthPlanId?: number;
}
