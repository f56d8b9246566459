import { describe, expect, it } from 'vitest';
import { errorLogPayload } from '../../../src/portal/error-log/error-log-payload.js';

const FIREFOX_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const page = { userAgent: FIREFOX_ON_MAC, href: 'https://portal.test/contact-us', referrer: 'https://intranet.test/portal-frame', framed: false };

describe('the error-log payload of the page', () => {
  it('names the browser and its operating system from the user agent', () => {
    const payload = errorLogPayload('TypeError: x', undefined, page);
    expect(payload.browser.name).toBe('Firefox');
    expect(payload.browser.version).toBe('128.0');
    expect(payload.browser.OS).toMatch(/^macOS/);
  });

  it("gives the embedding page's address when the page is framed, and its own otherwise", () => {
    expect(errorLogPayload('x', undefined, page).errorUrl).toBe('https://portal.test/contact-us');
    expect(errorLogPayload('x', undefined, { ...page, framed: true }).errorUrl).toBe('https://intranet.test/portal-frame');
  });

  it("keeps within the server's bounds: control characters become spaces, long texts and stacks are cut", () => {
    const error = new Error('boom');
    error.stack = ['Error: boom', ...Array.from({ length: 80 }, (_, index) => `    at f${index} (https://portal.test/assets/index.js:1:${index + 1})`)].join('\n');
    const payload = errorLogPayload(`Line\rwith a bell\u0007${'x'.repeat(3000)}`, error, page);
    expect(payload.errorMessage.startsWith('Line with a bell ')).toBe(true);
    expect(payload.errorMessage).toHaveLength(2000);
    expect(payload.stackTrace).toHaveLength(50);
    expect(payload.stackTrace[0]).toEqual({ functionName: 'f0', fileName: 'https://portal.test/assets/index.js', lineNumber: 1, columnNumber: 1 });
  });

  it('says "Script error." for an error the browser hid (another origin\'s script), with no stack', () => {
    const payload = errorLogPayload('', null, page);
    expect(payload.errorMessage).toBe('Script error.');
    expect(payload.stackTrace).toEqual([]);
  });
});
