import { errorsBodySchema } from '../../http/api-errors.js';

// The builder of `{ errors }` answers is the API's (http/api-errors.ts); this area's routes
// import it from here with the area's other error pieces.
export { errorsOf, type ErrorSpec } from '../../http/api-errors.js';

/** This area's 429 text (`app.rateLimit` fills in the same minutes; this wording leaves them out). */
export const RATE_LIMITED = 'accountAccess.rateLimited';

/** The error answers every route of this area may give (declared so OpenAPI lists them). */
export const errorResponses = {
  400: errorsBodySchema,
  403: errorsBodySchema,
  404: errorsBodySchema,
  409: errorsBodySchema,
  429: errorsBodySchema,
} as const;
