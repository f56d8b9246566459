// generated - do not edit: written by `npm run gen` from schemas/answers/pin-validity.json; edit the schema and regenerate.

export interface PinValidityAnswer {
  validity: true;
}
