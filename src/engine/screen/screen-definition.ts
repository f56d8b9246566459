import type { MessageParams } from '../messages/message-catalogue.js';

/**
 * A screen as written in flows/screens/*.json: everything on the page, drawn generically.
 * Texts are message ids; `params` fill their slots (values starting with "$data/" or
 * "$context/" are read from the step's data or context at render time).
 */
export interface ScreenDefinition {
  id: string;
  /** Message id of the page title; the document title adds the product name. */
  title: string;
  content: ScreenNode[];
}

/** Texts shown on screens: a message id with optional slot values. */
export interface TextRef {
  text: string;
  params?: MessageParams;
}

/** A node of screen content. */
export type ScreenNode =
  | ({ type: 'heading'; level?: 1 | 2 | 3 } & TextRef)
  | ({ type: 'text' } & TextRef)
  | ({ type: 'alert'; variant: 'info' | 'success' | 'warning' | 'error' | 'critical'; heading?: string } & TextRef)
  | ({ type: 'link'; href?: string; event?: string } & TextRef)
  | { type: 'button'; label: string; event: string; variant?: 'primary' | 'secondary' | 'outline' }
  | { type: 'steps'; steps: string[]; current: number }
  | { type: 'form'; model: string; ui: string; submit: ActionRef; actions?: ActionRef[] }
  | { type: 'review'; model: string; ui: string }
  | { type: 'modal'; id: string; title: string; content: ScreenNode[]; actions: ActionRef[] }
  | { type: 'section'; number?: number; title: string; content: ScreenNode[] };

/** A button that sends an event to the flow. */
export interface ActionRef {
  label: string;
  event: string;
  variant?: 'primary' | 'secondary' | 'outline';
}
