// generated - do not edit: written by `npm run gen` from schemas/answers/plan-choice-validity.json; edit the schema and regenerate.

export interface PlanChoiceValidityAnswer {
  validity: true;
  pinRequired: boolean;
}
