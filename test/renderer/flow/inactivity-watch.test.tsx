import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoundRequest, CallResult } from '../../../src/engine/flow/call.js';
import type { FlowDefinition } from '../../../src/engine/flow/flow-definition.js';
import { callLibrary, namedCallOrThrow } from '../../../src/engine/flow/named-calls.js';
import type { ScreenDefinition } from '../../../src/engine/screen/screen-definition.js';
import { FlowRouter } from '../../../src/renderer/flow/flow-router.js';
import { createSessionActivity, type SessionActivity } from '../../../src/renderer/flow/session-activity.js';
import type { InactivityConfig } from '../../../src/renderer/flow/use-inactivity-countdown.js';
import { MessagesProvider } from '../../../src/renderer/messages/messages-context.js';
import { PortalSettingsProvider, type PortalSettings } from '../../../src/renderer/portal-settings.js';
import formBehaviour from '../../../schemas/config/form-behaviour.json';
import inactivityFile from '../../../schemas/config/inactivity.json';
import sessionCalls from '../../../flows/calls/session.json';
import sessionMessages from '../../../schemas/messages/session.json';
import notice from '../../../flows/modals/inactivity-notice.json';

/** schemas/config/inactivity.json as the portal reads it: the session calls it names written in place. */
const named = callLibrary([sessionCalls]);
const inactivity: InactivityConfig = {
  ...inactivityFile,
  durationCall: namedCallOrThrow(named, inactivityFile.durationCall, 'durationCall'),
  keepAliveCall: namedCallOrThrow(named, inactivityFile.keepAliveCall, 'keepAliveCall'),
};

const catalogue = {
  ...sessionMessages.messages,
  'page.title': '{title}',
  'load.pending': 'Loading…',
  'work.title': 'Your work',
  'out.title': 'Logged out for inactivity',
  'public.title': 'Public page',
  'go.public': 'Go to the public page',
};

const flow: FlowDefinition = {
  id: 'demo',
  initial: 'work',
  global: { inactive: { target: 'demo.out', replace: true } },
  steps: {
    work: { route: '/work', screen: 'work', fallback: true, on: { public: 'public' } },
    public: { route: '/public', screen: 'public', timeout: false },
    out: { route: '/out', screen: 'out', timeout: false },
  },
};

const screens: Record<string, ScreenDefinition> = {
  work: { id: 'work', title: 'work.title', content: [{ type: 'heading', level: 1, text: 'work.title' }, { type: 'button', label: 'go.public', event: 'public' }] },
  public: { id: 'public', title: 'public.title', content: [{ type: 'heading', level: 1, text: 'public.title' }] },
  out: { id: 'out', title: 'out.title', content: [{ type: 'heading', level: 1, text: 'out.title' }] },
};

/** The server's side of the countdown: a 1200-second limit, and keepalive answering to the live session. */
function serverFor(activity: SessionActivity) {
  const calls: string[] = [];
  const request = async ({ url }: BoundRequest): Promise<CallResult> => {
    calls.push(url);
    if (url === '/api/timeout') return { status: 200, body: { duration: 1200 } };
    // The API client reports an answer given to a live session as activity.
    if (url === '/api/keepalive') activity.report('active');
    return { status: 200, body: {} };
  };
  return { calls, request };
}

async function advance(seconds: number) {
  await act(() => vi.advanceTimersByTimeAsync(seconds * 1000));
}

/** The first answer to a live session: the countdown asks the server's limit and starts. */
async function signedIn(activity: SessionActivity, calls: readonly string[]) {
  await advance(0);
  act(() => activity.report('active'));
  // The countdown's code loads with the first answer to a session, then asks the server's limit.
  await act(() => vi.dynamicImportSettled());
  await vi.waitFor(() => expect(calls).toContain('/api/timeout'));
  // The limit's answer, then the effects it starts (React runs them once act is over).
  await advance(0);
  await advance(0);
}

