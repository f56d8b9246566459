import { captionText } from '../../../engine/messages/format-message.js';
import type { MessageCatalogue } from '../../../engine/messages/message-catalogue.js';
import { isSchemaNode, type SchemaNode } from '../../../engine/schema/json-schema.js';

/** The spec's numeric identifier types: TIN 0, NPI 1, GNPI 2, CLID 3, GRID 4, GTIN 5. */
export const IDENTIFIER_TYPE = { TIN: 0, NPI: 1, GNPI: 2, CLID: 3, GRID: 4, GTIN: 5 } as const;

/** Identifier types whose values are NPIs and so carry the NPI check digit. */
export const NPI_TYPES: ReadonlySet<number> = new Set([IDENTIFIER_TYPE.NPI, IDENTIFIER_TYPE.GNPI]);

/**
 * The screen label of each identifier type ("Tax ID (TIN)", "NPI"...), read from the titles
 * (caption ids) of the provider identifier def as bundled into the validity model, so the server's texts
 * say what the form says and an analyst renames a type in one place.
 */
export function identifierTypeLabels(validityModel: SchemaNode | undefined, catalogue: MessageCatalogue): ReadonlyMap<number, string> {
  const labels = new Map<number, string>();
  const definitions = validityModel?.definitions;
  const identifier = isSchemaNode(definitions) ? definitions['provider-identifier'] : undefined;
  const properties = isSchemaNode(identifier) ? identifier.properties : undefined;
  const type = isSchemaNode(properties) ? properties.type : undefined;
  const options = isSchemaNode(type) && Array.isArray(type.oneOf) ? type.oneOf : [];
  for (const option of options) {
    if (isSchemaNode(option) && typeof option.const === 'number' && typeof option.title === 'string') labels.set(option.const, captionText(catalogue, option.title));
  }
  if (labels.size === 0) throw new Error('the provider identifier def names no identifier types');
  return labels;
}
