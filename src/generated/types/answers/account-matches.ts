// generated - do not edit: written by `npm run gen` from schemas/answers/account-matches.json; edit the schema and regenerate.

/**
 * The look-up results of step 1 of account access (POST /api/user/find and /api/user/findOktaUser).
 */
export interface AccountMatchesAnswer {
  result: {
    userExist: boolean;
    user: {
      id?: number;
      status: number;
    };
    /**
     * Proof of this look-up for the next step (single account, status 1 only).
     */
    userToken?: string;
    /**
     * Opaque key of the address on file (GET /api/utility/decryptemailkey).
     */
    emailKey?: string;
    passwordResetAvailable?: boolean;
    messageId?: string;
    message?: string;
  }[];
}
