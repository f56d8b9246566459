import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaNode } from '../../../../src/engine/schema/json-schema.js';
import formBehaviour from '../../../../schemas/config/form-behaviour.json';
import { MessagesProvider } from '../../../../src/renderer/messages/messages-context.js';
import { PortalSettingsProvider } from '../../../../src/renderer/portal-settings.js';
import { ScreenRuntimeProvider, type ScreenRuntime } from '../../../../src/renderer/screen/screen-runtime.js';
import { ScreenNodes } from '../../../../src/renderer/screen/screen-nodes.js';
import type { ScreenNode } from '../../../../src/engine/screen/screen-definition.js';
import { UNAUTHORIZED_EVENT } from '../../../../src/engine/flow/raised-events.js';
import { testCatalogue, testGlobals, testResources } from '../../../support/form-resources.js';
import { text } from '../../../support/rules.js';

const model: SchemaNode = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://provider-portal.example/schemas/models/test-late-initial.json',
  type: 'object',
  properties: {
    userName: { type: 'string', title: text('caption.username') },
    password: { type: 'string', title: text('caption.password') },
  },
};
const ui: SchemaNode = { model: 'test-late-initial', password: { 'ui:widget': 'text' } };
const resources = testResources(model.$id as string, ui, [model]);
const form: ScreenNode = {
  type: 'form',
  model: 'test-late-initial',
  ui: 'test',
  submit: { label: 'action.next', event: 'next' },
  initial: { userName: '$data/user/userName', password: '$data/user/password' },
} as ScreenNode;

/** The form node on a screen whose `$data` is `data`, as the flow draws it before and after a load; `runtime` overrides the page's. */
function screenWith(data: Record<string, unknown>, held?: Record<string, unknown>, runtime: Partial<ScreenRuntime> = {}) {
  const page = {
    send: vi.fn(),
    resources: () => resources,
    heldData: () => held,
    serverErrors: () => undefined,
    request: async () => ({ status: 200 }),
    scope: { data },
    openModal: null,
    setModal: () => undefined,
    ...runtime,
  } as ScreenRuntime;
  return (
    <MessagesProvider catalogue={testCatalogue} globals={testGlobals}>
      <PortalSettingsProvider value={{ messages: { catalogue: testCatalogue, globals: testGlobals }, ruleContext: {}, contextDerivations: {}, formBehaviour, widgets: {} as never }}>
        <ScreenRuntimeProvider value={page}>
          <ScreenNodes nodes={[form]} />
        </ScreenRuntimeProvider>
      </PortalSettingsProvider>
    </MessagesProvider>
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('a form node whose initial values arrive after the visitor started typing', () => {
  it('keeps what was typed and fills only the fields the visitor left alone', async () => {
    const view = render(screenWith({}));
    await userEvent.type(field(/^Password/), 'Typed1234');
    view.rerender(screenWith({ user: { userName: 'sam@clinic.example', password: 'loaded' } }));
    await vi.waitFor(() => expect(field(/^Username/).value).toBe('sam@clinic.example'));
    expect(field(/^Password/).value).toBe('Typed1234');
  });

  it('starts again from the new initial values while nothing was typed', () => {
    const view = render(screenWith({ user: { userName: 'first@clinic.example' } }));
    view.rerender(screenWith({ user: { userName: 'second@clinic.example' } }));
    expect(field(/^Username/).value).toBe('second@clinic.example');
  });
});

describe('a form node whose field check finds the session ended', () => {
  const checked: SchemaNode = {
    model: 'test-late-initial',
    userName: { 'ui:check': { call: { method: 'POST', path: '/api/check', body: { userName: '$this/userName' } }, outcomes: [{ status: '4xx', fieldErrors: true }] } },
  };
  const checkedResources = testResources(model.$id as string, checked, [model]);

  it("tells the flow the session ended, as the form's own event, whatever the check's outcomes say", async () => {
    const send = vi.fn();
    const ended = { status: 401, body: { errors: [{ path: '', messageId: 'session.loggedOut', params: {}, message: text('session.loggedOut') }] } };
    render(screenWith({}, undefined, { send, resources: () => checkedResources, request: async () => ended }));
    await userEvent.type(field(/^Username/), 'sam@clinic.example');
    await userEvent.tab();
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ type: UNAUTHORIZED_EVENT, model: 'test-late-initial', result: ended }), { timeout: formBehaviour.asyncCheckDebounceMs * 4 });
  });
});
