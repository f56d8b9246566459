// generated - do not edit: written by `npm run gen` from schemas/answers/identity-lookup.json; edit the schema and regenerate.

export interface IdentityLookupAnswer {
  userExist: boolean;
  user: null | {
    id: string;
  };
}
