/** The part of the Web Storage API drafts need (sessionStorage in the browser). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Form drafts kept per browser tab, so a reload or a discarded tab does not lose a long form. */
export interface FormDrafts {
  /** Every draft kept, by model. */
  read(): Record<string, Record<string, unknown>>;
  /** Keeps a model's draft (already without its secrets: see withoutSecrets). */
  write(model: string, values: Record<string, unknown>): void;
  /** Forgets the drafts of these models, or every draft. */
  forget(models: readonly string[] | true): void;
}

const KEY = 'portal.formDrafts';

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
  const read = (): Record<string, Record<string, unknown>> => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}');
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, Record<string, unknown>>) : {};
    } catch {
      return {};
    }
  };
  const save = (drafts: Record<string, Record<string, unknown>>) => {
    try {
      if (Object.keys(drafts).length === 0) storage?.removeItem(KEY);
      else storage?.setItem(KEY, JSON.stringify(drafts));
    } catch {
      // A full or refused storage keeps no draft; nothing else depends on it.
    }
  };
  return {
    read,
    write: (model, values) => save({ ...read(), [model]: values }),
    forget: (models) => save(models === true ? {} : Object.fromEntries(Object.entries(read()).filter(([model]) => !models.includes(model)))),
  };
}
