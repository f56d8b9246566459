// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-registration-queue.json; edit the schema and regenerate.

/**
 * Query string of GET /api/staff/registrations (ours, administrators only): which page of the registrations under review (account status 3), oldest first. Values arrive as text; limit defaults to pageSize of schemas/config/staff.json; a limit above its maxPageSize is refused (400 field.maximum).
 */
export interface ApiStaffRegistrationQueue {
  /**
   * Limit is invalid.
   */
  limit?: string;
  /**
   * Offset is invalid.
   */
  offset?: string;
}
