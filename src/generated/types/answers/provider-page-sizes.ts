// generated - do not edit: written by `npm run gen` from schemas/answers/provider-page-sizes.json; edit the schema and regenerate.

export interface ProviderPageSizesAnswer {
  pageSizes: {
    label: string;
    value: number;
  }[];
  defaultPageSize: number;
  allPageSize: number;
  pagesPerBand: number;
  filterMinLength: number;
  /**
   * How many provider identifiers the acting account has (the spec's defaults response).
   */
  totNoRecord: number;
}
