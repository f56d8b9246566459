import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { FormBehaviourConfig } from '../../engine/content/portal-config.js';
import { markDirty, markSubmitAttempted, pristine, shouldShowErrors, type DirtyState } from '../../engine/forms/dirty-fields.js';
import { computedFields, withComputedValues } from '../../engine/forms/computed-values.js';
import { nullifyInactiveFields } from '../../engine/forms/nullify-inactive-fields.js';
import { createSubmitGate } from '../../engine/forms/submit-gate.js';
import type { MessageCatalogue, MessageParams } from '../../engine/messages/message-catalogue.js';
import { deriveContext, type ContextDerivations } from '../../engine/rules/derive-context.js';
import { computeFieldStates, type RuleContext } from '../../engine/rules/field-states.js';
import { ruleRequiredErrors } from '../../engine/rules/rule-required-errors.js';
import type { SchemaNode } from '../../engine/schema/json-schema.js';
import type { ActionRef } from '../../engine/screen/screen-definition.js';
import type { FieldError } from '../../engine/validation/field-error.js';
import type { ModelValidator } from '../../engine/validation/model-validator.js';
import { useMessages } from '../messages/messages-context.js';
import { portalTemplates, portalWidgets } from '../theme/portal-theme.js';
import { ActionButton } from '../screen/action-button.js';
import { applyDisabledStates } from './apply-field-states.js';
import { focusFirstError } from './focus-first-error.js';
import { ID_PREFIX, ID_SEPARATOR, pointerFromId, type PortalFormContext, type WidgetSettings } from './form-context.js';
import { toErrorSchema } from './to-error-schema.js';
import { createLiveForm } from './live-form.js';
import { setAtPointer } from '../../engine/forms/set-at-pointer.js';
import { useFieldChecks, type FieldCheckHost } from './use-field-checks.js';
import { withCaptions } from './with-captions.js';

const CONST_IS_NO_DEFAULT = { constAsDefaults: 'never' } as const;

/** Everything the generic form needs; nothing in it is specific to one screen. */
export interface SchemaFormProps {
  /** The bundled model schema (src/generated/models). */
  schema: SchemaNode;
  /** The ui file (schemas/ui). */
  ui: SchemaNode;
  /** rjsf's validator over the same precompiled functions (used by rjsf for conditionals). */
  validator: ValidatorType;
  /** The engine's validator: the same rules and messages as the server. */
  validate: ModelValidator;
  messages: { catalogue: MessageCatalogue; globals: MessageParams };
  ruleContext: RuleContext;
  /** Context values computed from the data (schemas/config/context.json), e.g. isInternalUser. */
  derivations?: ContextDerivations;
  behaviour: FormBehaviourConfig;
  settings: WidgetSettings;
  initialData?: Record<string, unknown>;
  /** Errors the server answered with; each shows until its field is changed. */
  serverErrors?: readonly FieldError[];
  /** What the ui file's `ui:check` calls need: the API and the bindings' scope (none: no checks run). */
  checks?: Omit<FieldCheckHost, 'setValues'>;
  submit: ActionRef;
  actions?: readonly ActionRef[];
  /** Called with the saved data (hidden and disabled fields nulled) once the form is valid. */
  onSubmit: (data: Record<string, unknown>) => void | Promise<void>;
  onAction?: (event: string, data: Record<string, unknown>) => void;
  /** Screen events sent from inside the form (a field's `ui:link`). */
  onEvent?: (event: string) => void;
}

/**
 * The generic form: draws any model with the portal theme and applies the spec's shared
 * form behaviour. Errors are computed by the engine on every change and shown per field
 * once it is dirty; a submit marks all fields dirty, is ignored when repeated within the
 * debounce window, and when invalid scrolls to and focuses the first error.
 */
