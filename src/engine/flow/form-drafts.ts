import type { FieldError } from '../validation/field-error.js';

/**
 * What a form showed of its draft besides the values: the fields the visitor touched (their
 * errors show) and the refusals the server answered (a Next refused, a field's check), so a
 * draft restored after a reload shows the same errors where they were.
 */
export interface DraftShown {
  touched: string[];
  refusals: FieldError[];
}

/** The part of the Web Storage API drafts need (sessionStorage in the browser). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Form drafts kept per browser tab, so a reload or a discarded tab does not lose a long form. */
export interface FormDrafts {
  /** Every draft kept, by model. */
  read(): Record<string, Record<string, unknown>>;
  /** Keeps a model's draft (already without its secrets: see withoutSecrets). */
  write(model: string, values: Record<string, unknown>): void;
  /**
   * Forgets the drafts of these models (signed-in ones too), or every draft and the kept data
   * (`true`), or only what was kept before sign-in (`'beforeSignIn'`: drafts by model and the kept data).
   */
  forget(models: readonly string[] | true | 'beforeSignIn'): void;
  /**
   * A signed-in form's draft, when it was kept for `owner` (who is signed in and who is acted
   * for, as one string); a draft kept for anyone else is forgotten and none is answered.
   */
  readOwned(model: string, owner: string): Record<string, unknown> | undefined;
  /** Keeps a signed-in form's draft for `owner` (already without its secrets). */
  writeOwned(model: string, owner: string, values: Record<string, unknown>): void;
  /** The `$data` entries the step shown keeps for the tab (its `keepData`). */
  readData(): Record<string, unknown>;
  /** What a model's draft showed (touched fields, refusals), kept beside it. */
  readShown(model: string): DraftShown | undefined;
  writeShown(model: string, shown: DraftShown): void;
  /** Keeps exactly these `$data` entries for the tab (none: forgets the ones kept). */
  keepData(entries: Record<string, unknown>): void;
}

const KEY = 'portal.formDrafts';
const DATA_KEY = 'portal.keptData';
const OWNED_KEY = 'portal.signedInDrafts';
const SHOWN_KEY = 'portal.draftsShown';

/** A signed-in form's draft and whom it was kept for. */
interface OwnedDraft {
  owner: string;
  values: Record<string, unknown>;
}

/**
 * The flow data entry (`$data/restoredDrafts/<model>`) that is true while a form holds a draft
 * restored after a reload: its secrets are missing, so a step that needs them (a summary)
 * sends the visitor back to the form.
 */
export const RESTORED_DRAFTS = 'restoredDrafts';

/**
 * Drafts in one storage entry. Storage that refuses (private mode, quota) or holds something
 * unreadable only costs the draft: the form works as before.
 */
export function formDrafts(storage: DraftStorage | undefined): FormDrafts {
  const readEntry = <T>(key: string): Record<string, T> => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, T>) : {};
    } catch {
      return {};
    }
  };
  const save = (key: string, entries: Record<string, unknown>) => {
    try {
      if (Object.keys(entries).length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(entries));
    } catch {
      // A full or refused storage keeps no draft; nothing else depends on it.
    }
  };
  const read = () => readEntry<Record<string, unknown>>(KEY);
  const owned = () => readEntry<OwnedDraft>(OWNED_KEY);
  const without = <T>(entries: Record<string, T>, models: readonly string[]) => Object.fromEntries(Object.entries(entries).filter(([model]) => !models.includes(model)));
  return {
    read,
    write: (model, values) => save(KEY, { ...read(), [model]: values }),
    forget: (models) => {
      if (Array.isArray(models)) {
        save(KEY, without(read(), models));
        save(SHOWN_KEY, without(readEntry<DraftShown>(SHOWN_KEY), models));
        save(OWNED_KEY, without(owned(), models));
        return;
      }
      save(KEY, {});
      save(SHOWN_KEY, {});
      save(DATA_KEY, {});
      if (models === true) save(OWNED_KEY, {});
    },
    readOwned: (model, owner) => {
      const draft = owned()[model];
      if (draft === undefined) return undefined;
      if (draft.owner === owner && draft.values !== null && typeof draft.values === 'object') return draft.values;
      save(OWNED_KEY, without(owned(), [model]));
      return undefined;
    },
    writeOwned: (model, owner, values) => save(OWNED_KEY, { ...owned(), [model]: { owner, values } }),
    readShown: (model) => {
      const shown = readEntry<DraftShown>(SHOWN_KEY)[model];
      return shown && Array.isArray(shown.touched) && Array.isArray(shown.refusals) ? shown : undefined;
    },
    writeShown: (model, shown) => {
      const { [model]: _, ...others } = readEntry<DraftShown>(SHOWN_KEY);
      save(SHOWN_KEY, shown.touched.length + shown.refusals.length > 0 ? { ...others, [model]: shown } : others);
    },
    readData: () => readEntry<unknown>(DATA_KEY),
    keepData: (entries) => save(DATA_KEY, entries),
  };
}
