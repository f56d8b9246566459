import { errorsBodySchema } from '../../http/api-errors.js';

/** One health plan as every client list answers it (never its PIN or the PIN's hash). */
const clientSchema = {
  type: 'object',
  required: ['id', 'name', 'selected', 'pin', 'isSso', 'url', 'isNew', 'totalProviders', 'isUnsupported'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    selected: { type: 'boolean' },
    /** True when the plan asks for a PIN; the PIN itself never leaves the server. */
    pin: { type: 'boolean' },
    isSso: { type: 'boolean' },
    url: { type: ['string', 'null'] },
    isNew: { type: 'boolean' },
    totalProviders: { type: 'integer' },
    isUnsupported: { type: 'boolean' },
  },
} as const;

/** `{ clientList }`, the answer of POST /api/clients/ and /api/clients/getHealthPlan. */
export const clientListSchema = {
  type: 'object',
  required: ['clientList'],
  properties: { clientList: { type: 'array', items: clientSchema } },
} as const;

/** POST /api/clients/getHealthPlan: the client list, and the plan a health plan role holds (absent while it holds none). */
export const accountClientListSchema = {
  type: 'object',
  required: ['clientList'],
  properties: { clientList: clientListSchema.properties.clientList, healthPlanId: { type: 'integer' } },
} as const;

/** `{ success, message }`: a change made, with the spec's confirmation text. */
export const successMessageSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: { success: { const: true }, message: { type: 'string' } },
} as const;

/** The error answers a signed-in write can give, each `{ errors }`. */
export const refusals = {
  400: errorsBodySchema,
  401: errorsBodySchema,
  403: errorsBodySchema,
  422: errorsBodySchema,
} as const;
