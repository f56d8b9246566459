import { useEffect } from 'react';
import { MessagesProvider } from '../renderer/messages/messages-context.js';
import { PortalSettingsProvider, type PortalSettings } from '../renderer/portal-settings.js';
import { FlowRouter } from '../renderer/flow/flow-router.js';
import { keepFocusOnPage } from '../renderer/flow/keep-focus-on-page.js';
import type { BindingScope } from '../engine/bindings/binding.js';
import { createApiClient } from './api-client.js';
import { watchPageErrors } from './error-log/watch-page-errors.js';
import { catalogue, config, configByFile, drawnRuleFiles, inactivity, logos, formBehaviour, globals, passwordStrength, prepareScreen, resources } from './content.js';
import layout from '../../schemas/config/layout.json';
import contextConfig from '../../schemas/config/context.json';
import { createSessionActivity, type SessionActivity } from '../renderer/flow/session-activity.js';
import { createFlowRuntime, type FlowRuntime } from '../renderer/flow/flow-runtime.js';

/** What flows' bindings read beyond their own values. */
const hostScope = (): BindingScope => ({ config: configByFile });

/** What the renderer reads of the portal's rule files: texts, form behaviour, widget settings. */
export const portalSettings: PortalSettings = {
  messages: { catalogue, globals },
  ruleContext: {},
  contextDerivations: contextConfig.derivations,
  formBehaviour,
  widgets: { passwordStrength },
};

/** The session's activity and the API client: one each for the page's life. */
let shell: { activity: SessionActivity; api: ReturnType<typeof createApiClient> } | undefined;
function appShell(): NonNullable<typeof shell> {
  if (!shell) {
    const activity = createSessionActivity();
    shell = { activity, api: createApiClient(config.staticHeader, { endPaths: inactivity.sessionEndPaths, onChange: activity.report }) };
  }
  return shell;
}

let runtime: FlowRuntime | undefined;
/** The flows' statechart and its actor, for the page's life. */
function flowRuntime(): FlowRuntime {
  runtime ??= createFlowRuntime(drawnRuleFiles().flows, { request: appShell().api.request, scope: hostScope });
  return runtime;
}

/**
 * Work the app's first render needs, in pieces that the start (start-app.tsx) runs a task
 * apart before it: the rule files as drawn, the flows' statechart, its actor. Each is done
 * once; the render does what was not done ahead.
 */
export const appStages: ReadonlyArray<() => void> = [() => void drawnRuleFiles(), () => void flowRuntime(), () => void flowRuntime().actor()];

/**
 * The app shell: wires the rule files and the API client into the generic renderer. It
 * knows no route, screen, field or call: those are all data. `onPageDrawn`: see FlowRouterProps.
 */
export function App(props: { onPageDrawn?: () => void }) {
  const { flows, frames, sharedModals } = drawnRuleFiles();
  const { activity, api } = appShell();
  // Uncaught errors go to the error log when it is switched on (schemas/config/error-log.json).
  useEffect(() => watchPageErrors(api.request), [api]);
  // A deleted row's button (or one a closed confirmation gave focus back to) leaves focus on the page.
  useEffect(() => keepFocusOnPage(document), []);
  return (
    <MessagesProvider catalogue={catalogue} globals={globals}>
      <PortalSettingsProvider value={portalSettings}>
        <FlowRouter
          flows={flows}
          frames={frames}
          logos={logos}
          homeHref={layout.homeHref}
          unsavedChangesModal={layout.unsavedChangesModal}
          request={api.request}
          scope={hostScope}
          resources={resources}
          prepareScreen={prepareScreen}
          sharedModals={sharedModals}
          inactivity={{ activity, config: inactivity }}
          onPageDrawn={props.onPageDrawn}
          runtime={flowRuntime()}
        />
      </PortalSettingsProvider>
    </MessagesProvider>
  );
}
