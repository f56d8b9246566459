import { createContext, useContext } from 'react';
import type { FormBehaviourConfig } from '../engine/content/portal-config.js';
import type { MessageCatalogue, MessageParams } from '../engine/messages/message-catalogue.js';
import type { ContextDerivations } from '../engine/rules/derive-context.js';
import type { RuleContext } from '../engine/rules/field-states.js';
import type { WidgetSettings } from './forms/form-context.js';

/** Portal-wide settings every form shares: messages, switches and context, timings. */
export interface PortalSettings {
  messages: { catalogue: MessageCatalogue; globals: MessageParams };
  ruleContext: RuleContext;
  /** Context values computed from form data (schemas/config/context.json). */
  contextDerivations: ContextDerivations;
  formBehaviour: FormBehaviourConfig;
  widgets: WidgetSettings;
}

const PortalSettingsContext = createContext<PortalSettings | null>(null);

/** Provides the portal settings to the renderer. */
export const PortalSettingsProvider = PortalSettingsContext.Provider;

/** The settings of the nearest PortalSettingsProvider. */
export function usePortalSettings(): PortalSettings {
  const settings = useContext(PortalSettingsContext);
  if (!settings) throw new Error('the renderer must be drawn inside a PortalSettingsProvider');
  return settings;
}
