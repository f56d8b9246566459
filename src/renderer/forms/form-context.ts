import type { BindingScope } from '../../engine/bindings/binding.js';
import type { FieldError } from '../../engine/validation/field-error.js';
import type { PasswordStrengthConfig } from '../../engine/content/portal-config.js';
import type { FieldStates } from '../../engine/rules/field-states.js';
import type { Translate } from '../messages/messages-context.js';
import type { LiveForm } from './live-form.js';

/** rjsf id pieces: ids look like "root.password" so they map to JSON pointers unambiguously. */
export const ID_PREFIX = 'root';
export const ID_SEPARATOR = '.';

/**
 * What the generic form hands every template and widget through rjsf's formContext:
 * all current errors (widgets such as the password requirement list show every rule live,
 * whatever the dirty state), the whole form data (widgets that look at another field by
 * name, e.g. the meter's username), and the catalogue lookup.
 */
export interface PortalFormContext {
  allErrors: readonly FieldError[];
  /** The errors the form shows now (its dirty rules applied): a list widget shows its rows' own. */
  shownErrors: readonly FieldError[];
  formData: Record<string, unknown>;
  translate: Translate;
  /** Messages shown as success under a field (e.g. "Username is available"), by pointer. */
  notices: Readonly<Record<string, string>>;
  /** Hidden, disabled and rule-required fields by pointer (from the ui file's rules). */
  fieldStates: FieldStates;
  /** Configuration the custom widgets read (from schemas/config/). */
  settings: WidgetSettings;
  /** What bindings in the ui file read (`ui:optionsFrom`): the screen's scope with this form's data. */
  scope: BindingScope;
  /** Sends a screen event from inside the form (`ui:link`, e.g. "@open:terms-of-use"). */
  sendEvent?: (event: string) => void;
  /** The live values above, to subscribe to (live-form.ts): the context itself never changes identity. */
  live?: LiveForm;
  /** Where text fields report what is typed before they hand it to rjsf (use-typed-value.ts). */
  typing?: FormTyping;
}

/** The form's side of a text field's typing. */
export interface FormTyping {
  /** A value typed into the field at `pointer`, not yet handed over: its feedback shows at once. */
  edit(pointer: string, value: unknown): void;
  /** How long typing pauses before the field hands its value over (form-behaviour.json). */
  pauseMs: number;
}

/** Configuration values widgets need, passed down rather than imported so widgets stay generic. */
export interface WidgetSettings {
  passwordStrength: PasswordStrengthConfig;
}

/** Pointers by field id: every field asks for its own on each keystroke. Ids are the forms' fields, a bounded set. */
const pointers = new Map<string, string>();

/** Converts an rjsf id ("root.answers.0.text") into a JSON pointer ("/answers/0/text"). */
export function pointerFromId(id: string): string {
  let pointer = pointers.get(id);
  if (pointer === undefined) {
    const rest = id.startsWith(ID_PREFIX + ID_SEPARATOR) ? id.slice(ID_PREFIX.length + 1) : id;
    pointer = id === ID_PREFIX ? '' : '/' + rest.split(ID_SEPARATOR).map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
    pointers.set(id, pointer);
  }
  return pointer;
}
