import type { FastifyReply, FastifyRequest } from 'fastify';
import { captionText, formatMessage } from '../../engine/messages/format-message.js';
import type { MessageCatalogue } from '../../engine/messages/message-catalogue.js';
import { isSchemaNode, type SchemaNode } from '../../engine/schema/json-schema.js';
import type { PortalContent } from '../plugins/portal-content.js';

/**
 * `userRole` as a request may send it: the role's id, or the role as spec section 3 gives
 * it ("userRole (name)"), by name and optionally its id (schemas/defs/user-role.json).
 */
export type UserRoleValue = number | { name?: unknown; id?: unknown; [key: string]: unknown };

/**
 * Role ids by name, read from the options of schemas/defs/user-role.json as bundled into a
 * model (`definitions["user-role"]`): the schema lists each role once, id as const and name as
 * title (a caption id, whose text is the name), so renaming a role there renames it here.
 */
function roleIdsByName(model: SchemaNode, catalogue: MessageCatalogue): ReadonlyMap<string, number> {
  const definitions = model.definitions;
  const def = isSchemaNode(definitions) ? definitions['user-role'] : undefined;
  const then = isSchemaNode(def) ? def.then : undefined;
  const options = isSchemaNode(then) && Array.isArray(then.oneOf) ? then.oneOf : [];
  const ids = new Map<string, number>();
  for (const option of options) {
    if (isSchemaNode(option) && typeof option.title === 'string' && typeof option.const === 'number') ids.set(captionText(catalogue, option.title), option.const);
  }
  if (ids.size === 0) throw new Error(`model ${String(model.$id)} has no user-role options`);
  return ids;
}

/**
 * The id of a role given either way, or undefined when its name is unknown or its id names
 * another role than its name (the schema refuses unknown names before this runs).
 */
function userRoleId(value: UserRoleValue, ids: ReadonlyMap<string, number>): number | undefined {
  if (typeof value === 'number') return value;
  const byName = typeof value.name === 'string' ? ids.get(value.name) : undefined;
  if (byName === undefined || (value.id !== undefined && value.id !== byName)) return undefined;
  return byName;
}

/**
 * A preHandler (after schema validation) that replaces `userRole` in the body, at the path of
 * objects `at` names (e.g. `['criteria']`), by its id, so handlers and queries see one shape.
 * A name and id of two different roles answer 400 with the field's message at `.../userRole/id`.
 */
export function userRoleAsId(content: PortalContent, model: SchemaNode, at: readonly string[] = []) {
  const ids = roleIdsByName(model, content.catalogue);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    let holder: unknown = request.body;
    for (const key of at) holder = isSchemaNode(holder) ? holder[key] : undefined;
    if (!isSchemaNode(holder) || holder.userRole === undefined || holder.userRole === null) return;
    const id = userRoleId(holder.userRole as UserRoleValue, ids);
    if (id === undefined) {
      const path = `/${[...at, 'userRole', 'id'].join('/')}`;
      const params = { caption: 'Role' };
      await reply.code(400).send({ errors: [{ path, messageId: 'field.invalid', params, message: formatMessage(content.catalogue, 'field.invalid', params, content.globals) }] });
      return;
    }
    holder.userRole = id;
  };
}
