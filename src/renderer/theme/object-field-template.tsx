import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { fieldStateAt } from '../../engine/rules/field-states.js';
import { toPointer } from '../../engine/schema/json-pointer.js';
import { pointerFromId, type PortalFormContext } from '../forms/form-context.js';
import { useLiveValue } from '../forms/live-form.js';

/** A numbered section of the ui file: a message id for its title and the fields it groups. */
interface UiSection {
  title: string;
  fields: string[];
}

/**
 * An object: at the root, the ui file's `ui:sections` become numbered fieldsets ("1 Login
 * Information"); a nested object is a fieldset titled by its schema title, its legend drawn
 * as the group's heading (a list's row as a smaller one). Fields in no
 * section follow the sections, so nothing in the model is ever dropped silently.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, title, registry, fieldPathId } = props;
  const context = registry.formContext as PortalFormContext | undefined;
  const translate = context?.translate ?? ((id: string) => id);
  const sections = (uiSchema?.['ui:sections'] as UiSection[] | undefined) ?? [];
  const byName = new Map(properties.map((property) => [property.name, property]));
  const placed = new Set(sections.flatMap((section) => section.fields));
  const rest = properties.filter((property) => !placed.has(property.name));
  const isRoot = fieldPathId.path.length === 0;
  // A section shows while one of its fields does (Health Plan Details waits for a role);
  // sections keep their numbers, so "4 Terms of Use" is 4 whatever shows above it.
  const base = pointerFromId(props.fieldPathId.$id);
  // Redrawn when one of its fields is hidden or shown by a rule (a section appears).
  useLiveValue(
    context?.live,
    (live) => properties.map((property) => (fieldStateAt(live.fieldStates, base + toPointer([property.name])).hidden ? '1' : '0')).join(''),
    '',
    { parts: (live) => [live.fieldStates, base, properties] },
  );
  const shows = (name: string) => {
    const property = byName.get(name);
    if (!property || property.hidden) return false;
    return !context || !fieldStateAt(context.fieldStates, base + toPointer([name])).hidden;
  };
  return (
    <>
      {sections.map(
        (section, index) =>
          section.fields.some(shows) && (
            <fieldset className="usa-fieldset portal-section" key={section.title}>
              <legend className="usa-legend usa-legend--large portal-section__title">
                <span className="portal-section__number">{index + 1}</span> {translate(section.title)}
              </legend>
              {section.fields.map((name) => byName.get(name)?.content)}
            </fieldset>
          ),
      )}
      {rest.length > 0 &&
        (isRoot || !title ? (
          rest.map((property) => property.content)
        ) : (
          <fieldset className={`usa-fieldset portal-group${isRow(fieldPathId.path) ? ' portal-group--row' : ''}`}>
            <legend className="usa-legend portal-group__title">{rowTitle(title, fieldPathId.path, translate)}</legend>
            {rest.map((property) => property.content)}
          </fieldset>
        ))}
    </>
  );
}

/** Whether the object is a row of a list (its place ends in an index). */
function isRow(path: readonly (string | number)[]): boolean {
  return typeof path.at(-1) === 'number';
}

/** A list row's legend says which row it is ("Security Question 2"), so five alike rows are told apart. */
function rowTitle(title: string, path: readonly (string | number)[], translate: (id: string, params?: Record<string, string | number>) => string): string {
  const last = path.at(-1);
  return typeof last === 'number' ? translate('form.rowTitle', { title, number: last + 1 }) : title;
}
