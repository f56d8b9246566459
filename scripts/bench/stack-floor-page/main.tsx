import Form from '@rjsf/core';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { mountStackFloor } from './stack-shell.js';

/*
 * The floor of the first route's size: the stack the product is specified on, imported as the
 * portal's first route imports it (stack-shell.tsx: react-dom's root, react-router's data
 * router with blocking and scroll restoration, swr, an XState actor) and an rjsf form with a
 * precompiled validator, and nothing of ours: no rule file, text, style or code of the portal.
 */
const schema: RJSFSchema = { $id: 'floor', type: 'object', properties: { name: { type: 'string' } } };
// A precompiled validator is a plain function of the data, as the portal's generated ones are.
const validate = Object.assign((data: unknown) => typeof data === 'object', { errors: null });
const validator: ValidatorType = createPrecompiledValidator({ floor: validate }, schema);

mountStackFloor(({ data, submit }) => <Form schema={schema} validator={validator} formData={data} onSubmit={submit} />, { path: '/api/switches' });
