/** JSON Schemas of the staff area's answers (what the screens read; OpenAPI lists them). */

const nullableString = { type: ['string', 'null'] } as const;

const rowProperties = {
  id: { type: 'integer' },
  username: { type: 'string' },
  firstName: { type: 'string' },
  lastName: { type: 'string' },
  fullName: { type: 'string' },
  email: { type: 'string' },
  roleId: { type: ['integer', 'null'] },
  roleName: nullableString,
  organizationName: nullableString,
  accountStatus: { type: 'integer' },
  statusName: { type: 'string' },
  isAdmin: { type: 'boolean' },
  registeredDate: { type: 'string', format: 'date-time' },
  reviewedDate: { type: ['string', 'null'], format: 'date-time' },
  rejectionReason: nullableString,
  lock: { enum: ['timed', 'untilUnlock', null] },
  lockEndDateTime: { type: ['string', 'null'], format: 'date-time' },
} as const;

/** One account of the search. */
export const userRowSchema = {
  type: 'object',
  required: Object.keys(rowProperties),
  properties: rowProperties,
  additionalProperties: false,
} as const;

const detailProperties = {
  ...rowProperties,
  domainId: nullableString,
  isInternal: { type: 'boolean' },
  isSso: { type: 'boolean' },
  phone: nullableString,
  phoneExtension: nullableString,
  fax: nullableString,
  address: {
    type: 'object',
    required: ['addressLine1', 'addressLine2', 'city', 'state', 'zipCode'],
    properties: { addressLine1: nullableString, addressLine2: nullableString, city: nullableString, state: nullableString, zipCode: nullableString },
    additionalProperties: false,
  },
  commercialProgram: { type: 'boolean' },
  decisionSupportProgram: { type: 'boolean' },
  identifiers: {
    type: 'array',
    items: {
      type: 'object',
      required: ['type', 'typeLabel', 'value', 'healthPlanIds'],
      properties: { type: { type: 'integer' }, typeLabel: { type: 'string' }, value: { type: 'string' }, healthPlanIds: { type: 'array', items: { type: 'integer' } } },
      additionalProperties: false,
    },
  },
  healthPlans: {
    type: 'array',
    items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } }, additionalProperties: false },
  },
  credentialsExpireDate: { type: 'string', format: 'date-time' },
} as const;

/** One account with everything a reviewer reads (queue rows and the details call). */
export const userDetailsSchema = {
  type: 'object',
  required: Object.keys(detailProperties),
  properties: detailProperties,
  additionalProperties: false,
} as const;

/** A page of rows: which, how many there are in all, and the limit and offset applied. */
export function pageSchema(listName: string, item: object) {
  return {
    type: 'object',
    required: [listName, 'totalRecord', 'limit', 'offset'],
    properties: { [listName]: { type: 'array', items: item }, totalRecord: { type: 'integer' }, limit: { type: 'integer' }, offset: { type: 'integer' } },
    additionalProperties: false,
  } as const;
}

/** The answer of approve and reject: the account's new status and a notice to show. */
export const decisionSchema = {
  type: 'object',
  required: ['success', 'userId', 'accountStatus', 'statusName', 'messageId', 'message'],
  properties: {
    success: { const: true },
    userId: { type: 'integer' },
    accountStatus: { type: 'integer' },
    statusName: { type: 'string' },
    messageId: { type: 'string' },
    message: { type: 'string' },
  },
  additionalProperties: false,
} as const;

/** A registration of the verification queue: its details, the days it has waited, each identifier's directory check. */
const queueRowSchema = {
  type: 'object',
  required: [...Object.keys(detailProperties), 'waitingDays'],
  properties: {
    ...detailProperties,
    waitingDays: { type: 'integer', minimum: 0 },
    identifiers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'typeLabel', 'value', 'healthPlanIds', 'directoryCheck', 'directoryMismatch'],
        properties: {
          ...detailProperties.identifiers.items.properties,
          directoryCheck: { enum: ['match', 'mismatch', 'notFound'] },
          directoryMismatch: { enum: ['role', 'plans', null] },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

/** A page of the queue: as {@link pageSchema}, with the offset of the next page (null on the last). */
export const queuePageSchema = {
  ...pageSchema('registrations', queueRowSchema),
  required: ['registrations', 'totalRecord', 'limit', 'offset', 'nextOffset'],
  properties: { ...pageSchema('registrations', queueRowSchema).properties, nextOffset: { type: ['integer', 'null'] } },
} as const;
