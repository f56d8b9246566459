// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { portalLink } from '../../../src/server/mail/portal-link.js';
import { linksIn, renderMail } from '../../../src/server/mail/render-mail.js';

describe('mail rendering', () => {
  it('finds the links of a text without the sentence mark after them, each once', () => {
    expect(linksIn('Sign in at https://portal.test/. Or https://portal.test/a?b=1&c=2, then https://portal.test/.')).toEqual([
      'https://portal.test/',
      'https://portal.test/a?b=1&c=2',
    ]);
  });

  it('makes paragraphs and links in the HTML part and escapes every value', () => {
    const mail = renderMail(
      { to: 'a@b.co', template: 'unlockLink', params: {} },
      (id) => (id.endsWith('.subject') ? 'Unlock <now>' : 'Hi "you",\n\nOpen https://portal.test/u?t=1&x=2\n\nBye.'),
    );
    expect(mail.html).toContain('<title>Unlock &lt;now&gt;</title>');
    expect(mail.html).toContain('<p>Hi &quot;you&quot;,</p>');
    expect(mail.html).toContain('<a href="https://portal.test/u?t=1&amp;x=2">https://portal.test/u?t=1&amp;x=2</a>');
    expect(mail.text).toBe('Hi "you",\n\nOpen https://portal.test/u?t=1&x=2\n\nBye.');
  });

  it('builds links on the configured portal URL, keeping a base path and encoding query values', () => {
    expect(portalLink('https://host.test/portal/', '/user/unlock-account', { token: 'a+b/c=' })).toBe(
      'https://host.test/portal/user/unlock-account?token=a%2Bb%2Fc%3D',
    );
  });
});
