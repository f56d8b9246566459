import { useMemo } from 'react';
import type { LayoutLink } from './layout/portal-layout.js';
import { PortalLayout } from './layout/portal-layout.js';
import { MessagesProvider } from '../renderer/messages/messages-context.js';
import { PortalSettingsProvider, type PortalSettings } from '../renderer/portal-settings.js';
import { FlowRouter } from '../renderer/flow/flow-router.js';
import { createHeldData } from '../renderer/flow/held-data.js';
import { createApiClient } from './api-client.js';
import { createFlowServices } from './services/flow-services.js';
import { catalogue, config, flows, formBehaviour, globals, loadScreenModels, passwordStrength, resources, screens } from './content.js';
import layout from '../../schemas/config/layout.json';
import contextConfig from '../../schemas/config/context.json';

/**
 * The app shell: wires the rule files, the API client and the named services into the
 * generic renderer. It knows no route, screen or field: those are all data.
 */
export function App() {
  const held = useMemo(createHeldData, []);
  const services = useMemo(() => createFlowServices(createApiClient(config.staticHeader), held), [held]);
  const settings = useMemo<PortalSettings>(
    () => ({
      messages: { catalogue, globals },
      ruleContext: { switches: config.switches },
      contextDerivations: contextConfig.derivations,
      formBehaviour,
      widgets: { passwordStrength },
      asyncChecks: {},
    }),
    [],
  );
  return (
    <MessagesProvider catalogue={catalogue} globals={globals}>
      <PortalSettingsProvider value={settings}>
        <PortalLayout homeHref={layout.homeHref} footerLinks={layout.footerLinks as LayoutLink[]}>
          <FlowRouter flows={flows} screens={screens} services={services} resources={resources} prepareScreen={loadScreenModels} held={held} />
        </PortalLayout>
      </PortalSettingsProvider>
    </MessagesProvider>
  );
}
