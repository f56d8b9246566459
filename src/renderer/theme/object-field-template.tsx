import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { PortalFormContext } from '../forms/form-context.js';

/** A numbered section of the ui file: a message id for its title and the fields it groups. */
interface UiSection {
  title: string;
  fields: string[];
}

/**
 * An object: at the root, the ui file's `ui:sections` become numbered fieldsets ("1 Login
 * Information"); a nested object is a fieldset titled by its schema title. Fields in no
 * section follow the sections, so nothing in the model is ever dropped silently.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, title, registry, fieldPathId } = props;
  const translate = (registry.formContext as PortalFormContext | undefined)?.translate ?? ((id: string) => id);
  const sections = (uiSchema?.['ui:sections'] as UiSection[] | undefined) ?? [];
  const byName = new Map(properties.map((property) => [property.name, property]));
  const placed = new Set(sections.flatMap((section) => section.fields));
  const rest = properties.filter((property) => !placed.has(property.name));
  const isRoot = fieldPathId.path.length === 0;
  const visibleSections = sections.filter((section) => section.fields.some((name) => byName.get(name) && !byName.get(name)?.hidden));
  return (
    <>
      {visibleSections.map((section, index) => (
        <fieldset className="usa-fieldset portal-section" key={section.title}>
          <legend className="usa-legend usa-legend--large portal-section__title">
            <span className="portal-section__number">{index + 1}</span> {translate(section.title)}
          </legend>
          {section.fields.map((name) => byName.get(name)?.content)}
        </fieldset>
      ))}
      {rest.length > 0 &&
        (isRoot || !title ? (
          rest.map((property) => property.content)
        ) : (
          <fieldset className="usa-fieldset">
            <legend className="usa-legend">{title}</legend>
            {rest.map((property) => property.content)}
          </fieldset>
        ))}
    </>
  );
}
