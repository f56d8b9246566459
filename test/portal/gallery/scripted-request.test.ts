import { describe, expect, it, vi } from 'vitest';
import type { FlowDefinition } from '../../../src/engine/flow/flow-definition.js';
import { scriptedRequest } from '../../../src/portal/gallery/scripted-request.js';

const flows: FlowDefinition[] = [
  {
    id: 'f',
    initial: 'a',
    steps: {
      a: {
        route: '/',
        screen: 's',
        load: [
          { name: 'mfaEnabled', call: { method: 'GET', path: '/api/app/AuthenticationMfaEnabled' }, switch: '$result/body/success' },
          { name: 'user', call: { method: 'GET', path: '/api/userconfig/userconfiguration' } },
          { name: 'confirmation', call: { method: 'PUT', path: '/api/user/registration/confirmation' }, accept: '4xx' },
        ],
      },
    },
  },
];

describe('the gallery’s request primitive', () => {
  it('answers a switch load with the state’s setting, where the load’s binding reads it, without asking the server', async () => {
    const real = vi.fn();
    const request = scriptedRequest(flows, { mfaEnabled: true }, real);
    expect(await request({ method: 'GET', url: '/api/app/AuthenticationMfaEnabled' })).toEqual({ status: 200, body: { success: true } });
    expect(real).not.toHaveBeenCalled();
  });

  it('passes other calls to the server, and answers a refusal or no answer as an empty success', async () => {
    const real = vi.fn().mockResolvedValueOnce({ status: 200, body: { roles: [1] } }).mockResolvedValueOnce({ status: 401, body: { errors: [] } }).mockRejectedValueOnce(new Error('offline'));
    const request = scriptedRequest(flows, {}, real);
    expect(await request({ method: 'GET', url: '/api/user/registration/defaults' })).toEqual({ status: 200, body: { roles: [1] } });
    expect(await request({ method: 'GET', url: '/api/userconfig/userconfiguration' })).toEqual({ status: 200, body: {} });
    expect(await request({ method: 'GET', url: '/api/userconfig/userconfiguration' })).toEqual({ status: 200, body: {} });
  });

  it('answers a refused load with what the state holds under its name, so a step that reads it stays', async () => {
    const held = { user: { isAdminUser: 'Y' } };
    const request = scriptedRequest(flows, {}, vi.fn().mockResolvedValue({ status: 401, body: { errors: [] } }), held);
    expect(await request({ method: 'GET', url: '/api/userconfig/userconfiguration' })).toEqual({ status: 200, body: held.user });
  });

  it('keeps a refusal the load accepts, as the screen shows it', async () => {
    const refusal = { status: 400, body: { errors: [{ message: 'expired' }] } };
    const request = scriptedRequest(flows, {}, vi.fn().mockResolvedValue(refusal));
    expect(await request({ method: 'PUT', url: '/api/user/registration/confirmation', body: {} })).toEqual(refusal);
  });
});
