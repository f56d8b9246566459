import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepFocusOnPage } from '../../../src/renderer/flow/keep-focus-on-page.js';

/** The mutation observer answers in a microtask after the change. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void = () => undefined;

beforeEach(() => {
  document.body.innerHTML = '<main><h1 tabindex="-1">Provider Management</h1><table><tr><td><button>Delete row 1</button></td></tr></table><button>Other</button></main>';
  stop = keepFocusOnPage(document);
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('focus on a page whose focused control goes away', () => {
  it('moves to the page heading when the focused control is removed (a deleted row, the button that opened a closed modal)', async () => {
    const row = document.querySelector('tr') as HTMLElement;
    (row.querySelector('button') as HTMLElement).focus();
    row.remove();
    await observed();
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('moves to an open modal heading rather than the page behind it', async () => {
    document.body.insertAdjacentHTML('beforeend', '<dialog open><h2 class="usa-modal__heading" tabindex="-1">Delete</h2><p><button>Gone</button></p></dialog>');
    const part = document.querySelector('dialog p') as HTMLElement;
    (part.querySelector('button') as HTMLElement).focus();
    part.remove();
    await observed();
    expect(document.activeElement).toBe(document.querySelector('dialog h2'));
  });

  it('leaves focus alone when it is still on the page, or the removed control was not the focused one', async () => {
    const other = Array.from(document.querySelectorAll('button')).find((button) => button.textContent === 'Other') as HTMLElement;
    other.focus();
    document.querySelector('tr')?.remove();
    await observed();
    expect(document.activeElement).toBe(other);
  });
});
