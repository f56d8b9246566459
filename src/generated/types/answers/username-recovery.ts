// generated - do not edit: written by `npm run gen` from schemas/answers/username-recovery.json; edit the schema and regenerate.

export interface UsernameRecoveryAnswer {
  success: boolean;
  emailKey?: string;
  userName?: string;
}
