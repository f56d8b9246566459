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

/** The form node on a screen whose `$data` is `data`, as the flow draws it before and after a load. */
function screenWith(data: Record<string, unknown>, held?: Record<string, unknown>) {
  const runtime: ScreenRuntime = {
    send: vi.fn(),
    resources: () => resources,
    heldData: () => held,
    serverErrors: () => undefined,
    request: async () => ({ status: 200 }),
    scope: { data },
    openModal: null,
    setModal: () => undefined,
  } as ScreenRuntime;
  return (
    <MessagesProvider catalogue={testCatalogue} globals={testGlobals}>
      <PortalSettingsProvider value={{ messages: { catalogue: testCatalogue, globals: testGlobals }, ruleContext: {}, contextDerivations: {}, formBehaviour, widgets: {} as never }}>
        <ScreenRuntimeProvider value={runtime}>
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
