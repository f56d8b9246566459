import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { FormBehaviourConfig } from '../../engine/content/portal-config.js';
import { markDirty, markSubmitAttempted, pristine, restoredDirty, type DirtyState } from '../../engine/forms/dirty-fields.js';
import type { DraftShown } from '../../engine/flow/form-drafts.js';
import { isSecretAt } from '../../engine/forms/without-secrets.js';
import { createFormEvaluator, type FormEvaluation, type FormInputs } from '../../engine/forms/form-evaluation.js';
import { isSentEdit, withoutAnsweredRefusals, withPendingEdits } from '../../engine/forms/pending-edits.js';
import type { ContextDerivations } from '../../engine/rules/derive-context.js';
import type { RuleContext } from '../../engine/rules/field-states.js';
import { createSubmitGate } from '../../engine/forms/submit-gate.js';
import type { MessageCatalogue, MessageParams } from '../../engine/messages/message-catalogue.js';
import type { SchemaNode } from '../../engine/schema/json-schema.js';
import type { ActionRef } from '../../engine/screen/screen-definition.js';
import { evaluateCondition } from '../../engine/rules/evaluate-condition.js';
import type { FieldError } from '../../engine/validation/field-error.js';
import type { ModelValidator } from '../../engine/validation/model-validator.js';
import { useMessages } from '../messages/messages-context.js';
import { portalFields, portalTemplates, portalWidgets } from '../theme/portal-theme.js';
import { ActionButton } from '../screen/action-button.js';
import { applyDisabledStates } from './apply-field-states.js';
import { focusFieldAt, focusFirstError } from './focus-first-error.js';
import { ErrorSummary } from './error-summary.js';
import { useErrorSummary } from './use-error-summary.js';
import { ID_PREFIX, ID_SEPARATOR, pointerFromId, type FormTyping, type PortalFormContext, type WidgetSettings } from './form-context.js';
import { createLiveForm, type LiveFormValues } from './live-form.js';
import { setAtPointer } from '../../engine/forms/set-at-pointer.js';
import { keepRowValues } from '../../engine/forms/keep-row-values.js';
import { withLateInitialValues } from '../../engine/forms/late-initial-values.js';
import { getAtPointer } from '../../engine/schema/json-pointer.js';
import { useFieldChecks, type FieldCheckHost } from './use-field-checks.js';
import { withCaptions } from './with-captions.js';
import { CONST_IS_NO_DEFAULT, withSchemaDefaults } from './schema-defaults.js';

/** No refusal: one list, so setting it again on mount changes nothing and the form is not worked out twice. */
const NO_SERVER_ERRORS: readonly FieldError[] = [];

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
  /** Called when the visitor changes a value (typing, a pick): the form now holds unsaved work. */
  onEdit?: () => void;
  /** Called with the form's data after each change the visitor made (for its draft). */
  onDraft?: (data: Record<string, unknown>) => void;
  /** A draft restored after a reload: the fields touched and the refusals it showed, shown again. */
  restoredShown?: DraftShown;
  /** Called when what the form shows changes (fields touched, refusals), secrets left out: kept beside its draft. */
  onShown?: (shown: DraftShown) => void;
}

/**
 * The generic form: draws any model with the portal theme and applies the spec's shared
 * form behaviour. Errors are computed by the engine on every change and shown per field
 * once it is dirty; a submit marks all fields dirty, is ignored when repeated within the
 * debounce window, and when invalid lists the errors above the form as links to their
 * fields (so does a refusal the server answers) and scrolls to and focuses the first one.
 */
export function SchemaForm(props: SchemaFormProps) {
  // rjsf's defaults are worked out here, in a component of their own: React may pause between
  // this render and the form's (its rules, then rjsf's Form), so a first draw is three shorter
  // tasks rather than one long one.
  const [startData] = useState(() => withSchemaDefaults(props.validator, props.schema, props.initialData ?? {}));
  return <SchemaFormBody {...props} startData={startData} />;
}

