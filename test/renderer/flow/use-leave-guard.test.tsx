import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLeaveGuard } from '../../../src/renderer/flow/use-leave-guard.js';

const MODAL = 'unsaved-changes';

/** A page at /form whose form holds unsaved work, on a router that came from /list; counts each time the guard asks. */
function guardedPage() {
  const asked: string[] = [];
  const page = { closeModal: () => undefined as void };
  function Page() {
    const [openModal, setOpenModal] = useState<string | null>(null);
    const guard = useLeaveGuard({
      visit: 1,
      modal: MODAL,
      openModal,
      setModal: (id) => {
        if (id) asked.push(id);
        setOpenModal(id);
      },
      ownPath: '/form',
    });
    useEffect(() => guard.markUnsaved('form'), [guard]);
    page.closeModal = () => setOpenModal(null);
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Page /> },
      { path: '/list', element: null },
    ],
    { initialEntries: ['/list', '/form'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { router, asked, closeModal: () => page.closeModal() };
}

describe('useLeaveGuard', () => {
  it('asks again when Back comes before the page drew the question being answered', async () => {
    const { router, asked, closeModal } = guardedPage();
    await act(async () => {
      await router.navigate(-1);
    });
    expect(asked).toEqual([MODAL]);
    expect(router.state.location.pathname).toBe('/form');

    // Go Back closes the question; the router hears its reset, and a second Back arrives before
    // the page draws again (two busy cores): the router goes from idle to blocked unseen.
    const backOnReset = router.subscribe((state) => {
      if ([...state.blockers.values()].every((blocker) => blocker.state === 'unblocked')) {
        backOnReset();
        void router.navigate(-1);
      }
    });
    await act(async () => closeModal());
    expect(asked).toEqual([MODAL, MODAL]);
    expect(router.state.location.pathname).toBe('/form');
  });
});
