import { vi } from 'vitest';
import type { ScreenRuntime } from '../../src/renderer/screen/screen-runtime.js';

/** A screen runtime for drawing nodes without a flow: events and modals recorded, no forms, `scope` as given. */
export function stubRuntime(scope: ScreenRuntime['scope'], overrides: Partial<ScreenRuntime> = {}): ScreenRuntime {
  return {
    send: vi.fn(),
    setModal: vi.fn(),
    resources: () => {
      throw new Error('no forms');
    },
    heldData: () => undefined,
    serverErrors: () => undefined,
    request: async () => ({ status: 200 }),
    scope,
    openModal: null,
    ...overrides,
  };
}
