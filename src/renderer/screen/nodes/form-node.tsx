import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { bindTemplate } from '../../../engine/bindings/binding.js';
import type { BoundRequest } from '../../../engine/flow/call.js';
import { sessionEndedEvent } from '../../../engine/flow/raised-events.js';
import type { ActionRef } from '../../../engine/screen/screen-definition.js';
import { withoutSecrets } from '../../../engine/forms/without-secrets.js';
import { RESTORED_DRAFTS, type DraftShown } from '../../../engine/flow/form-drafts.js';
import { addressOfValues, valuesOfAddress } from '../../../engine/forms/address-values.js';
import { NEW_SEARCH } from '../../../engine/table/table-state.js';
import { SchemaForm } from '../../forms/schema-form.js';
import { usePortalSettings } from '../../portal-settings.js';
import { useInsideModal } from '../modal-opening.js';
import { useScreenRuntime } from '../screen-runtime.js';
import { defineNodeType, META } from '../node-type.js';

interface FormNode {
  type: 'form';
  model: string;
  ui: string;
  submit: ActionRef;
  actions?: ActionRef[];
  /** The form's first values when it holds none yet: a template of bindings (`"$data/user"`). */
  initial?: unknown;
  /** Leaving the page with changes not saved asks first (the Unsaved Changes modal). */
  guardUnsaved?: boolean;
  /** The form's values, less its secrets, are kept for the tab and survive a reload. */
  keepDraft?: boolean;
  /** For a signed-in form's draft: bindings naming who it is kept for (who is signed in, who is acted for). */
  draftOwner?: unknown;
  /** The form's values (less secrets) live in the address: its submit writes them there, and the address fills it. */
  inAddress?: boolean;
  [key: string]: unknown;
}

