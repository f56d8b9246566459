// generated - do not edit: written by `npm run gen` from schemas/defs/user-role.json; edit the schema and regenerate.

/**
 * The role a user registers for: its numeric id, or (any value that is not an integer must be this object) the role as spec section 3 gives it ("userRole (name)"), with its name and optionally its id. The options under `then` are the roles (id as const, name as title): forms show the names, and the server reads a name's id from them. A name and an id given together must be the same role (checked by the server).
 */
export interface UserRole {
  [k: string]: unknown;
}
