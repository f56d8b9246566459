import { type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, ScrollRestoration, useBlocker, useBeforeUnload, useLocation, useNavigate } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';
import { assign, createActor, createMachine, fromPromise } from 'xstate';

/** What a floor page draws inside the stack's shell: the start-up answer, and a submit that moves the actor and the route. */
export type FloorContent = ComponentType<{ data: unknown; submit: () => void }>;

/** Where the shell asks its start-up answer, and with which headers. */
export interface StartUpCall {
  path: string;
  headers?: Record<string, string>;
}

/**
 * Mounts `Content` in the stack as the portal's first route uses it, with nothing of ours:
 * react-dom's root, react-router's data router with blocking and scroll restoration, swr
 * asking a start-up answer, and an XState actor moved by the submit. Each import is used, so
 * the bundler keeps what the portal keeps. Shared by the size floor (main.tsx) and the
 * Lighthouse floor screen (../floor-screen-page), so the two differ only by what they draw.
 */
export function mountStackFloor(Content: FloorContent, call: StartUpCall): void {
  const ask = (path: string) => fetch(path, { headers: call.headers ?? {} });
  const machine = createMachine({
    initial: 'form',
    context: { tries: 0 },
    states: {
      form: { on: { next: { target: 'saving', actions: assign({ tries: ({ context }) => context.tries + 1 }) } } },
      saving: { invoke: { src: fromPromise(async () => ask(call.path).then((answer) => answer.ok)), onDone: 'form', onError: 'form' } },
    },
  });
  const actor = createActor(machine).start();

  function Page() {
    const { data } = useSWR(call.path, (key: string) => ask(key).then((answer) => answer.json()));
    const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
    useBeforeUnload(() => undefined);
    const location = useLocation();
    const navigate = useNavigate();
    return (
      <main>
        <Content
          data={data}
          submit={() => {
            actor.send({ type: 'next' });
            navigate('/other');
          }}
        />
        <Link to={location.pathname === '/' ? '/other' : '/'}>{location.pathname}</Link>
        {blocker.state === 'blocked' ? <button onClick={() => blocker.proceed()}>go</button> : null}
        <ScrollRestoration />
      </main>
    );
  }

  const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root in the page');
  createRoot(container).render(
    <SWRConfig value={{ revalidateOnFocus: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}
