// generated - do not edit: written by `npm run gen` from schemas/answers/security-questions.json; edit the schema and regenerate.

export interface SecurityQuestionsAnswer {
  questions: {
    index: number;
    questionId: number;
    questionText: string;
  }[];
  displayCaptcha: boolean;
}
