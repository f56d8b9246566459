// generated - do not edit: written by `npm run gen` from schemas/answers/global-messages.json; edit the schema and regenerate.

export interface GlobalMessagesAnswer {
  model: string[];
}
