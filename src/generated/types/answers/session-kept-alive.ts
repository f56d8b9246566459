// generated - do not edit: written by `npm run gen` from schemas/answers/session-kept-alive.json; edit the schema and regenerate.

export interface SessionKeptAliveAnswer {
  success: true;
  csrfToken: string;
}
