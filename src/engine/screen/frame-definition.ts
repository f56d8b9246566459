import { mergePatch } from '../content/ui-extends.js';
import type { MessageParams } from '../messages/message-catalogue.js';
import type { Condition } from '../rules/condition.js';
import type { ScreenNode } from './screen-definition.js';

/** A text node of a frame's `title`: a page title wrapping the screen's own (`{title}`) while its `when` holds. */
export interface FrameTitleText {
  type: 'text';
  text: string;
  params?: MessageParams;
  when?: Condition;
}

/**
 * A page frame as written in flows/frames/*.json: what surrounds a step's screen. The spec's
 * layout kinds (crane for the signed-in pages, falcon for the contact page, ...) are frames;
 * a step names one with `"frame"`, and a step that names none has {@link DEFAULT_FRAME}.
 */
export interface FrameDefinition {
  id: string;
  /** A frame this one starts from: its slots are kept unless this one writes them. */
  extends?: string;
  /**
   * The step ("flow.step") the logo leads to, and a page of the frame that cannot show goes to
   * when there is no page before it; without it, the portal's root.
   */
  home?: string;
  /** A logo of src/portal/logos/ (file name without .svg), shown beside the product name. */
  logo?: string;
  /** The header's navigation. */
  header?: ScreenNode[];
  /** Shown under the header (the user info banner). */
  banner?: ScreenNode[];
  footer?: ScreenNode[];
  /** Page titles of the frame's pages: the first whose `when` holds wraps the screen's title. */
  title?: FrameTitleText[];
}

/** The frame of a step that names none. */
export const DEFAULT_FRAME = 'public';

/** A frame whose `extends` names no frame, or comes back to itself. */
export class FrameExtendsError extends Error {}

/**
 * A frame as drawn: the frames it extends laid under it, slot by slot (a slot it writes
 * replaces the base's). `lookup` answers a frame as written, by id.
 */
export function resolveFrame(id: string, lookup: (id: string) => FrameDefinition | undefined, seen: readonly string[] = []): FrameDefinition {
  const frame = lookup(id);
  if (!frame) throw new FrameExtendsError(`there is no frame "${id}"${seen.length ? ` (extended by "${seen.at(-1)}")` : ''}`);
  if (seen.includes(id)) throw new FrameExtendsError(`"extends" comes back to "${id}": ${[...seen, id].join(' -> ')}`);
  const { extends: base, ...own } = frame;
  return base === undefined ? frame : ({ ...(mergePatch(resolveFrame(base, lookup, [...seen, id]), own) as FrameDefinition), id });
}