/** The form itself, starting from `startData`: its initial data with rjsf's defaults in it (schema-defaults.ts). */
function SchemaFormBody(props: SchemaFormProps & { startData: Record<string, unknown> }) {
  const { schema, ui, validate, messages, ruleContext, behaviour } = props;
  const translate = useMessages();
  const formRef = useRef<HTMLDivElement>(null);
  const [data, setData] = useState<Record<string, unknown>>(props.startData);
  // A draft restored after a reload shows what it showed: its touched fields' errors and its
  // refusals (which go, as any refusal does, once their field changes). Its secrets, empty
  // now, are asked again as any empty field is: quiet until touched or Next.
  const secret = useCallback((pointer: string) => isSecretAt(schema, pointer), [schema]);
  const [dirty, setDirty] = useState<DirtyState>(() => (props.restoredShown ? restoredDirty(props.restoredShown.touched, secret) : pristine()));
  const [restoredRefusals] = useState<readonly FieldError[]>(() => props.restoredShown?.refusals.filter((error) => !secret(error.path)) ?? NO_SERVER_ERRORS);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>(props.serverErrors ?? restoredRefusals);
  const submitGate = useMemo(() => createSubmitGate(behaviour.submitDebounceMs), [behaviour.submitDebounceMs]);
  const checkHost = useMemo<FieldCheckHost | undefined>(
    () =>
      props.checks && {
        ...props.checks,
        setValues: (values) =>
          setData((current) =>
            values.reduce((next, { pointer, value, keep }) => setAtPointer(next, pointer, keep ? keepRowValues(getAtPointer(next, pointer), value, keep) : value), current),
          ),
      },
    [props.checks],
  );
  const fieldChecks = useFieldChecks(ui, checkHost, behaviour.asyncCheckDebounceMs);

  useEffect(() => {
    setServerErrors(props.serverErrors ?? restoredRefusals);
    // An answer came back: a submit from here on is a new one, not a double click.
    submitGate.reopen();
  }, [props.serverErrors, submitGate, restoredRefusals]);
  const { scrollToErrorOffsetPx: offsetPx, scrollToErrorDelayMs: delayMs } = behaviour;
  /** How many summary links were followed: a refusal's delayed focus yields to one followed after it. */
  const summaryFollows = useRef(0);
  /** A refusal to show: listed above the form, and the first refused field focused, as after an invalid submit. */
  const refused = (errors: readonly FieldError[]) => {
    summary.open(errors);
    // A summary link followed during the pause has put the visitor where they chose: the
    // delayed focus on the first error must not pull them back.
    const followsAtRefusal = summaryFollows.current;
    setTimeout(() => {
      if (summaryFollows.current === followsAtRefusal) focusFirstError(formRef.current, offsetPx);
    }, delayMs);
  };
  const refusedRef = useRef(refused);
  refusedRef.current = refused;
  // The server's answer to a Next or a Submit (also one that sent the user back to this form).
  useEffect(() => {
    if (props.serverErrors?.length) refusedRef.current(props.serverErrors);
  }, [props.serverErrors]);

  const { derivations, checks } = props;
  const evaluate = useMemo(
    () => createFormEvaluator({ schema, ui, validate, messages, ruleContext, ...(derivations ? { derivations } : {}), ...(checks ? { scopeOf: checks.scope } : {}) }),
    [schema, ui, validate, messages, ruleContext, derivations, checks],
  );
  const inputs = useMemo<FormInputs>(() => ({ data, dirty, serverErrors, checkErrors: fieldChecks.errors }), [data, dirty, serverErrors, fieldChecks.errors]);
  const committed = useMemo(() => evaluate(inputs), [evaluate, inputs]);
  // What text fields hold while they are typed into (use-typed-value.ts), by pointer.
  const pending = useRef(new Map<string, unknown>());
  /** The typed values still pending when the last submit went out: the values the server judged. */
  const sent = useRef(new Map<string, unknown>());
  const latest = useRef({ evaluate, inputs, committed });
  latest.current = { evaluate, inputs, committed };
  // Initial values that arrive while the form is drawn (a load ending after the visitor began
  // typing) fill the fields left alone; what was typed stays.
  const initialKey = JSON.stringify(props.initialData ?? null);
  const firstInitialKey = useRef(initialKey);
  useEffect(() => {
    if (initialKey === firstInitialKey.current || !props.initialData) return;
    const initial = props.initialData;
    setData((current) => withLateInitialValues(current, initial, latest.current.inputs.dirty, pending.current.keys()));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialKey]);

  /** The form as it stands now, typed values included: what a submit, an action or a check must see. */
  const current = useCallback((): FormEvaluation => {
    const { evaluate: now, inputs: given, committed: drawn } = latest.current;
    const edits = pending.current;
    return edits.size > 0 ? now(withPendingEdits(given, edits, sent.current), { evaluation: drawn, edited: [...edits.keys()] }) : drawn;
  }, []);
  const evaluation = current();
  // What the form shows, for its draft: the fields touched (after a Next, every field with an
  // error) and the refusals on it, none of a secret.
  const onShown = useRef(props.onShown);
  onShown.current = props.onShown;
  const checkErrors = fieldChecks.errors;
  useEffect(() => {
    if (!onShown.current) return;
    const touched = new Set(dirty.dirty);
    if (dirty.submitAttempted) for (const error of latest.current.committed.allErrors) touched.add(error.path);
    onShown.current({ touched: [...touched].filter((pointer) => !secret(pointer)), refusals: [...serverErrors, ...checkErrors].filter((error) => !secret(error.path)) });
  }, [dirty, serverErrors, checkErrors, secret]);
  const { fieldStates } = evaluation;
  const summary = useErrorSummary(formRef, evaluation.shownErrors, schema, messages.catalogue);
  const captioned = useMemo(() => withCaptions(ui, schema, translate), [ui, schema, translate]);
  // rjsf compares its props deeply on every render: a ui schema that is a new object on each
  // keystroke makes it redraw every field, so it changes only with its content. Errors do not
  // go through rjsf at all: every field reads its own from the live form.
  const disabledKey = Object.entries(fieldStates)
    .filter(([, state]) => state.disabled)
    .map(([pointer]) => pointer)
    .join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const uiSchema = useMemo(() => applyDisabledStates(captioned, fieldStates), [captioned, disabledKey]);
  const latestNotices = useRef(fieldChecks.notices);
  latestNotices.current = fieldChecks.notices;
  const liveOf = (shown: FormEvaluation): LiveFormValues => ({ ...shown, formData: shown.data, notices: latestNotices.current });
  const [live] = useState(() => createLiveForm(liveOf(evaluation)));
  // Staged for the fields drawing in this render; subscribers hear of it once it is drawn.
  live.stage(liveOf(evaluation));
  useLayoutEffect(() => live.notify());
  const onEditRef = useRef(props.onEdit);
  onEditRef.current = props.onEdit;
  const fieldChecksRef = useRef(fieldChecks);
  fieldChecksRef.current = fieldChecks;
  const typing = useMemo<FormTyping>(
    () => ({
      edit: (pointer, value) => {
        onEditRef.current?.();
        // Changed data makes the next submit a new one, not a repeat of the last.
        submitGate.reopen();
        pending.current.set(pointer, value);
        live.stage(liveOf(current()));
        live.notify();
        fieldChecksRef.current.changed(pointer);
      },
      pauseMs: behaviour.typingPauseMs,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [live, current, behaviour.typingPauseMs, submitGate],
  );
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
      typing,
      ...(onEvent ? { sendEvent: onEvent } : {}),
    }),
    [live, translate, settings, onEvent, typing],
  );

  const handleChange = (event: IChangeEvent, id?: string) => {
    const next = (event.formData ?? {}) as Record<string, unknown>;
    setData(next);
    // rjsf also reports changes it makes itself (defaults): only a field's own change is an edit.
    if (id) {
      props.onEdit?.();
      submitGate.reopen();
      props.onDraft?.(next);
      const pointer = pointerFromId(id);
      // A typed value handed over: the form's data holds it from now on, and its check was
      // already told of the change as it was typed (telling it again would cancel the check
      // the field's blur has just started).
      const handedOver = pending.current.delete(pointer);
      const wasSent = handedOver && isSentEdit(sent.current, pointer, getAtPointer(next, pointer));
      sent.current.delete(pointer);
      setDirty((state) => markDirty(state, pointer));
      if (!wasSent) setServerErrors((errors) => withoutAnsweredRefusals(errors, pointer));
      if (!handedOver) {
        fieldChecks.changed(pointer);
        fieldChecks.chosen(pointer, getAtPointer(next, pointer), next);
      }
    }
  };

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!submitGate()) return;
    setDirty(markSubmitAttempted);
    const now = current();
    // A server's refusal answered the data as it was sent; it stays on its field, but does not
    // hold back a new submit, which the server judges again: what it refused may be mended
    // elsewhere (a plan ticked for an identifier no plan matched), or not at all by typing.
    const answered = new Set(latest.current.inputs.serverErrors);
    if (now.allErrors.some((error) => !answered.has(error))) {
      refused(now.allErrors);
      return;
    }
    sent.current = new Map(pending.current);
    await props.onSubmit(now.savedData);
  };

  /**
   * A field left: its server check runs, unless the browser's own rules already refuse the
   * value (the field says why, and the server would only refuse it again, a failed call in
   * the console for nothing).
   */
  const checkOnLeaving = (pointer: string, value: unknown) => {
    const now = current();
    const { serverErrors: answered, checkErrors: checked } = latest.current.inputs;
    const ownRefusal = now.allErrors.some((error) => error.path === pointer && !answered.includes(error) && !checked.includes(error));
    if (!ownRefusal) fieldChecks.blurred(pointer, value, now.data);
  };

  const followSummaryLink = (pointer: string) => {
    summaryFollows.current += 1;
    focusFieldAt(formRef.current, pointer, offsetPx);
  };

  return (
    <div ref={formRef} className="portal-form">
      <ErrorSummary key={summary.opened} lines={summary.lines} translate={translate} onFollow={followSummaryLink} />
      <Form
        schema={schema as RJSFSchema}
        uiSchema={uiSchema as UiSchema}
        validator={props.validator}
        formData={data}
        formContext={formContext}
        fields={portalFields}
        templates={portalTemplates}
        widgets={portalWidgets}
        idPrefix={ID_PREFIX}
        idSeparator={ID_SEPARATOR}
        noValidate
        noHtml5Validate
        experimental_defaultFormStateBehavior={CONST_IS_NO_DEFAULT}
        showErrorList={false}
        onChange={handleChange}
        onBlur={(id, value) => checkOnLeaving(pointerFromId(id), value)}
        onSubmit={(_, event) => void handleSubmit(event)}
        className="usa-form usa-form--large portal-form__body"
      >
        <div className="portal-form__actions">
          <ActionButton action={props.submit} type="submit" disabled={!actionEnabled(props.submit, evaluation)} />
          {props.actions?.map((action) => (
            <ActionButton
              key={action.event}
              action={action}
              disabled={!actionEnabled(action, evaluation)}
              onClick={() => props.onAction?.(action.event, current().savedData)}
            />
          ))}
        </div>
      </Form>
    </div>
  );
}

/**
 * A form button's `enabledWhen` over the form's data (the spec's filter button waits for a
 * value) and the screen's bindings (`{ "value": "$data/..." }`: a filter already applied
 * can be emptied and applied again).
 */
function actionEnabled(action: ActionRef, evaluation: FormEvaluation): boolean {
  return action.enabledWhen === undefined || evaluateCondition(action.enabledWhen, { data: evaluation.data, scope: evaluation.scope });
}
