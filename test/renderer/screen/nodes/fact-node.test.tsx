import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreenNode } from '../../../../src/engine/screen/screen-definition.js';
import { MessagesProvider } from '../../../../src/renderer/messages/messages-context.js';
import { ScreenNodes } from '../../../../src/renderer/screen/screen-nodes.js';
import { ScreenRuntimeProvider } from '../../../../src/renderer/screen/screen-runtime.js';
import { stubRuntime } from '../../../support/screen-runtime.js';

describe('the fact node', () => {
  it('shows a phone number formatted as the registration summary does', () => {
    const facts: ScreenNode = {
      type: 'facts',
      label: 'facts.label',
      items: [{ type: 'fact', term: 'facts.phone', value: '$data/applicant/phone', format: 'phone' }],
    };
    render(
      <MessagesProvider catalogue={{ 'facts.label': 'Details', 'facts.phone': 'Phone' }} globals={{}}>
        <ScreenRuntimeProvider value={stubRuntime({ data: { applicant: { phone: '3175550100' } } })}>
          <ScreenNodes nodes={[facts]} />
        </ScreenRuntimeProvider>
      </MessagesProvider>,
    );
    expect(screen.getByText('Phone').nextElementSibling?.textContent).toBe('317-555-0100');
  });

  it('leaves out a fact whose text has nothing to say: a city and state not given show no stray comma', () => {
    const facts: ScreenNode = {
      type: 'facts',
      label: 'facts.label',
      items: [
        { type: 'fact', term: 'facts.city', text: 'facts.cityState', params: { city: '$data/applicant/city', state: '$data/applicant/state' } },
        { type: 'fact', term: 'facts.name', value: '$data/applicant/name' },
      ],
    };
    render(
      <MessagesProvider catalogue={{ 'facts.label': 'Details', 'facts.city': 'City', 'facts.cityState': '{city}, {state}', 'facts.name': 'Name' }} globals={{}}>
        <ScreenRuntimeProvider value={stubRuntime({ data: { applicant: { name: 'Quinn' } } })}>
          <ScreenNodes nodes={[facts]} />
        </ScreenRuntimeProvider>
      </MessagesProvider>,
    );
    expect(screen.getByText('Name').nextElementSibling?.textContent).toBe('Quinn');
    expect(screen.queryByText('City')).toBeNull();
  });
});
