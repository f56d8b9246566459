/**
 * One state of one screen in the screen gallery (scripts/screens/): which step to visit,
 * what the visit holds, and what is open. The gallery page (./gallery-main.tsx) reads it
 * from its address's fragment, so a state is a link and the page keeps no state of its own.
 */
export interface GalleryState {
  /** The screen asked for (flows/screens/<id>.json). */
  screen: string;
  /** The step that shows it: its flow and step id, and its route with any `:params` filled. */
  flow: string;
  step: string;
  path: string;
  /** The state's name: "empty", "filled", "errors-empty", "modal-<id>", "switch-<name>-on", ... */
  name: string;
  /** Form data held before the visit, by model (a filled form, a review's data). */
  form: Record<string, Record<string, unknown>>;
  /**
   * What earlier steps' calls stored (`$data/<name>`) that the step and screen read: a page
   * after a call (the e-mail sent page) needs it to show at all. Sample values. A step's own
   * load that the gallery's server refuses (no session) is answered with its value here.
   */
  data?: Record<string, unknown>;
  /** The address's query the step reads (a mailed link's `body` and `token`). */
  query?: Record<string, string>;
  /** Feature switches the step's switch loads answer, by switch name. */
  switches: Record<string, boolean>;
  /** The modal opened once the screen shows. */
  modal?: string;
  /** Submits the screen's forms once it shows, so their errors are drawn. */
  submit?: boolean;
}

/** The fragment of a gallery link for a state (`#` and URI-encoded JSON). */
export function galleryFragment(state: GalleryState): string {
  return `#${encodeURIComponent(JSON.stringify(state))}`;
}

/** The state a gallery link's fragment names; undefined when it names none. */
export function parseGalleryFragment(fragment: string): GalleryState | undefined {
  try {
    const state = JSON.parse(decodeURIComponent(fragment.replace(/^#/, ''))) as GalleryState;
    return typeof state.screen === 'string' && typeof state.path === 'string' ? state : undefined;
  } catch {
    return undefined;
  }
}
