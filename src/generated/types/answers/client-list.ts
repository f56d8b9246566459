// generated - do not edit: written by `npm run gen` from schemas/answers/client-list.json; edit the schema and regenerate.

/**
 * The client list: POST /api/clients/.
 */
export interface ClientListAnswer {
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
}
