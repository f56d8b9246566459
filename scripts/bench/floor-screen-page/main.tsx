import Form from '@rjsf/core';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useDeferredValue } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, ScrollRestoration, useBlocker, useBeforeUnload, useLocation, useNavigate } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';
import { assign, createActor, createMachine, fromPromise } from 'xstate';
import schema from '../../../src/generated/models/registration.json';
import validators from '../../../src/generated/validators/registration.js';
import { staticHeader } from '../../../schemas/config/portal.json';

/** A start-up answer the portal's first route asks for too, asked as the portal's API client asks (its static header). */
const ask = (path: string) => fetch(path, { headers: { [staticHeader.name]: staticHeader.value } });

/*
 * The Lighthouse floor of the first screen: the stack floor's libraries (stack-floor-page),
 * imported and used the same way, drawing what `/` draws first with nothing of the portal's
 * own code: a heading, an intro, and the registration model's bundled schema through stock
 * @rjsf/core with its precompiled validator (the portal's generated one: no compiling in the
 * page, so it runs under the portal's CSP). No styles, texts or rules of the portal: labels
 * are the schema's catalogue ids. Whatever this page scores is the most the portal's `/` can
 * score on this stack. It paints as the portal does: the heading and intro first, the form
 * in a deferred render React time-slices (React's own useDeferredValue), so the floor has the
 * portal's rendering lever and differs from it only by the portal's own code.
 */
const machine = createMachine({
  initial: 'form',
  context: { tries: 0 },
  states: {
    form: { on: { next: { target: 'saving', actions: assign({ tries: ({ context }) => context.tries + 1 }) } } },
    saving: { invoke: { src: fromPromise(async () => ask('/api/app/AuthenticationMfaEnabled').then((answer) => answer.ok)), onDone: 'form', onError: 'form' } },
  },
});
const actor = createActor(machine).start();

const rootSchema = schema as unknown as RJSFSchema;
const validator: ValidatorType = createPrecompiledValidator(validators as unknown as ValidatorFunctions, rootSchema);

function Page() {
  const { data } = useSWR('/api/app/AuthenticationMfaEnabled', (key: string) => ask(key).then((answer) => answer.json()));
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  useBeforeUnload(() => undefined);
  const location = useLocation();
  const navigate = useNavigate();
  const formDrawn = useDeferredValue(true, false);
  return (
    <main>
      <h1>Provider Registration</h1>
      <p>
        Register for an account to reach the portal's provider tools. Fill in your organization, your contact details and the identifiers you
        work under; fields marked with an asterisk are required.
      </p>
      {formDrawn && <Form schema={rootSchema} validator={validator} onSubmit={() => { actor.send({ type: 'next' }); navigate('/other'); }} />}
      <Link to={location.pathname === '/' ? '/other' : '/'}>{data === undefined ? 'Sign in' : 'Signed out'}</Link>
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
