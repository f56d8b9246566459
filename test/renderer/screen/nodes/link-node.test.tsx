import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreenNode } from '../../../../src/engine/screen/screen-definition.js';
import { MessagesProvider } from '../../../../src/renderer/messages/messages-context.js';
import { ScreenNodes } from '../../../../src/renderer/screen/screen-nodes.js';
import { ScreenRuntimeProvider } from '../../../../src/renderer/screen/screen-runtime.js';
import { stubRuntime } from '../../../support/screen-runtime.js';

const catalogue = { 'contact.phone': 'Phone: {phone}', 'contact.email': 'E-mail: {email}' };
const contact = { phone: '1-800-252-2021', email: 'help@portal.example' };

function draw(nodes: ScreenNode[]) {
  render(
    <MessagesProvider catalogue={catalogue} globals={contact}>
      <ScreenRuntimeProvider value={stubRuntime({ config: { portal: contact } })}>
        <ScreenNodes nodes={nodes} />
      </ScreenRuntimeProvider>
    </MessagesProvider>,
  );
}

describe('the link node', () => {
  it('makes a configured phone a tel: link of its digits and an e-mail address a mailto: link', () => {
    draw([
      { type: 'link', text: 'contact.phone', href: '$config/portal/phone', scheme: 'tel' },
      { type: 'link', text: 'contact.email', href: '$config/portal/email', scheme: 'mailto' },
    ]);
    expect(screen.getByRole('link', { name: 'Phone: 1-800-252-2021' }).getAttribute('href')).toBe('tel:18002522021');
    expect(screen.getByRole('link', { name: 'E-mail: help@portal.example' }).getAttribute('href')).toBe('mailto:help@portal.example');
  });
});
