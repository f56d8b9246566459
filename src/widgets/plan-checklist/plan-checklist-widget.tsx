import type { WidgetProps } from '@rjsf/utils';
import { optionId } from '@rjsf/utils';
import { setAtPointer } from '../../engine/forms/set-at-pointer.js';
import type { Condition } from '../../engine/rules/condition.js';
import { evaluateCondition } from '../../engine/rules/evaluate-condition.js';
import { getAtPointer } from '../../engine/schema/json-pointer.js';
import { ID_SEPARATOR, pointerFromId, type PortalFormContext } from '../../renderer/forms/form-context.js';
import { optionGroupAttributes } from '../../renderer/theme/described-by.js';
import { useFieldErrors } from '../../renderer/theme/use-field-errors.js';
import { OptionNotes } from '../../renderer/theme/option-notes.js';
import { useLiveValue } from '../../renderer/forms/live-form.js';

/** Where each row keeps what the checklist shows and edits (ui:options, JSON pointers into a row). */
interface RowKeys {
  label: string;
  selected: string;
  hasPin: string;
  pin: string;
}

const DEFAULT_KEYS: RowKeys = { label: '/name', selected: '/selected', hasPin: '/hasPin', pin: '/pin' };

/** A checklist of plans with a PIN input for each checked plan that has one. */
export function PlanChecklistWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options, registry } = props;
  const context = registry.formContext as PortalFormContext | undefined;
  const translate = context?.translate ?? ((key: string) => key);
  const hasErrors = useFieldErrors(props).length > 0;
  const keys: RowKeys = { ...DEFAULT_KEYS, ...(options as Partial<RowKeys>) };
  // A row that cannot be ticked here (a plan registered on its own site); its notes say why.
  const locked = options.lockedWhen as Condition | undefined;
  const scope = context?.scope ?? {};
  const isLocked = (row: unknown) => locked !== undefined && evaluateCondition(locked, { data: row, scope: { ...scope, item: row } });
  const notes = props.uiSchema?.['ui:notes'];
  const rows: Record<string, unknown>[] = Array.isArray(value) ? value : [];
  const list = pointerFromId(id);
  const edit = (index: number, pointer: string, next: unknown) =>
    onChange(rows.map((row, at) => (at === index ? setAtPointer(row, pointer, next) : row)));
  // Redrawn when a PIN error of its rows comes or goes.
  useLiveValue(context?.live, (live) => JSON.stringify(live.shownErrors.filter((error) => error.path.startsWith(`${list}/`)).map((error) => [error.path, error.message])), '');
  const errorsOf = (index: number) => (context?.shownErrors ?? []).filter((error) => error.path === `${list}/${index}${keys.pin}`);
  return (
    <div {...optionGroupAttributes(props, 'group', hasErrors)} className="portal-plan-checklist">
      {rows.map((row, index) => {
        const checkboxId = optionId(id, index);
        const pinId = `${checkboxId}-pin`;
        const selected = getAtPointer(row, keys.selected) === true;
        const pinErrors = errorsOf(index);
        const rowLocked = isLocked(row);
        const notesId = `${checkboxId}-notes`;
        return (
          <div className="portal-plan-checklist__row" key={index}>
            <div className="usa-checkbox">
              <input
                className="usa-checkbox__input"
                id={checkboxId}
                type="checkbox"
                checked={selected}
                disabled={disabled || readonly || (rowLocked && !selected)}
                aria-describedby={notes === undefined ? undefined : notesId}
                onChange={(event) => edit(index, keys.selected, event.target.checked)}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              <label className="usa-checkbox__label" htmlFor={checkboxId}>
                {String(getAtPointer(row, keys.label) ?? '')}
              </label>
            </div>
            {notes !== undefined && <OptionNotes id={notesId} notes={notes} item={row} scope={scope} translate={translate} />}
            {selected && getAtPointer(row, keys.hasPin) === true && (
              <div className={`usa-form-group${pinErrors.length > 0 ? ' usa-form-group--error' : ''}`}>
                <label className="usa-label" htmlFor={pinId}>
                  {translate('planChecklist.pin', { plan: String(getAtPointer(row, keys.label) ?? '') })}
                </label>
                {pinErrors.length > 0 && (
                  <span className="usa-error-message" id={`${pinId}-error`} role="alert">
                    {pinErrors.map((error) => error.message).join(' ')}
                  </span>
                )}
                <input
                  className={`usa-input${pinErrors.length > 0 ? ' usa-input--error' : ''}`}
                  id={pinId}
                  type="password"
                  autoComplete="off"
                  value={String(getAtPointer(row, keys.pin) ?? '')}
                  aria-invalid={pinErrors.length > 0 || undefined}
                  aria-describedby={pinErrors.length > 0 ? `${pinId}-error` : undefined}
                  disabled={disabled || readonly}
                  onChange={(event) => edit(index, keys.pin, event.target.value === '' ? null : event.target.value)}
                  // The row's PIN as a field of its own, so a ui:check of the list's items.pin runs on leaving it.
                  onBlur={(event) => onBlur(`${id}${ID_SEPARATOR}${index}${keys.pin.split('/').join(ID_SEPARATOR)}`, event.target.value)}
                />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
