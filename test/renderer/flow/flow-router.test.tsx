import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FlowDefinition } from '../../../src/engine/flow/flow-definition.js';
import type { ScreenDefinition } from '../../../src/engine/screen/screen-definition.js';
import { FlowRouter, type FlowRouterProps } from '../../../src/renderer/flow/flow-router.js';
import type { BoundRequest, CallResult } from '../../../src/engine/flow/call.js';
import { MessagesProvider } from '../../../src/renderer/messages/messages-context.js';
import { PortalSettingsProvider, type PortalSettings } from '../../../src/renderer/portal-settings.js';
import formBehaviour from '../../../schemas/config/form-behaviour.json';

const catalogue = {
  'page.title': '{title} | {product}',
  'load.pending': 'Loading…',
  'load.failed': 'Unavailable',
  'start.title': 'Start',
  'next.title': 'Next step',
  'broken.title': 'Broken',
  'next.greeting': 'Hello {name}',
  'go.next': 'Go on',
  'go.broken': 'Go to the broken step',
  'terms.open': 'Read the Terms of Use',
  'terms.title': 'Terms of Use',
  'terms.body': 'The shared terms.',
  'skip': 'Skip to main content',
  'product.name': '{product}',
  'nav.main': 'Primary navigation',
  'nav.home': 'Home',
  'foot.text': 'Call us',
  'fact.name': 'Name',
  'error.title': 'System Error - 503',
  'action.close': 'Close',
  'slow.title': 'Your plans',
  'slow.count': '{count} plans',
};

const flow: FlowDefinition = {
  id: 'demo',
  initial: 'start',
  steps: {
    start: { route: '/', screen: 'start', fallback: true, on: { next: 'later', broken: 'broken' } },
    later: { route: '/later', screen: 'later' },
    next: { route: '/next/:name', screen: 'next', frame: 'signed', on: { home: 'start' }, load: [{ name: 'greeting', call: { method: 'GET', path: '/api/greeting/:name', pathParams: { name: '$params/name' } } }] },
    broken: { route: '/broken', screen: 'broken', load: [{ name: 'failing', call: { method: 'GET', path: '/api/failing' } }] },
    slow: { route: '/slow', screen: 'slow', load: [{ name: 'plans', call: { method: 'GET', path: '/api/plans' } }] },
    signedBroken: { route: '/signed/broken', screen: 'broken', frame: 'signed', load: [{ name: 'failing', call: { method: 'GET', path: '/api/failing' } }] },
  },
};

const screens: Record<string, ScreenDefinition> = {
  start: {
    id: 'start',
    title: 'start.title',
    content: [
      { type: 'heading', level: 1, text: 'start.title' },
      { type: 'button', label: 'go.next', event: 'next' },
      { type: 'button', label: 'go.broken', event: 'broken' },
      { type: 'link', text: 'terms.open', event: '@open:terms-of-use' },
    ],
  },
  next: {
    id: 'next',
    title: 'next.title',
    content: [{ type: 'heading', level: 1, text: 'next.greeting', params: { name: '$data/greeting/name' } }],
  },
  later: { id: 'later', title: 'next.title', content: [{ type: 'heading', level: 1, text: 'next.title' }] },
  broken: { id: 'broken', title: 'broken.title', content: [{ type: 'heading', level: 1, text: 'broken.title' }] },
  slow: {
    id: 'slow',
    title: 'slow.title',
    content: [
      { type: 'heading', level: 1, text: 'slow.title' },
      { type: 'text', text: 'slow.count', params: { count: '$data/plans/count' } },
      { type: 'button', label: 'go.next', event: 'next' },
    ],
  },
};

/** The address bar's path, as the user sees it. */
const addressBar = () => window.location.pathname;

