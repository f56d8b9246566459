import type { Condition } from '../rules/condition.js';

/**
 * A screen as written in flows/screens/*.json: everything on the page, drawn generically.
 * Texts are message ids; `params` fill their slots with literals or bindings.
 */
export interface ScreenDefinition {
  id: string;
  /** Message id of the page title; the document title adds the product name. */
  title: string;
  content: ScreenNode[];
}

/**
 * A node of screen content: its `type` names a node type (src/renderer/screen/nodes/, one
 * file each, which declares the rest of its shape); `when` shows it only while a condition
 * holds over the screen's bindings.
 */
export interface ScreenNode {
  type: string;
  when?: Condition;
  [key: string]: unknown;
}

/** A button that sends an event to the flow. */
export interface ActionRef {
  label: string;
  event: string;
  variant?: 'primary' | 'secondary' | 'outline';
  /** In a form: the button is disabled until this holds over the form's data. */
  enabledWhen?: Condition;
}
