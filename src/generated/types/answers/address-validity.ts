// generated - do not edit: written by `npm run gen` from schemas/answers/address-validity.json; edit the schema and regenerate.

export interface AddressValidityAnswer {
  validity: boolean;
}
