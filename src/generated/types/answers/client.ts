// generated - do not edit: written by `npm run gen` from schemas/answers/client.json; edit the schema and regenerate.

/**
 * One health plan as every client list answers it; pin says whether the plan asks for a PIN (the PIN itself never leaves the server).
 */
export interface ClientAnswer {
  id: number;
  name: string;
  selected: boolean;
  pin: boolean;
  isSso: boolean;
  url: string | null;
  isNew: boolean;
  totalProviders: number;
  isUnsupported: boolean;
}
