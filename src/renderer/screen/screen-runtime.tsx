import { createContext, useContext } from 'react';
import type { ValidatorType } from '@rjsf/utils';
import type { BindingScope } from '../../engine/bindings/binding.js';
import type { BoundRequest, CallResult, RequestPrimitive } from '../../engine/flow/call.js';
import type { SchemaNode } from '../../engine/schema/json-schema.js';
import type { DraftShown } from '../../engine/flow/form-drafts.js';
import type { FieldError } from '../../engine/validation/field-error.js';
import type { ModelValidator } from '../../engine/validation/model-validator.js';

/** A model's schema, ui file and validators, as a form or review node needs them. */
export interface FormResources {
  schema: SchemaNode;
  ui: SchemaNode;
  validator: ValidatorType;
  validate: ModelValidator;
}

/** An event a screen sends to its flow: a name, and for forms the model and its values ("@hold" only holds them). */
export interface ScreenEvent {
  type: string;
  model?: string;
  values?: Record<string, unknown>;
  /** The answer the event reports (a 401 a table or a field check met), read by the flows as `$result`. */
  result?: CallResult;
}

/**
 * What a screen node may ask of the page it is on. The flow router provides it; screen
 * nodes never know which route or flow they are in.
 */
export interface ScreenRuntime {
  send: (event: ScreenEvent) => void;
  resources: (model: string, ui: string) => FormResources;
  /** Keeps a form's draft for this tab (values without secrets), restored after a reload. */
  keepDraft?: (model: string, values: Record<string, unknown>) => void;
  /** What a draft showed (touched fields, refusals) when the page was left, and keeping it. */
  draftShown?: (model: string) => DraftShown | undefined;
  keepDraftShown?: (model: string, shown: DraftShown) => void;
  /** A signed-in form's draft kept in this tab for `owner` (who is signed in and acted for); none for anyone else. */
  ownedDraft?: (model: string, owner: string) => Record<string, unknown> | undefined;
  /** Keeps a signed-in form's draft for `owner` (values without secrets). */
  keepOwnedDraft?: (model: string, owner: string, values: Record<string, unknown>) => void;
  /**
   * Writes these query parameters into the address of the step shown (undefined leaves one
   * out), as a new history entry (`push`) or in place of the current one; the step stays and
   * `$query` follows. What a screen keeps in the address survives a reload, Back and a copied link.
   */
  address?: (values: Readonly<Record<string, string | undefined>>, options: { push: boolean }) => void;
  /** Values held for a model during the visit (the form's data, shown again on review). */
  heldData: (model: string) => Record<string, unknown> | undefined;
  /** Server errors of the last refused event, by model. */
  serverErrors: (model: string) => readonly FieldError[] | undefined;
  /** What bindings in the screen's nodes read: loaded data, params, held forms, switches... */
  scope: BindingScope;
  /** The API, for calls a screen's fields make themselves (`ui:check`). */
  request: RequestPrimitive;
  /** The key of a call's answer in the portal's cache (a new person's are new keys); requestKey without it. */
  cacheKey?: (request: BoundRequest) => string;
  /** The screen's open modal (one per screen, wherever in its nodes the modal is written). */
  openModal: string | null;
  setModal: (modal: string | null) => void;
  /** A form that guards its unsaved work says it holds some (leaving then asks first). */
  markUnsaved?: (model: string) => void;
}

const ScreenRuntimeContext = createContext<ScreenRuntime | null>(null);

/** Provides the runtime to the screen nodes below. */
export const ScreenRuntimeProvider = ScreenRuntimeContext.Provider;

/** The runtime of the screen being drawn. */
export function useScreenRuntime(): ScreenRuntime {
  const runtime = useContext(ScreenRuntimeContext);
  if (!runtime) throw new Error('screen nodes must be drawn inside a ScreenRuntimeProvider');
  return runtime;
}
