// generated - do not edit: written by `npm run gen` from schemas/answers/staff-audit-export.json; edit the schema and regenerate.

/**
 * The audit trail as CSV text.
 */
export type StaffAuditExportAnswer = string;
