import type { ArrayFieldTemplateProps, ArrayFieldItemTemplateProps } from '@rjsf/utils';
import type { PortalFormContext } from '../forms/form-context.js';

/** Repeatable rows: each row in its own group with a remove button, and an add button below. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, title, registry, disabled, readonly, uiSchema } = props;
  const translate = (registry.formContext as PortalFormContext | undefined)?.translate ?? ((id: string) => id);
  const addLabel = (uiSchema?.['ui:addLabel'] as string | undefined) ?? 'action.addRow';
  return (
    <fieldset className="usa-fieldset portal-rows">
      {title && <legend className="usa-legend">{title}</legend>}
      {items}
      {canAdd && !disabled && !readonly && (
        <button type="button" className="usa-button usa-button--outline" onClick={onAddClick}>
          {translate(addLabel)}
        </button>
      )}
    </fieldset>
  );
}

/** One repeatable row with its remove action. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, registry } = props;
  const translate = (registry.formContext as PortalFormContext | undefined)?.translate ?? ((id: string) => id);
  return (
    <div className="portal-row" data-row={index}>
      {children}
      {hasToolbar && buttonsProps.hasRemove && (
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          disabled={buttonsProps.disabled || buttonsProps.readonly}
          onClick={buttonsProps.onRemoveItem}
        >
          {translate('action.removeRow', { number: index + 1 })}
        </button>
      )}
    </div>
  );
}
