// generated - do not edit: written by `npm run gen` from schemas/answers/session-timeout.json; edit the schema and regenerate.

export interface SessionTimeoutAnswer {
  duration: number;
}
