// generated - do not edit: written by `npm run gen` from schemas/answers/email-domains.json; edit the schema and regenerate.

export type EmailDomainsAnswer = {
  emailDomainCode: string;
  emailDomain: string;
  internal: boolean;
}[];
