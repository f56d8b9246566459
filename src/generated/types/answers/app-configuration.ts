// generated - do not edit: written by `npm run gen` from schemas/answers/app-configuration.json; edit the schema and regenerate.

export interface AppConfigurationAnswer {
  portalUrl: string;
}
