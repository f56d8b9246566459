import { render } from '@testing-library/react';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import type { FieldError } from '../../../src/engine/validation/field-error.js';
import { SchemaForm, type SchemaFormProps } from '../../../src/renderer/forms/schema-form.js';
import { MessagesProvider } from '../../../src/renderer/messages/messages-context.js';
import type { FormResources } from '../../../src/renderer/screen/screen-runtime.js';
import formBehaviour from '../../../schemas/config/form-behaviour.json';
import passwordStrength from '../../../schemas/config/password-strength.json';
import type { PasswordStrengthConfig } from '../../../src/engine/content/portal-config.js';
import { testCatalogue, testGlobals } from '../../support/form-resources.js';
import { configFiles } from '../../support/rules.js';

/** Renders the generic form over resources, with the real catalogue and configuration. */
export function renderForm(resources: FormResources, overrides: Partial<SchemaFormProps> = {}) {
  const props: SchemaFormProps = {
    schema: resources.schema,
    ui: resources.ui as SchemaNode,
    validator: resources.validator,
    validate: resources.validate,
    messages: { catalogue: testCatalogue, globals: testGlobals },
    // Rules name codes (`$config/codes/userRole/...`), read from the config files as in the portal.
    ruleContext: { switches: {}, scope: { config: configFiles() } },
    behaviour: formBehaviour,
    settings: { passwordStrength: passwordStrength as unknown as PasswordStrengthConfig },
    submit: { label: 'action.next', event: 'next' },
    actions: [{ label: 'action.cancel', event: 'cancel', variant: 'outline' }],
    onSubmit: () => undefined,
    ...overrides,
  };
  const view = (next: SchemaFormProps) => (
    <MessagesProvider catalogue={testCatalogue} globals={testGlobals}>
      <SchemaForm {...next} />
    </MessagesProvider>
  );
  const result = render(view(props));
  return { ...result, rerenderWith: (more: Partial<SchemaFormProps>) => result.rerender(view({ ...props, ...more })) };
}

/** A field error as a server would answer it. */
export function serverError(path: string, message: string): FieldError {
  return { path, messageId: 'test.server', params: {}, message };
}
