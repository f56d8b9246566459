// generated - do not edit: written by `npm run gen` from schemas/answers/contact-us-link.json; edit the schema and regenerate.

export interface ContactUsLinkAnswer {
  url: string;
  cookie: string;
}
