// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-create.json; edit the schema and regenerate.

/**
 * Body of POST /api/user/registration: the registration model of spec section 3. Field rules come from the shared defs; what needs the database (username or domain ID taken, zip against state, identifier against the directory and role, health plans, the three required security answers unless security questions are disabled) is checked by the server after this schema. Internal users (isInternalUser) give a US Domain ID instead of a password; others give a password and, unless useSameEmail, a contact e-mail.
 */
export type ApiRegistrationCreate = {
  /**
   * A person's first or last name.
   *
   * First Name is required.
   * First Name must be between 2 and 25 characters.
   * First Name may contain only letters, spaces and ` ' , - . _.
   */
  firstName: string;
  /**
   * A person's first or last name.
   *
   * Last Name is required.
   * Last Name must be between 2 and 25 characters.
   * Last Name may contain only letters, spaces and ` ' , - . _.
   */
  lastName: string;
  /**
   * The sign-in name: an e-mail address.
   *
   * Username (Email Address) is required.
   * Username (Email Address) must be at most 150 characters.
   * Username must be an e-mail address.
   */
  username: string;
  emailAsUserName?: boolean;
  /**
   * The network domain ID an internal user registers (and, under multi-factor sign-in, logs in) with. Whether it is taken is the server's answer.
   *
   * US Domain ID must be at least 5 characters.
   * US Domain ID must be at most 50 characters.
   * US Domain ID may contain only letters and digits.
   */
  domainId?: string;
  /**
   * Password under the direct sign-in policy. Length boundaries are derived from minLength and maxLength by npm run gen, so a limit changes with a one-line edit.
   *
   * Between 8 and 15 characters long.
   * At least one uppercase letter.
   * At least one lowercase letter.
   * At least one number (0-9).
   * Cannot contain spaces, single quotes, or double quotes.
   * Cannot contain two identical characters in a row.
   * Cannot contain First Name.
   * Cannot contain Last Name.
   * Cannot contain Username (Email Address).
   * Cannot be the same as Username (Email Address).
   * Cannot be the same as Contact Email.
   */
  password?: string;
  /**
   * The password typed a second time; the model declares which field it must equal.
   *
   * Confirm Password must be at most 100 characters.
   * Passwords do not match.
   */
  confirmPassword?: string;
  isInternalUser?: boolean;
  /**
   * The security questions a user answers at registration, one row per offered question (5 at most); no question may be chosen twice.
   *
   * At most 5 items.
   * The same security question cannot be used more than once.
   *
   * @maxItems 5
   *
   * Items: One chosen security question and its answer. Both or neither: an optional row left empty is fine, a half-filled one is not. Which rows are required is the model's choice.
   */
  securityAnswers?: {
    /**
     * At least 1.
     * At most 2147483647.
     * Choose a question and enter its answer together.
     */
    QuestionId?: number;
    /**
     * The answer to a security question as set at registration: letters, digits, spaces and - ' , only.
     *
     * Answer must be between 2 and 30 characters.
     * Answer may contain only letters, digits, spaces and - ' ,.
     * Choose a question and enter its answer together.
     */
    Answer?: string;
    [k: string]: unknown;
  }[];
  /**
   * The role a user registers for: its numeric id, or (any value that is not an integer must be this object) the role as spec section 3 gives it ("userRole (name)"), with its name and optionally its id. The options under `then` are the roles (id as const, name as title): forms show the names, and the server reads a name's id from them. A name and an id given together must be the same role (checked by the server).
   *
   * User Role is required.
   */
  userRole: {
    [k: string]: unknown;
  };
  /**
   * The name of the user's practice, health plan or other organization.
   *
   * Organization Name is required.
   * Organization Name must be between 2 and 50 characters.
   * Organization Name must contain at least 3 letters.
   */
  organizationName: string;
  /**
   * Address is required.
   */
  address: {
    /**
     * One line of a street address; whether a line is required is the model's choice (address line 1 is, line 2 is not).
     *
     * Address Line 1 is required.
     * Address Line 1 must be between 2 and 50 characters.
     */
    addressLine1: string;
    /**
     * One line of a street address; whether a line is required is the model's choice (address line 1 is, line 2 is not).
     *
     * Address Line 2 must be between 2 and 50 characters.
     */
    addressLine2?: string;
    /**
     * The city of an address.
     *
     * City is required.
     * City must be between 2 and 30 characters.
     */
    city: string;
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
    /**
     * A five-digit US zip code. Whether it fits the state is checked by the address service, not here.
     *
     * Zip Code is required.
     * Zip Code is invalid.
     */
    zipCode: string;
    [k: string]: unknown;
  };
  /**
   * A contact e-mail address.
   *
   * Contact Email must be between 6 and 75 characters.
   * Invalid email.
   */
  email?: string;
  useSameEmail?: boolean;
  /**
   * Phone is required.
   */
  phone: {
    /**
     * A US phone number stored as exactly 10 digits; typed as 555-555-0100, (555) 555-0100 or the ten digits alike; forms show it as 999-999-9999.
     *
     * Phone is required.
     * Invalid phone.
     */
    number: string;
    /**
     * An optional phone extension: a whole number of at most 7 digits, as registration allows (the shared widget's default is 5; a screen wanting that limit sets maxLength beside its $ref). Kept as a string so leading zeros survive.
     *
     * Extension must be at most 7 digits.
     * Extension must be a whole number.
     */
    extension?: string;
    [k: string]: unknown;
  };
  /**
   * A US fax number stored as exactly 10 digits; typed as 555-555-0100, (555) 555-0100 or the ten digits alike; forms show it as 999-999-9999.
   *
   * Fax is required.
   * Invalid fax.
   */
  fax: string;
  healthPlan?: {
    /**
     * At least 1.
     * At most 2147483647.
     */
    id?: number;
    /**
     * name must be at most 200 characters.
     */
    name?: string | null;
    /**
     * url must be at most 500 characters.
     */
    url?: string | null;
    isUnsupported?: boolean | null;
    [k: string]: unknown;
  } | null;
  commercialHealthplanSelected?: boolean;
  decisionSupportSelected?: boolean;
  geneticCounselor?: boolean;
  /**
   * At most 10 items.
   *
   * @maxItems 10
   *
   * Items: A provider identifier as the API carries it: its type by numeric key and its value, whose rule depends on the type (TIN and Group TIN 9 digits, NPI and Group NPI 10 digits ending in the NPI check digit, CLID at most 36 characters; Group ID has no rule of its own); white space around the value, as a pasted identifier often has, is dropped before those rules and before it is sent or kept. Whether it is known and fits the role is the server's answer.
   */
  providerIdentifiers?: {
    /**
     * Identifier Type is required.
     */
    type: number & (0 | 1 | 2 | 3 | 4 | 5);
    /**
     * Identifier is required.
     */
    value: string;
    [k: string]: unknown;
  }[];
  /**
   * At most 500 items.
   *
   * @maxItems 500
   */
  providerClients?: {
    /**
     * Health Plan is required.
     * At least 1.
     * At most 2147483647.
     */
    id: number;
    /**
     * name must be at most 200 characters.
     */
    name?: string | null;
    selected?: boolean | null;
    isSso?: boolean | null;
    isNew?: boolean | null;
    /**
     * PIN must be at most 20 characters.
     */
    pin?: string | null;
    /**
     * url must be at most 500 characters.
     */
    url?: string | null;
    /**
     * At least 0.
     * At most 2147483647.
     */
    totalProviders?: number | null;
    [k: string]: unknown;
  }[];
  /**
   * The Terms of Use agreement checkbox: only a ticked box (true) is accepted.
   *
   * Must agree to the Terms of Use.
   */
  termsOfUse: true;
  /**
   * Identity Provider User must be at most 100 characters.
   */
  oktaUserId?: string | null;
  [k: string]: unknown;
};
