import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBeforeUnload, useBlocker, type BlockerFunction } from 'react-router-dom';

const NOTHING: ReadonlySet<string> = new Set();

/** What the flow page asks of the guard. */
export interface LeaveGuard {
  /** A form of the page (by model) holds work not saved. */
  markUnsaved: (model: string) => void;
  /** Runs a page event that may leave now, or, while a form holds unsaved work, holds it back and asks first. */
  guard: (leave: () => void) => void;
  /** "Don't Save": the work is dropped and the move held back goes ahead; answers the models whose work it dropped. */
  discard: () => string[];
}

/** What the guard needs to know of the page. */
export interface LeaveGuardOptions {
  /** The step entry: a new one starts with nothing unsaved. */
  visit: number;
  /** The shared modal that asks (flows/modals/); without one nothing is guarded. */
  modal?: string;
  /** The modal open now, and how to open or close one (the flow holds it). */
  openModal: string | null;
  setModal: (id: string | null) => void;
  /** The address of the step the flow is at: the flow's own moves there are never held. */
  ownPath: string | undefined;
}

/**
 * The Unsaved Changes guard (spec management-session-shared.md section 4) on react-router:
 * while a form that guards its work has been changed, an address change the flow did not
 * make (a link, the browser's back and forward) is blocked by `useBlocker` and the modal
 * asks; closing the tab gets the browser's own question (`useBeforeUnload`). A page event
 * that may leave (the header's Home, Log Out) is held the same way. Go Back (closing the
 * modal) keeps the page as it is, with its form mounted and filled in; Don't Save carries
 * the move out.
 */
export function useLeaveGuard(options: LeaveGuardOptions): LeaveGuard {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(NOTHING);
  const latest = useRef({ unsaved, options, held: null as (() => void) | null });
  latest.current.unsaved = unsaved;
  latest.current.options = options;

  useEffect(() => {
    latest.current.unsaved = NOTHING;
    latest.current.held = null;
    setUnsaved(NOTHING);
  }, [options.visit]);

  const asks = () => Boolean(latest.current.options.modal) && latest.current.unsaved.size > 0;
  // Each move held back is counted: the question is asked once per block (below).
  const [blocks, setBlocks] = useState(0);
  const shouldBlock = useCallback<BlockerFunction>(({ nextLocation }) => {
    const holds = asks() && nextLocation.pathname !== latest.current.options.ownPath;
    if (holds) setBlocks((count) => count + 1);
    return holds;
  }, []);
  const blocker = useBlocker(shouldBlock);

  // Opening once per block; the modal's own state is the flow's. A block is told by its
  // count, not by the state alone: a Back that comes after Go Back's reset but before the
  // page draws again takes the router from idle to blocked unseen, and the state the page
  // reads stays "blocked" (on two busy cores the question never came, however often Back
  // was pressed).
  useEffect(() => {
    if (blocker.state === 'blocked' && options.modal && options.openModal !== options.modal) options.setModal(options.modal);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, blocks]);

  // Go Back (or Escape) closes the modal: the blocked move and any held event are dropped.
  useEffect(() => {
    if (options.openModal === options.modal) return;
    latest.current.held = null;
    if (blocker.state === 'blocked') blocker.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.openModal]);

  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (!asks()) return;
      event.preventDefault();
      // Older browsers show their question only when this is set.
      event.returnValue = '';
    }, []),
  );

  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  return useMemo<LeaveGuard>(
    () => ({
      markUnsaved: (model) => setUnsaved((current) => (current.has(model) ? current : new Set([...current, model]))),
      guard: (leave) => {
        if (!asks()) return leave();
        latest.current.held = leave;
        latest.current.options.setModal(latest.current.options.modal ?? null);
      },
      discard: () => {
        const models = [...latest.current.unsaved];
        const held = latest.current.held;
        latest.current.held = null;
        latest.current.unsaved = NOTHING;
        setUnsaved(NOTHING);
        const current = blockerRef.current;
        // Proceed before the modal closes, so closing it does not read as Go Back.
        if (current.state === 'blocked') current.proceed();
        latest.current.options.setModal(null);
        held?.();
        return models;
      },
    }),
    [],
  );
}