function renderRouter(path: string, overrides: Partial<FlowRouterProps> = {}) {
  const props: FlowRouterProps = {
    flows: [flow],
    // The API as the flow sees it: a greeting per name, and a service that is down.
    request: async ({ url }: BoundRequest): Promise<CallResult> =>
      url.startsWith('/api/greeting/') ? { status: 200, body: { name: decodeURIComponent(url.slice('/api/greeting/'.length)).toUpperCase() } } : { status: 503 },
    scope: () => ({}),
    resources: () => {
      throw new Error('no forms here');
    },
    prepareScreen: (id) => Promise.resolve(screens[id]),
    homeHref: '/',
    frames: {
      public: { id: 'public', footer: [{ type: 'text', text: 'foot.text' }] },
      signed: {
        id: 'signed',
        home: 'demo.later',
        header: [{ type: 'nav', label: 'nav.main', items: [{ type: 'link', text: 'nav.home', event: 'home' }] }],
        banner: [{ type: 'facts', label: 'nav.main', items: [{ type: 'fact', term: 'fact.name', value: '$data/greeting/name' }] }],
        footer: [{ type: 'text', text: 'foot.text' }],
      },
    },
    ...overrides,
  };
  // A first visit: the address bar holds the path before the portal starts.
  window.history.replaceState(null, '', path);
  return render(
    <>
      <MessagesProvider catalogue={catalogue} globals={{ product: 'Provider Access Portal' }}>
        <PortalSettingsProvider value={{ formBehaviour } as unknown as PortalSettings}>
          <FlowRouter {...props} />
        </PortalSettingsProvider>
      </MessagesProvider>
    </>,
  );
}

