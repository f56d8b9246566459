// generated - do not edit: written by `npm run gen` from schemas/answers/provider-list.json; edit the schema and regenerate.

export interface ProviderListAnswer {
  providerList: {
    id: number;
    key_value: string;
    key_type: number;
    key_column_name: string;
    client_id: number | null;
    healthplan_name: string | null;
    selected: boolean;
  }[];
  totalRecord: number;
}
