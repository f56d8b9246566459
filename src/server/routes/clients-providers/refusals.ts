import { errorsBodySchema } from '../../http/api-errors.js';

/** The error answers a signed-in write can give, each `{ errors }`. */
export const refusals = {
  400: errorsBodySchema,
  401: errorsBodySchema,
  403: errorsBodySchema,
  // An administrator's page names a user the session no longer acts for (acting-account.ts).
  409: errorsBodySchema,
  422: errorsBodySchema,
} as const;
