// generated - do not edit: written by `npm run gen` from schemas/answers/url.json; edit the schema and regenerate.

export interface UrlAnswer {
  url: string;
}
