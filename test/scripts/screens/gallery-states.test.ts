// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { loadBookContext } from '../../../scripts/rulebook/book-context.js';
import { galleryScreens } from '../../../scripts/screens/gallery-states.js';
import { copyRuleFiles, editJson } from '../../support/rule-file-copy.js';


const book = loadBookContext(REPO_ROOT);
const screens = galleryScreens(REPO_ROOT);
const statesOf = (id: string) => screens.find((screen) => screen.screen === id)?.states ?? [];
const names = (id: string) => statesOf(id).map((state) => state.name);

describe('the gallery states', () => {
  it('list every screen of every flow, each once, under the steps that show it', () => {
    const steps = book.set.ofKind('flow').flatMap((file) => {
      const flow = file.json as { id: string; steps: Record<string, { screen: string }> };
      return Object.entries(flow.steps).map(([id, step]) => ({ step: `${flow.id}.${id}`, screen: step.screen }));
    });
    expect(new Set(screens.map((screen) => screen.screen))).toEqual(new Set(steps.map((step) => step.screen)));
    expect(screens.length).toBe(new Set(steps.map((step) => step.screen)).size);
    for (const { step, screen } of steps) expect(screens.find((listed) => listed.screen === screen)?.steps).toContain(step);
  });

  it('start with the first page a visitor meets, its form empty, filled from the examples, and submitted empty and invalid', () => {
    expect(screens[0]?.screen).toBe('registration');
    expect(names('registration').slice(0, 4)).toEqual(['empty', 'filled', 'errors-empty', 'errors-invalid']);
    const filled = statesOf('registration').find((state) => state.name === 'filled');
    expect(filled?.form.registration).toMatchObject({ firstName: 'Ann', password: 'Kb7mQz2wLp9rTx4' });
    const invalid = statesOf('registration').find((state) => state.name === 'errors-invalid');
    // The password's first invalid example (schemas/defs/password.json), submitted.
    expect(invalid).toMatchObject({ submit: true, form: { registration: { password: 'pasw0rdx' } } });
    expect(statesOf('registration').find((state) => state.name === 'errors-empty')).toMatchObject({ submit: true, form: {} });
  });

  it('open each modal of a screen, its own and the shared ones it opens', () => {
    // Its own modals (flows/screens/provider-management.json).
    expect(names('provider-management')).toEqual(expect.arrayContaining(['modal-confirm-delete-row', 'modal-confirm-delete-selected']));
    // A shared modal its ui file opens ("@open:terms-of-use"), and the one a guarded form asks (layout.json).
    expect(names('registration')).toContain('modal-terms-of-use');
    expect(names('add-health-plans')).toContain('modal-unsaved-changes');
    expect(statesOf('add-health-plans').find((state) => state.name === 'modal-unsaved-changes')?.modal).toBe('unsaved-changes');
  });

  it('set each feature switch a screen reads the other way than schemas/config/portal.json', () => {
    expect(names('sign-in')).toContain('switch-mfaEnabled-on');
    expect(names('forgotten')).toContain('switch-securityQuestionsDisabled-on');
    expect(names('registration')).toEqual(expect.arrayContaining(['switch-securityQuestionsDisabled-on', 'switch-cdsEnabled-on']));
    const on = statesOf('sign-in').find((state) => state.name === 'switch-mfaEnabled-on');
    expect(on?.switches).toEqual({ mfaEnabled: true, securityQuestionsDisabled: false, cdsEnabled: false });
    // A screen that reads no switch has no switch state.
    expect(names('contact-us').some((name) => name.startsWith('switch-'))).toBe(false);
  });

  it('hold the model a screen reviews filled in every state, and fill the route params of a mailed link', () => {
    for (const state of statesOf('registration-review')) expect(Object.keys(state.form)).toEqual(['registration']);
    expect(statesOf('registration-email-validation')[0]?.path).toBe('/user/registration-email-validation/sample/sample');
  });

  it('follow the rule files: a modal added to a screen is a new state of it', () => {
    const copy = copyRuleFiles();
    editJson(copy, 'flows/screens/contact-us.json', (screen) => {
      screen.content.push({ type: 'modal', id: 'added-modal', title: 'page.title', content: [], actions: [] });
    });
    const copied = galleryScreens(copy).find((screen) => screen.screen === 'contact-us');
    expect(copied?.states.map((state) => state.name)).toEqual(['default', 'modal-added-modal']);
  });
});
