// @vitest-environment node
// (The build helpers read the rule files with Node's own APIs, not jsdom's.)
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { flowChunkNamer, flowChunks } from '../../../scripts/build/flow-chunks.js';
import { defaultRouteModels, defaultRouteModules } from '../../../scripts/build/default-route-models.js';

describe('the build splits the portal by flow', () => {
  it('ships each screen, and the ui files it draws, with the first flow that reaches it', () => {
    const chunks = flowChunks();
    expect(chunks.get('flows/screens/registration.json')).toBe('flow-registration');
    expect(chunks.get('schemas/ui/registration.json')).toBe('flow-registration');
    expect(chunks.get('flows/screens/okta-email-otp.json')).toBe('flow-multi-factor-registration');
    expect(chunks.get('schemas/ui/okta-email-otp.json')).toBe('flow-multi-factor-registration');
  });

  it('names the chunk of a module by its absolute path, and leaves every other module to the bundler', () => {
    const name = flowChunkNamer(REPO_ROOT);
    expect(name(`${REPO_ROOT}/flows/screens/registration-review.json`)).toBe('flow-registration');
    expect(name(`${REPO_ROOT}/src/portal/app.tsx`)).toBeNull();
    expect(name('/elsewhere/flows/screens/registration.json')).toBeNull();
  });

  it("knows what the default route's screen needs before it shows: its screen, ui files, models and validators", () => {
    expect(defaultRouteModules()).toEqual(
      expect.arrayContaining(['flows/screens/registration.json', 'schemas/ui/registration.json', 'src/generated/models/registration.json', 'src/generated/validators/registration.js']),
    );
    expect(defaultRouteModels()).toContain('registration');
  });
});
