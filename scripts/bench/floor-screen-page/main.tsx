import Form from '@rjsf/core';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useDeferredValue } from 'react';
import schema from '../../../src/generated/models/registration.json';
import validators from '../../../src/generated/validators/registration.js';
import { staticHeader } from '../../../schemas/config/portal.json';
import { mountStackFloor } from '../stack-floor-page/stack-shell.js';

/*
 * The Lighthouse floor of the first screen: the stack floor's shell (stack-shell.tsx) drawing
 * what `/` draws first with nothing of the portal's own code: a heading, an intro, and the
 * registration model's bundled schema through stock @rjsf/core with its precompiled validator
 * (the portal's generated one: no compiling in the page, so it runs under the portal's CSP).
 * No styles, texts or rules of the portal: labels are the schema's catalogue ids. It paints as
 * the portal does, the heading first and the form in a deferred render React time-slices
 * (React's own useDeferredValue), so it has the portal's rendering lever and differs from the
 * portal only by the portal's own code. What it scores is the most `/` can score on this stack.
 */
const rootSchema = schema as unknown as RJSFSchema;
const validator: ValidatorType = createPrecompiledValidator(validators as unknown as ValidatorFunctions, rootSchema);

function FirstScreen({ submit }: { submit: () => void }) {
  const formDrawn = useDeferredValue(true, false);
  return (
    <>
      <h1>Provider Registration</h1>
      <p>
        Register for an account to reach the portal's provider tools. Fill in your organization, your contact details and the identifiers you
        work under; fields marked with an asterisk are required.
      </p>
      {formDrawn && <Form schema={rootSchema} validator={validator} onSubmit={submit} />}
    </>
  );
}

// A start-up answer the portal's first route asks for too, asked as its API client asks (the static header).
mountStackFloor(FirstScreen, { path: '/api/app/AuthenticationMfaEnabled', headers: { [staticHeader.name]: staticHeader.value } });