/** A form of a model drawn by the generic form; its submit and actions become flow events with its values. */
export const formNode = defineNodeType<FormNode>({
  type: 'form',
  draws: 'form',
  actions: ['submit', 'actions'],
  schema: {
    required: ['model', 'ui', 'submit'],
    properties: {
      model: META.fileName,
      ui: META.fileName,
      submit: META.action,
      actions: { type: 'array', items: META.action },
      initial: { description: 'The first values when nothing is held yet: literals and bindings, e.g. values of the loaded "$data/user".' },
      keepDraft: { type: 'boolean', description: 'The form keeps a draft for the browser tab (its secrets, the model fields marked writeOnly, left out), so a reload or a discarded tab does not lose it.' },
      inAddress: {
        type: 'boolean',
        description:
          "The form's values are the address's query (a search): its submit writes them there as a new history entry, and the form shows what the address holds, so a reload, Back and Forward and a copied link show the same search. Secrets (writeOnly) and lists never go in the address; bindings read the values as $query/<field>.",
      },
      draftOwner: {
        description:
          'A signed-in form keeping a draft: bindings naming whom it is kept for, e.g. ["$data/user/userId", "$data/user/selectedUserId"] (who is signed in, who is acted for). The draft is restored only while they bind to the same values; none is kept while one is empty, and a draft kept for anyone else is forgotten.',
      },
      guardUnsaved: { type: 'boolean', description: 'Leaving the page with changes not saved asks first (the Unsaved Changes modal); its own submit and actions do not.' },
    },
  },
  Component: ({ node, dispatch }) => {
    const runtime = useScreenRuntime();
    const settings = usePortalSettings();
    const resources = runtime.resources(node.model, node.ui);
    const switches = runtime.scope.switches as Record<string, unknown> | undefined;
    // The switches the flow loaded from the server, for the ui rules' { "switch": ... }.
    const ruleContext = useMemo(() => ({ ...settings.ruleContext, switches }), [settings.ruleContext, switches]);
    // A field check binds this form's live data as `$form/<model>/...`.
    const { request, scope, send } = runtime;
    // A modal's form starts from its `initial` at each opening: values held and refusals
    // answered at an earlier opening were about another case (another applicant's reason).
    const fresh = useInsideModal();
    const [errorsAtOpening] = useState(() => runtime.serverErrors(node.model));
    const serverErrors = runtime.serverErrors(node.model);
    const held = fresh ? undefined : runtime.heldData(node.model);
    const checks = useMemo(
      () => ({
        // A check answered 401 found the session ended: the flows answer it as they do a call's.
        // Sent as this form's own event, so the Unsaved Changes question does not stand in its way.
        request: (bound: BoundRequest) =>
          request(bound).then((result) => {
            const ended = sessionEndedEvent(result);
            if (ended) send({ ...ended, model: node.model });
            return result;
          }),
        scope: (data: Record<string, unknown>) => ({ ...scope, form: { ...(scope.form as object), [node.model]: data }, this: data }),
      }),
      [request, send, scope, node.model],
    );
    const boundInitial = node.initial === undefined ? undefined : (bindTemplate(node.initial, scope) as Record<string, unknown>);
    // A signed-in draft is kept for whom the owner bindings name, once each of them is known.
    const owner = node.draftOwner === undefined ? undefined : draftOwnerKey(bindTemplate(node.draftOwner, scope));
    const keepDraft = (values: Record<string, unknown>) => {
      if (!node.keepDraft || fresh) return;
      const kept = withoutSecrets(resources.schema, values);
      if (node.draftOwner === undefined) runtime.keepDraft?.(node.model, kept);
      else if (owner !== undefined) runtime.keepOwnedDraft?.(node.model, owner, kept);
    };
    // Its draft after a reload, for the same person only; the form then holds unsaved work.
    // Read once for each owner: what is typed meanwhile is the form's, not a new first value.
    const restoredFor = useRef<{ owner?: string; values?: Record<string, unknown> }>({});
    if (restoredFor.current.owner !== owner) {
      const values = node.keepDraft && owner !== undefined && !fresh && held === undefined ? runtime.ownedDraft?.(node.model, owner) : undefined;
      restoredFor.current = { owner, values };
    }
    const restored = restoredFor.current.values;
    const restoredKey = restored === undefined ? '' : node.model;
    const { markUnsaved } = runtime;
    useEffect(() => {
      if (restoredKey && node.guardUnsaved) markUnsaved?.(restoredKey);
    }, [restoredKey, node.guardUnsaved, markUnsaved]);
    const initial = restored === undefined ? boundInitial : { ...boundInitial, ...restored };
    // A draft by model the flow restored after a reload shows the errors it showed then.
    const showsDraft = node.keepDraft === true && node.draftOwner === undefined && !fresh;
    const restoredDrafts = (scope.data as Record<string, unknown> | undefined)?.[RESTORED_DRAFTS] as Record<string, unknown> | undefined;
    const [restoredShown] = useState(() => (showsDraft && restoredDrafts?.[node.model] === true ? runtime.draftShown?.(node.model) : undefined));
    const keepShown = useCallback((shown: DraftShown) => runtime.keepDraftShown?.(node.model, shown), [runtime, node.model]);
    // A form holding nothing (never sent, or reset by a save) starts again from its initial
    // values when they change: a plan saved on the page shows as the server now holds it,
    // not as typed before the save. While it holds values, or the visitor has typed since it
    // was drawn, the key stays: a submit or a load that ends late does not redraw the form
    // under the visitor (the form fills what they left alone).
    const freshKey = useRef('');
    const edited = useRef(false);
    if (held !== undefined) edited.current = false;
    else if (!edited.current) freshKey.current = JSON.stringify(initial ?? null);
    // A form kept in the address shows what the address holds, drawn again when the address
    // changes by Back or Forward, not when its own submit wrote it (focus stays on Filter).
    const fromAddress = node.inAddress ? valuesOfAddress(resources.schema, (scope.query ?? {}) as Record<string, unknown>) : undefined;
    const addressKey = JSON.stringify(fromAddress ?? null);
    const address = useRef({ seen: addressKey, written: '', drawn: 0 });
    if (address.current.seen !== addressKey) {
      if (address.current.written !== addressKey) address.current.drawn += 1;
      address.current = { ...address.current, seen: addressKey, written: '' };
    }
    return (
      <SchemaForm
        key={`${node.model}:${node.ui}:${freshKey.current}:${address.current.drawn}`}
        schema={resources.schema}
        ui={resources.ui}
        validator={resources.validator}
        validate={resources.validate}
        messages={settings.messages}
        ruleContext={ruleContext}
        derivations={settings.contextDerivations}
        behaviour={settings.formBehaviour}
        settings={settings.widgets}
        checks={checks}
        initialData={fromAddress ? { ...initial, ...fromAddress } : (held ?? initial)}
        serverErrors={fresh && serverErrors === errorsAtOpening ? undefined : serverErrors}
        submit={node.submit}
        actions={node.actions}
        onSubmit={(values) => {
          keepDraft(values);
          if (node.inAddress) {
            const written = addressOfValues(resources.schema, values);
            address.current.written = JSON.stringify(valuesOfAddress(resources.schema, written));
            runtime.address?.({ ...written, ...NEW_SEARCH }, { push: true });
          }
          runtime.send({ type: node.submit.event, model: node.model, values });
        }}
        onDraft={keepDraft}
        restoredShown={restoredShown}
        onShown={showsDraft ? keepShown : undefined}
        // "@close" and "@open:..." act on the screen's modals, as from a button (a Cancel in a modal's form).
        onAction={(event, values) => (event.startsWith('@') ? dispatch(event) : runtime.send({ type: event, model: node.model, values }))}
        onEvent={dispatch}
        onEdit={() => {
          edited.current = true;
          if (node.guardUnsaved) runtime.markUnsaved?.(node.model);
        }}
      />
    );
  },
});

/** Whom a signed-in draft is for, as one string; undefined while any of the bound values is still empty. */
function draftOwnerKey(bound: unknown): string | undefined {
  const values = Array.isArray(bound) ? bound : [bound];
  return values.every((value) => value !== undefined && value !== null && value !== '') ? JSON.stringify(values) : undefined;
}
