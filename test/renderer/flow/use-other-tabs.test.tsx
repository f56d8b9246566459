import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOtherTabs, type TabMessage } from '../../../src/renderer/flow/use-other-tabs.js';

/** One tab's page: what it hears, and its way to tell the others. */
function openTab() {
  const heard: TabMessage[] = [];
  const tell: { current: (message: TabMessage) => void } = { current: () => undefined };
  function Page() {
    useOtherTabs(tell, (message) => heard.push(message));
    return null;
  }
  const view = render(<Page />);
  return { heard, tell: (message: TabMessage) => tell.current(message), close: () => view.unmount() };
}

describe('useOtherTabs', () => {
  it("tells every other tab's page an event and what to ask again, never its own", async () => {
    const first = openTab();
    const second = openTab();
    const third = openTab();
    first.tell({ revalidate: ['/api/userconfig/'] });
    first.tell({ event: 'actingChanged' });
    const expected = [{ revalidate: ['/api/userconfig/'] }, { event: 'actingChanged' }];
    await waitFor(() => expect(second.heard).toEqual(expected));
    await waitFor(() => expect(third.heard).toEqual(expected));
    expect(first.heard).toEqual([]);
    [first, second, third].forEach((tab) => tab.close());
  });

  it('hears nothing once its page is gone, and tells nothing from it', async () => {
    const first = openTab();
    const second = openTab();
    second.close();
    first.tell({ event: 'actingChanged' });
    second.tell({ event: 'fromAClosedPage' });
    const third = openTab();
    first.tell({ event: 'later' });
    await waitFor(() => expect(third.heard).toEqual([{ event: 'later' }]));
    expect(second.heard).toEqual([]);
    expect(first.heard).toEqual([]);
    [first, third].forEach((tab) => tab.close());
  });
});
