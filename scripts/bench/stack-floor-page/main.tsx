import Form from '@rjsf/core';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, ScrollRestoration, useBlocker, useBeforeUnload, useLocation, useNavigate } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';
import { assign, createActor, createMachine, fromPromise } from 'xstate';

/*
 * The floor of the first route's size: the stack the product is specified on, imported as the
 * portal's first route imports it (react-dom's root, react-router's data router with blocking
 * and scroll restoration, swr, an XState actor, an rjsf form with a precompiled validator) and
 * nothing of ours: no rule file, text, style or code of the portal. Each import is used, so
 * the bundler keeps what the portal keeps.
 */
const machine = createMachine({
  initial: 'form',
  context: { tries: 0 },
  states: {
    form: { on: { next: { target: 'saving', actions: assign({ tries: ({ context }) => context.tries + 1 }) } } },
    saving: { invoke: { src: fromPromise(async () => fetch('/api').then((answer) => answer.ok)), onDone: 'form', onError: 'form' } },
  },
});
const actor = createActor(machine).start();

const schema: RJSFSchema = { $id: 'floor', type: 'object', properties: { name: { type: 'string' } } };
// A precompiled validator is a plain function of the data, as the portal's generated ones are.
const validate = Object.assign((data: unknown) => typeof data === 'object', { errors: null });
const validator: ValidatorType = createPrecompiledValidator({ floor: validate }, schema);

function Page() {
  const { data } = useSWR('/api/switches', (key: string) => fetch(key).then((answer) => answer.json()));
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  useBeforeUnload(() => undefined);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <main>
      <Link to="/other">{location.pathname}</Link>
      <Form schema={schema} validator={validator} formData={data} onSubmit={() => { actor.send({ type: 'next' }); navigate('/other'); }} />
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
