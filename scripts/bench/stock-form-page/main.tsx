import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import { addPortalKeywords } from '../../../src/engine/keywords/index.js';
import schema from '../../../src/generated/models/registration.json';
import model from '../../../schemas/models/registration.json';

/*
 * The baseline of the bench's form-feedback figure: the registration model as a team would
 * draw it with stock @rjsf/core and nothing of ours but the keywords the schema needs. The
 * same bundled schema and the model's first example as data; rjsf's default theme, live
 * validation on every change, and ajv compiling the schema in the page at run time (which
 * is why this page is served without the portal's Content Security Policy).
 */
const validator = customizeValidator({
  // The validator settings the portal's own validators are generated with, plus strict off
  // so ajv accepts the annotation keywords as they are rather than refusing the schema.
  ajvOptionsOverrides: { $data: true, allErrors: true, strict: false, strictTuples: false },
  extenderFn: (ajv) => addPortalKeywords(ajv),
});

const container = document.getElementById('root');
if (!container) throw new Error('no #root in the page');
// Uncontrolled, as rjsf's own live-validation example: the form keeps its data itself, so
// the figure is rjsf's cost and not that of a parent re-rendering it.
createRoot(container).render(
  <Form schema={schema as unknown as RJSFSchema} validator={validator} formData={model.examples[0]} liveValidate="onChange" />,
);
