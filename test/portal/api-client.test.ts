import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/portal/api-client.js';

const HEADER = { name: 'X-Portal-Key', value: 'k' };

/** Answers as the server does: JSON bodies, and the session's token in a header when there is a session. */
function answer(status: number, token?: string): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (token) headers.set('X-CSRF-Token', token);
  return new Response(JSON.stringify({}), { status, headers });
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client as the inactivity countdown sees it', () => {
  it('counts a successful answer to a live session as activity, and an answer without a session as nothing', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(answer(200)).mockResolvedValueOnce(answer(200, 't1'));
    vi.stubGlobal('fetch', fetch);
    const onChange = vi.fn();
    const { request } = createApiClient(HEADER, { endPaths: ['/api/user/logout'], onChange });
    await request({ method: 'GET', url: '/api/clients' });
    expect(onChange).not.toHaveBeenCalled();
    await request({ method: 'GET', url: '/api/userconfig/userconfiguration' });
    expect(onChange).toHaveBeenCalledWith('active');
  });

  it('ends the session on a log out or any 401, and sends no token afterwards', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(200, 't1'))
      .mockResolvedValueOnce(answer(200, 't1'))
      .mockResolvedValueOnce(answer(401))
      .mockResolvedValueOnce(answer(200));
    vi.stubGlobal('fetch', fetch);
    const onChange = vi.fn();
    const { request } = createApiClient(HEADER, { endPaths: ['/api/user/logout'], onChange });
    await request({ method: 'GET', url: '/api/userconfig/userconfiguration' });
    await request({ method: 'POST', url: '/api/user/logout' });
    expect(onChange.mock.calls).toEqual([['active'], ['ended']]);
    await request({ method: 'GET', url: '/api/keepalive' });
    expect(onChange.mock.calls.at(-1)).toEqual(['ended']);
    await request({ method: 'POST', url: '/api/user/login', body: {} });
    expect((fetch.mock.calls[3]?.[1] as RequestInit).headers).not.toHaveProperty('X-CSRF-Token');
  });

  it("shows answers' *Date and *DateTime fields in the spec's formats", async () => {
    const headers = new Headers({ 'content-type': 'application/json' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ rows: [{ registeredDate: '2026-11-20' }] }), { status: 200, headers })));
    const { request } = createApiClient(HEADER);
    expect((await request({ method: 'GET', url: '/api/staff/registrations' })).body).toEqual({ rows: [{ registeredDate: '11/20/2026' }] });
  });

  it('hands an image answer (the captcha) on as a data URL an image can show, byte for byte', async () => {
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(bytes, { status: 200, headers: { 'content-type': 'image/png' } })));
    const { request } = createApiClient(HEADER);
    const { body } = await request({ method: 'GET', url: '/api/user/captcha?userToken=t' });
    expect(body).toBe(`data:image/png;base64,${Buffer.from(bytes).toString('base64')}`);
  });
});
