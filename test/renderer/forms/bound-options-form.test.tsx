import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import formBehaviour from '../../../schemas/config/form-behaviour.json';
import { MessagesProvider } from '../../../src/renderer/messages/messages-context.js';
import { PortalSettingsProvider } from '../../../src/renderer/portal-settings.js';
import { ScreenRuntimeProvider } from '../../../src/renderer/screen/screen-runtime.js';
import { ScreenNodes } from '../../../src/renderer/screen/screen-nodes.js';
import { testCatalogue, testGlobals, testResources } from '../../support/form-resources.js';
import { renderForm } from './render-form.js';
import { text } from '../../support/rules.js';

const model: SchemaNode = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://provider-portal.example/schemas/models/test-bound-options.json',
  type: 'object',
  required: ['role'],
  properties: {
    role: { type: 'integer', title: 'User Role' },
    plan: { type: 'string', title: text('caption.healthPlan') },
  },
};
const ui: SchemaNode = {
  model: 'test-bound-options',
  role: { 'ui:widget': 'radio', 'ui:optionsFrom': { items: '$data/defaults/roles', value: '/id', label: '/name', description: '/description' } },
  plan: { 'ui:widget': 'select', 'ui:optionsFrom': { items: '$data/clients', value: '/id', label: '/name' } },
};
const data = {
  defaults: { roles: [{ id: 1, name: 'Ordering Provider', description: 'Initiates order requests and inquiries' }, { id: 2, name: 'Servicing Provider' }] },
  clients: [{ id: 'p1', name: 'Blue Valley Health' }],
};

describe('a form whose options come from loaded data', () => {
  it('draws radio options with their descriptions and a select from bindings, and submits the chosen values', async () => {
    const onSubmit = vi.fn();
    renderForm(testResources(model.$id as string, ui, [model]), { onSubmit, checks: { request: async () => ({ status: 200 }), scope: () => ({ data }) } });
    expect(screen.getByText('Initiates order requests and inquiries')).toBeTruthy();
    await userEvent.click(screen.getByLabelText(/Servicing Provider/));
    await userEvent.selectOptions(screen.getByLabelText(/^Health Plan/), 'Blue Valley Health');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ role: 2, plan: 'p1' }));
  });
});

describe('a form node with initial values', () => {
  it('starts from its bound initial values while nothing is held for its model', () => {
    const resources = testResources(model.$id as string, ui, [model]);
    render(
      <MessagesProvider catalogue={testCatalogue} globals={testGlobals}>
        <PortalSettingsProvider value={{ messages: { catalogue: testCatalogue, globals: testGlobals }, ruleContext: {}, contextDerivations: {}, formBehaviour, widgets: {} as never }}>
          <ScreenRuntimeProvider
            value={{
              send: vi.fn(),
              resources: () => resources,
              heldData: () => undefined,
              serverErrors: () => undefined,
              request: async () => ({ status: 200 }),
              scope: { data: { ...data, user: { roleId: 2 } } },
              openModal: null,
              setModal: () => undefined,
            }}
          >
            <ScreenNodes nodes={[{ type: 'form', model: 'test-bound-options', ui: 'test', submit: { label: 'action.next', event: 'next' }, initial: { role: '$data/user/roleId' } }]} />
          </ScreenRuntimeProvider>
        </PortalSettingsProvider>
      </MessagesProvider>,
    );
    expect((screen.getByLabelText(/Servicing Provider/) as HTMLInputElement).checked).toBe(true);
  });
});

describe('a checkbox list from loaded data', () => {
  const listModel: SchemaNode = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://provider-portal.example/schemas/models/test-checkbox-list.json',
    type: 'object',
    properties: { plans: { type: 'array', title: text('caption.healthPlans'), items: { type: 'string' }, uniqueItems: true } },
  };
  const listUi: SchemaNode = {
    model: 'test-checkbox-list',
    plans: { 'ui:widget': 'checkboxes', 'ui:options': { enumDisabled: ['p2'] }, 'ui:optionsFrom': { items: '$data/clients', value: '/id', label: '/name', description: '/note' } },
  };
  const clients = [
    { id: 'p1', name: 'Blue Valley Health', note: 'PIN needed' },
    { id: 'p2', name: 'Summit Care' },
    { id: 'p3', name: 'Harbor Health Partners' },
  ];

  it('checks options into a list in their order, and leaves a disabled option unpickable', async () => {
    const onSubmit = vi.fn();
    renderForm(testResources(listModel.$id as string, listUi, [listModel]), { onSubmit, checks: { request: async () => ({ status: 200 }), scope: () => ({ data: { clients } }) } });
    expect(screen.getByRole('group', { name: /Health Plans/ })).toBeTruthy();
    expect(screen.getByText('PIN needed')).toBeTruthy();
    expect((screen.getByLabelText(/Summit Care/) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByLabelText(/Harbor Health Partners/));
    await userEvent.click(screen.getByLabelText(/Blue Valley Health/));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ plans: ['p1', 'p3'] }));
  });
});
