import { useEffect, useMemo, useRef, useState } from 'react';

const NOTHING: ReadonlySet<string> = new Set();

/** What the flow router asks of the guard. */
export interface UnsavedGuard {
  /** A form of the page (by model) holds work not saved. */
  markUnsaved: (model: string) => void;
  /** Runs `leave` now, or, while a form holds unsaved work, holds it back and asks first (true). */
  guard: (leave: () => void) => boolean;
  /** "Don't Save": the work is dropped and the leave held back goes ahead. */
  discard: () => void;
}

/**
 * The Unsaved Changes guard (spec management-session-shared.md section 4): while a form that
 * guards its work has been changed, leaving the page (an event of the page or its frame, the
 * browser's back and forward) opens `modal` first, and closing the tab asks the browser's own
 * question. A new page starts with nothing unsaved. Without a `modal` nothing is guarded.
 */
export function useUnsavedGuard(options: { visit: number; modal?: string; openModal: (id: string | null) => void }): UnsavedGuard {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(NOTHING);
  const latest = useRef({ unsaved, options, held: null as (() => void) | null });
  latest.current.unsaved = unsaved;
  latest.current.options = options;

  useEffect(() => {
    setUnsaved(NOTHING);
    latest.current.held = null;
  }, [options.visit]);

  useEffect(() => {
    if (unsaved.size === 0) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when this is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return useMemo<UnsavedGuard>(
    () => ({
      markUnsaved: (model) => setUnsaved((current) => (current.has(model) ? current : new Set([...current, model]))),
      guard: (leave) => {
        const { unsaved: now, options: given } = latest.current;
        if (!given.modal || now.size === 0) {
          leave();
          return false;
        }
        latest.current.held = leave;
        given.openModal(given.modal);
        return true;
      },
      discard: () => {
        const leave = latest.current.held;
        latest.current.held = null;
        latest.current.unsaved = NOTHING;
        setUnsaved(NOTHING);
        latest.current.options.openModal(null);
        leave?.();
      },
    }),
    [],
  );
}
