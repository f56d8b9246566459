import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom has no layout: scrolling is a no-op here, asserted in Chromium by the e2e specs.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
