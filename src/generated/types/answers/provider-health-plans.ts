// generated - do not edit: written by `npm run gen` from schemas/answers/provider-health-plans.json; edit the schema and regenerate.

export interface ProviderHealthPlansAnswer {
  healthPlanList: {
    client_id: number;
    healthplan_name: string;
  }[];
}
