// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-domain-availability.json; edit the schema and regenerate.

/**
 * Body of POST /api/user/availability/domain (ours): the US Domain ID whose availability the registration forms check when the field loses focus, so "US Domain is taken" is said at the field, never first after Submit. Compared as registration compares it.
 */
export interface ApiRegistrationDomainAvailability {
  /**
   * The network domain ID an internal user registers (and, under multi-factor sign-in, logs in) with. Whether it is taken is the server's answer.
   *
   * US Domain ID is required.
   * US Domain ID must be at least 5 characters.
   * US Domain ID may contain only letters and digits.
   */
  domainId: string;
  [k: string]: unknown;
}
