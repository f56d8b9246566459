// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-address-validity.json; edit the schema and regenerate.

/**
 * Body of POST /api/address/validity: a zip code and the state it should lie in. The server answers { validity } from the USPS three-digit prefixes of schemas/config/zip-prefixes.json.
 */
export interface ApiRegistrationAddressValidity {
  /**
   * A five-digit US zip code. Whether it fits the state is checked by the address service, not here.
   *
   * Zip Code is required.
   * Zip Code is invalid.
   */
  zipCode: string;
  /**
   * A US state of an address by its two-letter id: the 50 states, the District of Columbia, Puerto Rico and the Virgin Islands. Each option carries its name as title so forms show names.
   *
   * State is required.
   */
  state: (
    | 'AL'
    | 'AK'
    | 'AZ'
    | 'AR'
    | 'CA'
    | 'CO'
    | 'CT'
    | 'DE'
    | 'DC'
    | 'FL'
    | 'GA'
    | 'HI'
    | 'ID'
    | 'IL'
    | 'IN'
    | 'IA'
    | 'KS'
    | 'KY'
    | 'LA'
    | 'ME'
    | 'MD'
    | 'MA'
    | 'MI'
    | 'MN'
    | 'MS'
    | 'MO'
    | 'MT'
    | 'NE'
    | 'NV'
    | 'NH'
    | 'NJ'
    | 'NM'
    | 'NY'
    | 'NC'
    | 'ND'
    | 'OH'
    | 'OK'
    | 'OR'
    | 'PA'
    | 'PR'
    | 'RI'
    | 'SC'
    | 'SD'
    | 'TN'
    | 'TX'
    | 'UT'
    | 'VT'
    | 'VI'
    | 'VA'
    | 'WA'
    | 'WV'
    | 'WI'
    | 'WY'
  ) &
    string;
  [k: string]: unknown;
}
