import { useEffect, useRef } from 'react';
import type { ArrayFieldTemplateProps, ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { getAtPointer } from '../../engine/schema/json-pointer.js';
import { pointerFromId, type PortalFormContext } from '../forms/form-context.js';
import { useLiveValue } from '../forms/live-form.js';
import { FOCUSABLE } from '../forms/focus-first-error.js';
import type { FieldError } from '../../engine/validation/field-error.js';

/** Whether any error of the form lies within the given row (or the list, for `row` undefined). */
function rowHasErrors(errors: readonly FieldError[] | undefined, list: string, row?: number): boolean {
  const prefix = row === undefined ? `${list}/` : `${list}/${row}`;
  return (errors ?? []).some((error) => error.path === prefix || error.path.startsWith(row === undefined ? prefix : `${prefix}/`));
}

/**
 * Repeatable rows: each row in its own group with a remove button, and an add button below.
 * With `ui:options.flexset` the spec's flexset rules apply: no new row while any row is
 * invalid, the last invalid row cannot be deleted, and an empty list gets one default row back.
 * rjsf's `addable` and `removable` options hide the buttons (as during registration).
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, title, registry, disabled, readonly, uiSchema, fieldPathId } = props;
  const context = registry.formContext as PortalFormContext | undefined;
  const translate = context?.translate ?? ((id: string) => id);
  const addLabel = (uiSchema?.['ui:addLabel'] as string | undefined) ?? 'action.addRow';
  // rjsf titles a list by its schema title before the ui file's: the caption's text wins here.
  const shownTitle = (uiSchema?.['ui:title'] as string | undefined) ?? title;
  // A list's hint (the field template draws none for a group) stands under its legend.
  const help = uiSchema?.['ui:help'] as string | undefined;
  const flexset = (uiSchema?.['ui:options'] as { flexset?: boolean } | undefined)?.flexset === true;
  const list = pointerFromId(fieldPathId.$id);
  // Redrawn when a row turns valid or invalid (the add button) or the held list changes length.
  useLiveValue(context?.live, (live) => {
    const held = getAtPointer(live.formData, list);
    return `${rowHasErrors(live.allErrors, list)}|${Array.isArray(held) ? held.length : -1}`;
  }, '');
  const blocked = flexset && rowHasErrors(context?.allErrors, list);
  // Judged on the form's own data: rjsf may draw the old rows once more before the added
  // row reaches the form, and a second default row must not come of it.
  const held = getAtPointer(context?.formData, list);
  const empty = items.length === 0 && (!Array.isArray(held) || held.length === 0);
  const restoring = useRef(false);
  useEffect(() => {
    if (Array.isArray(held) && held.length > 0) restoring.current = false;
    else if (empty && flexset && !disabled && !readonly && !restoring.current) {
      restoring.current = true;
      onAddClick();
    }
  }, [flexset, empty, held, disabled, readonly, onAddClick]);
  // A row added by the visitor takes focus: the add button it came from may now be disabled
  // (a flexset adds no row while one is empty), and focus would fall back to the page.
  const rows = useRef<HTMLFieldSetElement>(null);
  const focusAdded = useRef(false);
  const addRow = () => {
    focusAdded.current = true;
    onAddClick();
  };
  useEffect(() => {
    if (!focusAdded.current) return;
    const added = rows.current?.querySelector(':scope > .portal-row:last-of-type')?.querySelector<HTMLElement>(FOCUSABLE);
    if (!added) return;
    focusAdded.current = false;
    added.focus();
  }, [items.length]);
  return (
    <fieldset ref={rows} className="usa-fieldset portal-group portal-rows">
      {shownTitle && <legend className="usa-legend portal-group__title">{shownTitle}</legend>}
      {help && <div className="usa-hint portal-rows__hint">{translate(help)}</div>}
      {items}
      {canAdd && !disabled && !readonly && (
        <button type="button" className="usa-button usa-button--outline" onClick={addRow} disabled={blocked} aria-disabled={blocked || undefined}>
          {translate(addLabel)}
        </button>
      )}
    </fieldset>
  );
}

/** One repeatable row with its remove action. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, registry, totalItems } = props;
  // rjsf hands the list's own ui hints to each row as parentUiSchema (not in its types).
  const uiSchema = (props as { parentUiSchema?: ArrayFieldTemplateProps['uiSchema'] }).parentUiSchema;
  const context = registry.formContext as PortalFormContext | undefined;
  const translate = context?.translate ?? ((id: string) => id);
  const flexset = (uiSchema?.['ui:options'] as { flexset?: boolean } | undefined)?.flexset === true;
  const list = pointerFromId(buttonsProps.fieldPathId.$id).replace(/\/\d+$/, '');
  // The spec: delete is restricted when one invalid row remains. Redrawn when the row turns
  // valid or invalid, which rjsf does not see (errors do not go through it).
  const invalid = useLiveValue(context?.live, (live) => rowHasErrors(live.allErrors, list, index), rowHasErrors(context?.allErrors, list, index));
  const restricted = flexset && totalItems === 1 && invalid;
  return (
    <div className="portal-row" data-row={index}>
      {children}
      {hasToolbar && buttonsProps.hasRemove && (
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          disabled={buttonsProps.disabled || buttonsProps.readonly || restricted}
          onClick={buttonsProps.onRemoveItem}
        >
          {translate('action.removeRow', { number: index + 1 })}
        </button>
      )}
    </div>
  );
}
