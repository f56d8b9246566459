import '../styles/uswds-portal.scss';
import '../styles/portal.css';
import { createRoot } from 'react-dom/client';
import { MessagesProvider } from '../../renderer/messages/messages-context.js';
import { PortalSettingsProvider } from '../../renderer/portal-settings.js';
import contextConfig from '../../../schemas/config/context.json';
import { catalogue, formBehaviour, globals, passwordStrength } from '../content.js';
import { GalleryScreen } from './gallery-screen.js';
import { parseGalleryFragment } from './gallery-state.js';

/*
 * The screen gallery's page (demo mode only, /dev/screens/view#<state>; scripts/screens/):
 * one screen in one state, drawn by the portal's renderer and content. It is a build entry
 * of its own, never part of the portal's bundle.
 */
const container = document.getElementById('root');
if (!container) throw new Error('the gallery page lacks #root');
const state = parseGalleryFragment(location.hash);
const settings = { messages: { catalogue, globals }, ruleContext: {}, contextDerivations: contextConfig.derivations, formBehaviour, widgets: { passwordStrength } };
createRoot(container).render(
  state ? (
    <MessagesProvider catalogue={catalogue} globals={globals}>
      <PortalSettingsProvider value={settings}>
        <GalleryScreen state={state} />
      </PortalSettingsProvider>
    </MessagesProvider>
  ) : (
    // An address without a state (typed by hand): the portal's own "cannot be displayed" text.
    <p role="alert">{catalogue['load.failed']}</p>
  ),
);
// A new state in the same tab (the fragment changed) is a new picture.
window.addEventListener('hashchange', () => location.reload());