describe('the flow router', () => {
  it('sends an unknown path to the fallback step and titles the page with the product name', async () => {
    renderRouter('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeTruthy();
    expect(addressBar()).toBe('/');
    await waitFor(() => expect(document.title).toBe('Start | Provider Access Portal'));
  });

  it("makes a step's load calls before showing it and hands their answers to the screen", async () => {
    renderRouter('/next/pat');
    expect(await screen.findByRole('heading', { name: 'Hello PAT' })).toBeTruthy();
  });

  it("shows what of a screen reads none of the step's loads while they are out, and the rest below it once they answer", async () => {
    let answer: (result: CallResult) => void = () => undefined;
    const request = ({ url }: BoundRequest): Promise<CallResult> => (url === '/api/plans' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({ status: 503 }));
    renderRouter('/slow', { request });
    const heading = await screen.findByRole('heading', { name: 'Your plans' });
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByText(/^\d* ?plans$/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Go on' })).toBeNull();

    await act(async () => answer({ status: 200, body: { count: 3 } }));
    expect(await screen.findByText('3 plans')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go on' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    // The heading drawn early is the one on the page: kept, not drawn again.
    expect(screen.getByRole('heading', { name: 'Your plans' })).toBe(heading);
  });

  it("draws a step in its frame: the header's navigation sends the step an event and the banner reads the step's data", async () => {
    renderRouter('/next/pat');
    expect(await screen.findByRole('heading', { name: 'Hello PAT' })).toBeTruthy();
    const banner = screen.getByRole('region', { name: 'Primary navigation' });
    expect(banner.textContent).toBe('NamePAT');
    expect(screen.getByRole('contentinfo').textContent).toContain('Call us');
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    await waitFor(() => expect(addressBar()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeTruthy();
    // The start step has the public frame: no navigation, no banner, the same footer.
    expect(screen.queryByRole('navigation', { name: 'Primary navigation' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Primary navigation' })).toBeNull();
    expect(screen.getByRole('contentinfo').textContent).toContain('Call us');
  });

  it("links the logo to the frame's home step, and to the portal's home in a frame without one", async () => {
    renderRouter('/next/ada');
    await screen.findByRole('heading', { name: 'Hello ADA' });
    const logo = () => screen.getByRole('link', { name: 'Provider Access Portal' });
    expect(logo().getAttribute('href')).toBe('/later');
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    await screen.findByRole('heading', { name: 'Start' });
    expect(logo().getAttribute('href')).toBe('/');
  });

  it("moves to the target of an event, scrolls to the top and puts focus on the new step's heading", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderRouter('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Go on' }));
    await waitFor(() => expect(addressBar()).toBe('/later'));
    const heading = await screen.findByRole('heading', { name: 'Next step' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    scrollTo.mockRestore();
  });

  it('leaves focus where the browser put it on the first page drawn', async () => {
    renderRouter('/');
    await screen.findByRole('heading', { name: 'Start' });
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(document.body);
  });

  it("moves between steps through the router's links without reloading the page", async () => {
    const linked = { ...screens, start: { ...screens.start, content: [...(screens.start as ScreenDefinition).content, { type: 'link', text: 'go.next', href: '/later' }] } } as Record<string, ScreenDefinition>;
    renderRouter('/', { prepareScreen: (id) => Promise.resolve(linked[id]) });
    const link = await screen.findByRole('link', { name: 'Go on' });
    expect(link.getAttribute('href')).toBe('/later');
    await userEvent.click(link);
    await waitFor(() => expect(addressBar()).toBe('/later'));
    expect(await screen.findByRole('heading', { name: 'Next step' })).toBeTruthy();
  });

  it('returns to the previous page when a step fails to load', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRouter('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Go to the broken step' }));
    await waitFor(() => expect(addressBar()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Broken' })).toBeNull();
    errors.mockRestore();
  });

  it('returns to the root when the first page visited fails to load', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRouter('/broken');
    await waitFor(() => expect(addressBar()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeTruthy();
    await act(() => Promise.resolve());
    errors.mockRestore();
  });

  it('draws the shared modals on every screen, for a screen to open by id', async () => {
    // jsdom has no modal dialogs: showModal and close toggle `open`.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
    const sharedModals = [{ type: 'modal', id: 'terms-of-use', title: 'terms.title', content: [{ type: 'text', text: 'terms.body' }], actions: [] }];
    renderRouter('/', { sharedModals });
    await userEvent.click(await screen.findByRole('button', { name: 'Read the Terms of Use' }));
    const dialog = document.querySelector('dialog[data-modal="terms-of-use"]') as HTMLDialogElement;
    expect(dialog).toBeTruthy();
    expect(dialog.textContent).toContain('The shared terms.');
    await waitFor(() => expect(dialog.open).toBe(true));
  });

  describe('with a System Error modal for refusals', () => {
    const withSystemError = (path: string) => {
      HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
        this.open = true;
      };
      HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
        this.open = false;
      };
      const sharedModals = [
        { type: 'modal', id: 'system-error', title: 'error.title', content: [{ type: 'text', text: 'load.failed' }], actions: [{ label: 'action.close', event: '@close' }] },
      ];
      return renderRouter(path, { sharedModals, flows: [{ ...flow, global: { systemError: { modal: 'system-error' } } }] });
    };
    const modal = () => document.querySelector('dialog[data-modal="system-error"]') as HTMLDialogElement;

    it('shows the error page under the modal when the server refuses a page, and Close returns to the page before', async () => {
      withSystemError('/');
      await userEvent.click(await screen.findByRole('button', { name: 'Go to the broken step' }));
      await waitFor(() => expect(modal().open).toBe(true));
      expect(addressBar()).toBe('/broken');
      expect(screen.queryByRole('heading', { name: 'Broken' })).toBeNull();
      expect(document.querySelector('main, body')?.textContent).toContain('Unavailable');
      await userEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
      await waitFor(() => expect(addressBar()).toBe('/'));
      expect(await screen.findByRole('heading', { name: 'Start' })).toBeTruthy();
    });

    it.each([
      ['returns to the root from the error page of the first page visited', '/broken', '/', 'Start'],
      ["leaves the error page of a signed-in first visit for the frame's home, never the root's form", '/signed/broken', '/later', 'Next step'],
    ])('%s', async (_title, path, home, heading) => {
      withSystemError(path);
      await waitFor(() => expect(modal()?.open).toBe(true));
      await userEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
      await waitFor(() => expect(addressBar()).toBe(home));
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    });
  });
});