export function SchemaForm(props: SchemaFormProps) {
  const { schema, ui, validate, messages, ruleContext, behaviour } = props;
  const translate = useMessages();
  const formRef = useRef<HTMLDivElement>(null);
  const [data, setData] = useState<Record<string, unknown>>(props.initialData ?? {});
  const [dirty, setDirty] = useState<DirtyState>(pristine);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>(props.serverErrors ?? []);
  const submitGate = useMemo(() => createSubmitGate(behaviour.submitDebounceMs), [behaviour.submitDebounceMs]);
  const checkHost = useMemo<FieldCheckHost | undefined>(
    () =>
      props.checks && {
        ...props.checks,
        setValues: (values) => setData((current) => values.reduce((next, { pointer, value }) => setAtPointer(next, pointer, value), current)),
      },
    [props.checks],
  );
  const fieldChecks = useFieldChecks(ui, checkHost, behaviour.asyncCheckDebounceMs);

  useEffect(() => setServerErrors(props.serverErrors ?? []), [props.serverErrors]);

  const { derivations } = props;
  const { checks } = props;
  // What the ui file's bindings read (loaded data, switches, this form's data), worked out once per change.
  const scope = useMemo(() => checks?.scope(data) ?? {}, [checks, data]);
  const context = useMemo(() => ({ ...ruleContext.context, ...deriveContext(derivations ?? {}, data, scope) }), [ruleContext, derivations, data, scope]);
  const fieldStates = useMemo(() => computeFieldStates(ui, data, { ...ruleContext, context }), [ui, data, ruleContext, context]);
  const computed = useMemo(() => computedFields(ui), [ui]);
  const savedData = useMemo(
    () => withComputedValues(nullifyInactiveFields(data, fieldStates, schema), computed, { ...scope, context }),
    [data, fieldStates, schema, computed, scope, context],
  );
  const allErrors = useMemo(
    () => [
      ...validate(savedData),
      ...ruleRequiredErrors(fieldStates, savedData, { schema, ...messages }),
      ...serverErrors,
      ...fieldChecks.errors,
    ],
    [validate, savedData, fieldStates, schema, messages, serverErrors, fieldChecks.errors],
  );
  // The server's refusals show at once, dirty or not: they are why the visitor is back here.
  const shownErrors = allErrors.filter((error) => serverErrors.includes(error) || shouldShowErrors(dirty, error.path));
  const captioned = useMemo(() => withCaptions(ui, schema, translate), [ui, schema, translate]);
  // rjsf compares its props deeply on every render: a ui schema and an error schema that are
  // new objects on each keystroke make it redraw every field, so both change only with content.
  const disabledKey = Object.entries(fieldStates)
    .filter(([, state]) => state.disabled)
    .map(([pointer]) => pointer)
    .join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const uiSchema = useMemo(() => applyDisabledStates(captioned, fieldStates), [captioned, disabledKey]);
  const errorsKey = JSON.stringify(shownErrors.map((error) => [error.path, error.message]));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const extraErrors = useMemo(() => toErrorSchema(shownErrors), [errorsKey]);
  const liveValues = { allErrors, shownErrors, formData: data, notices: fieldChecks.notices, fieldStates, scope };
  const [live] = useState(() => createLiveForm(liveValues));
  // Staged for the fields drawing in this render; subscribers hear of it once it is drawn.
  live.stage(liveValues);
  useLayoutEffect(() => live.notify());
  const { settings, onEvent } = props;
  const formContext = useMemo<PortalFormContext>(
    () => ({
      get allErrors() {
        return live.get().allErrors;
      },
      get shownErrors() {
        return live.get().shownErrors;
      },
      get formData() {
        return live.get().formData;
      },
      get notices() {
        return live.get().notices;
      },
      get fieldStates() {
        return live.get().fieldStates;
      },
      get scope() {
        return live.get().scope;
      },
      translate,
      settings,
      live,
      ...(onEvent ? { sendEvent: onEvent } : {}),
    }),
    [live, translate, settings, onEvent],
  );

  const handleChange = (event: IChangeEvent, id?: string) => {
    const next = (event.formData ?? {}) as Record<string, unknown>;
    setData(next);
    if (id) {
      const pointer = pointerFromId(id);
      setDirty((state) => markDirty(state, pointer));
      // A change answers the server's refusals about that field and inside it (a list widget
      // changes as a whole: a new PIN answers the refusal of the old one), and a refusal of
      // the whole form (a wrong code): it must not block the corrected submit.
      setServerErrors((errors) => errors.filter((error) => error.path !== '' && error.path !== pointer && !error.path.startsWith(`${pointer}/`)));
      fieldChecks.changed(pointer);
    }
  };

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!submitGate()) return;
    setDirty(markSubmitAttempted);
    if (allErrors.length > 0) {
      setTimeout(() => focusFirstError(formRef.current, behaviour.scrollToErrorOffsetPx), behaviour.scrollToErrorDelayMs);
      return;
    }
    await props.onSubmit(savedData);
  };

  return (
    <div ref={formRef} className="portal-form">
      <Form
        schema={schema as RJSFSchema}
        uiSchema={uiSchema as UiSchema}
        validator={props.validator}
        formData={data}
        formContext={formContext}
        templates={portalTemplates}
        widgets={portalWidgets}
        idPrefix={ID_PREFIX}
        idSeparator={ID_SEPARATOR}
        noValidate
        noHtml5Validate
        // A `const` is a rule ("must agree to the Terms of Use"), never a value to fill in.
        experimental_defaultFormStateBehavior={CONST_IS_NO_DEFAULT}
        showErrorList={false}
        extraErrors={extraErrors}
        onChange={handleChange}
        onBlur={(id, value) => fieldChecks.blurred(pointerFromId(id), value, data)}
        onSubmit={(_, event) => void handleSubmit(event)}
        className="usa-form usa-form--large portal-form__body"
      >
        <div className="portal-form__actions">
          <ActionButton action={props.submit} type="submit" />
          {props.actions?.map((action) => (
            <ActionButton key={action.event} action={action} onClick={() => props.onAction?.(action.event, savedData)} />
          ))}
        </div>
      </Form>
    </div>
  );
}
