// generated - do not edit: written by `npm run gen` from schemas/answers/username-from-token.json; edit the schema and regenerate.

export interface UsernameFromTokenAnswer {
  userName: string;
  firstName?: string;
}
