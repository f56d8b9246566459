// generated - do not edit: written by `npm run gen` from schemas/answers/error-log-page.json; edit the schema and regenerate.

export interface ErrorLogPageAnswer {
  errorLog: {
    id: number;
    createdDateTime: string;
    browser: {
      name: string;
      version: string;
      OS: string;
    };
    errorMessage: string;
    errorUrl: string;
    stackTrace: {
      [k: string]: unknown;
    }[];
  }[];
  totalRecord: number;
}