function start() {
  const activity = createSessionActivity();
  const server = serverFor(activity);
  window.history.replaceState(null, '', '/work');
  render(
    <MessagesProvider catalogue={catalogue} globals={{}}>
      <PortalSettingsProvider value={{ formBehaviour } as unknown as PortalSettings}>
        <FlowRouter
          flows={[flow]}
          frames={{}}
          homeHref="/"
          request={server.request}
          scope={() => ({})}
          resources={() => {
            throw new Error('no forms here');
          }}
          prepareScreen={(id) => Promise.resolve(screens[id])}
          sharedModals={[notice]}
          inactivity={{ activity, config: inactivity }}
        />
      </PortalSettingsProvider>
    </MessagesProvider>,
  );
  return { activity, server };
}

const dialog = () => document.querySelector('dialog[data-modal="inactivity-notice"]') as HTMLDialogElement;
const shown = () => dialog().querySelector('p:not([role])')?.textContent;
const announced = () => dialog().querySelector('[role="status"]')?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => vi.useRealTimers());

describe('the inactivity countdown', () => {
  it('opens the Inactivity Notice 60 seconds before the end of the server duration minus 20 seconds, counting down', async () => {
    const { activity, server } = start();
    await signedIn(activity, server.calls);
    await advance(1119);
    expect(dialog().open).toBe(false);
    await advance(1);
    expect(dialog().open).toBe(true);
    expect(shown()).toBe('You will be logged out in 60 seconds due to inactivity.');
    await advance(1);
    expect(shown()).toBe('You will be logged out in 59 seconds due to inactivity.');
    // Screen readers hear it when it opens, then every 15 seconds and at 10: never each second.
    expect(announced()).toBe('You will be logged out in 60 seconds due to inactivity.');
    await advance(14);
    expect(announced()).toBe('You will be logged out in 45 seconds due to inactivity.');
    await advance(34);
    expect(shown()).toBe('You will be logged out in 11 seconds due to inactivity.');
    expect(announced()).toBe('You will be logged out in 15 seconds due to inactivity.');
    await advance(1);
    expect(announced()).toBe('You will be logged out in 10 seconds due to inactivity.');
    await advance(9);
    expect(shown()).toBe('You will be logged out in 1 second due to inactivity.');
  });

  it('logs out at zero: the flows answer the expiry event', async () => {
    const { activity, server } = start();
    await signedIn(activity, server.calls);
    await advance(1180);
    expect(screen.getByRole('heading', { name: 'Logged out for inactivity' })).toBeTruthy();
    expect(window.location.pathname).toBe('/out');
  });

  it('asks nothing more of the session it logged out: the notice closing at zero keeps nothing alive', async () => {
    const { activity, server } = start();
    await signedIn(activity, server.calls);
    await advance(1180);
    await advance(5);
    expect(screen.getByRole('heading', { name: 'Logged out for inactivity' })).toBeTruthy();
    expect(dialog().open).toBe(false);
    expect(server.calls).not.toContain('/api/keepalive');
  });

  it('keeps the session when the notice is closed, and starts the countdown again', async () => {
    const { activity, server } = start();
    await signedIn(activity, server.calls);
    await advance(1150);
    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In', hidden: true }));
    await advance(0);
    expect(server.calls).toContain('/api/keepalive');
    expect(dialog().open).toBe(false);
    await advance(1119);
    expect(screen.getByRole('heading', { name: 'Your work' })).toBeTruthy();
    expect(dialog().open).toBe(false);
    await advance(1);
    expect(dialog().open).toBe(true);
  });

  it('restarts on any call answered to the session, and stops on a step without timeout or when the session ends', async () => {
    const { activity, server } = start();
    await signedIn(activity, server.calls);
    await advance(1000);
    act(() => activity.report('active'));
    await advance(1000);
    expect(dialog().open).toBe(false);
    act(() => activity.report('ended'));
    await advance(2000);
    expect(screen.getByRole('heading', { name: 'Your work' })).toBeTruthy();
    act(() => activity.report('active'));
    fireEvent.click(screen.getByRole('button', { name: 'Go to the public page' }));
    await advance(2000);
    expect(screen.getByRole('heading', { name: 'Public page' })).toBeTruthy();
  });
});
