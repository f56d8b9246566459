import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { PasswordStrengthConfig, FormBehaviourConfig, PortalConfig } from '../engine/content/portal-config.js';
import type { FlowDefinition } from '../engine/flow/flow-definition.js';
import { mergeMessageFiles, type MessageCatalogue, type MessageFile } from '../engine/messages/message-catalogue.js';
import type { SchemaNode } from '../engine/schema/json-schema.js';
import { drawnModels, walkNodes } from '../engine/screen/node-type.js';
import type { ScreenDefinition, ScreenNode } from '../engine/screen/screen-definition.js';
import { nodeTypeRegistry, nodeTypes } from '../renderer/screen/nodes/index.js';
import { createModelValidator, type CompiledValidate, type ModelValidator } from '../engine/validation/model-validator.js';
import { messageGlobals } from '../engine/content/portal-config.js';
import { resolveUiExtends } from '../engine/content/ui-extends.js';
import { callLibrary, namedCallOrThrow, resolveNamedCallsOrThrow } from '../engine/flow/named-calls.js';
import type { InactivityConfig } from '../renderer/flow/use-inactivity-countdown.js';
import { resolveFrame, type FrameDefinition } from '../engine/screen/frame-definition.js';
import type { FormResources } from '../renderer/screen/screen-runtime.js';

/*
 * Everything the portal draws, straight from the rule files (bundled by Vite) and the
 * generated bundled models and precompiled validators. Nothing is compiled at run time,
 * so the page works under `script-src 'self'`.
 */
const byName = <T>(modules: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(modules).map(([path, value]) => [path.replace(/^.*\/([^/]+)\.(json|js|svg)$/, '$1'), value]));

// Texts only the server writes stay out of the page: the e-mails, and the refusals of the
// API's other areas (an answer carries its own text, which the page shows as it is).
// test/portal/browser-catalogue.test.ts checks that no rule file the page draws names one.
const messageFiles = import.meta.glob<MessageFile>(
  [
    '../../schemas/messages/*.json',
    '!../../schemas/messages/mail.json',
    '!../../schemas/messages/account-access-api.json',
    '!../../schemas/messages/clients-providers-api.json',
    '!../../schemas/messages/error-log-api.json',
    '!../../schemas/messages/global-messages-api.json',
    '!../../schemas/messages/identity-provider-api.json',
    '!../../schemas/messages/user-session-api.json',
    '!../../schemas/messages/staff-api.json',
    // Names of the API's own payloads (their fields' captions in refusals): the server's alone.
    '!../../schemas/messages/captions-api.json',
    '!../../schemas/messages/registration-api.json',
    '!../../schemas/messages/server.json',
    // The table node's own texts come with its view, in the view's chunk (renderer/screen/table/).
    '!../../schemas/messages/table.json',
    // The unsupported-browser page is the server's (src/server/routes/unsupported-browser).
    '!../../schemas/messages/unsupported-browser.json',
  ],
  { eager: true, import: 'default' },
);
// A flow's own texts (schemas/messages/flows/<flow id>.json) come with the flow: see prepareScreen.
const flowMessageLoaders = byName(import.meta.glob<MessageFile>('../../schemas/messages/flows/*.json', { import: 'default' }));
// Screens and ui files load when their flow is reached: one chunk per flow (vite.config.ts).
const uiLoaders = byName(import.meta.glob<SchemaNode>('../../schemas/ui/*.json', { import: 'default' }));
const screenLoaders = byName(import.meta.glob<ScreenDefinition>('../../flows/screens/*.json', { import: 'default' }));
const writtenUi: Record<string, SchemaNode> = {};
/** UI files as forms draw them: their `extends` resolved. */
const uiFiles: Record<string, SchemaNode> = {};
const modalFiles = import.meta.glob<ScreenNode>('../../flows/modals/*.json', { eager: true, import: 'default' });
// Logos are small: Vite inlines each as a data: address, so a frame's logo costs no request.
// `?inline` rather than `?url`: the same address when the first paint is drawn at build time (first-paint-pages.tsx).
const logoFiles = byName(import.meta.glob<string>('./logos/*.svg', { eager: true, query: '?inline', import: 'default' }));
const frameFiles = byName(import.meta.glob<FrameDefinition>('../../flows/frames/*.json', { eager: true, import: 'default' }));
const flowFiles = import.meta.glob<FlowDefinition>('../../flows/*.json', { eager: true, import: 'default' });
// The calls and outcome lists flows and ui checks name (flows/calls/): written in place on load.
const calls = callLibrary(Object.values(import.meta.glob<unknown>('../../flows/calls/*.json', { eager: true, import: 'default' })));
// Business constants that rule files bind ($config/<file>/...); the server's own files stay out.
// portal.json stays out too: its switches are the server's to answer (/api/app/*), never baked in.
const configFiles = byName(
  import.meta.glob<unknown>(['../../schemas/config/*.json', '!../../schemas/config/zip-prefixes.json', '!../../schemas/config/mail.json', '!../../schemas/config/portal.json', '!../../schemas/config/error-log.json'], { eager: true, import: 'default' }),
);
// Models and their validators load per screen, so a page only downloads what it draws.
const modelLoaders = byName(import.meta.glob<SchemaNode>('../generated/models/*.json', { import: 'default' }));
const validatorLoaders = byName(import.meta.glob<Record<string, CompiledValidate>>('../generated/validators/*.js', { import: 'default' }));
const models: Record<string, SchemaNode> = {};
const validatorModules: Record<string, Record<string, CompiledValidate>> = {};

import { email, phone, product, staticHeader } from '../../schemas/config/portal.json';
import formBehaviourConfig from '../../schemas/config/form-behaviour.json';
import passwordStrengthConfig from '../../schemas/config/password-strength.json';
import inactivityConfig from '../../schemas/config/inactivity.json';

/**
 * schemas/config/portal.json without its feature switches: named imports, so the bundle
 * carries only these (the switches come from the server, loaded by the flows).
 */
export const config: Omit<PortalConfig, 'switches'> = { product, phone, email, staticHeader };
/** schemas/config/form-behaviour.json. */
export const formBehaviour = formBehaviourConfig as unknown as FormBehaviourConfig;
/** schemas/config/inactivity.json, the session calls it names (flows/calls/) written in place. */
export const inactivity: InactivityConfig = {
  ...inactivityConfig,
  durationCall: namedCallOrThrow(calls, inactivityConfig.durationCall, 'schemas/config/inactivity.json#/durationCall'),
  keepAliveCall: namedCallOrThrow(calls, inactivityConfig.keepAliveCall, 'schemas/config/inactivity.json#/keepAliveCall'),
};
/** schemas/config/password-strength.json. */
export const passwordStrength = passwordStrengthConfig as unknown as PasswordStrengthConfig;
/**
 * The merged message catalogue. It grows in place when a flow's own texts arrive, before
 * that flow's first screen shows (translations read it when they run, so nothing is stale).
 */
const mutableCatalogue: Record<string, string> = { ...mergeMessageFiles(messageFiles) };
export const catalogue: MessageCatalogue = mutableCatalogue;
/** {product}, {phone}, {email}, {key} for every message, and {year} (the footer's copyright). */
export const globals = { ...messageGlobals(config), year: String(new Date().getFullYear()) };
/**
 * schemas/config files by name, for `$config/<file>/...` bindings; `portal` without its
 * switches (`$config/portal/phone`: the contact links).
 */
export const configByFile = { ...configFiles, portal: config };
/** The flows, the page frames and the shared modals as the app runs them (see {@link drawnRuleFiles}). */
export interface DrawnRuleFiles {
  /** All flows. */
  flows: readonly FlowDefinition[];
  /** The page frames (flows/frames/) by id, as drawn (their `extends` resolved). */
  frames: Readonly<Record<string, FrameDefinition>>;
  /** The shared modals (flows/modals/), on every screen. */
  sharedModals: readonly ScreenNode[];
}

let drawnFiles: DrawnRuleFiles | undefined;

/**
 * The flows, frames and shared modals with their named calls written in place, worked out on
 * the first call, not when this module is evaluated: the app's start asks for them in a task
 * of their own (start-app.tsx), so a phone's main thread is not held for both at once.
 */
export function drawnRuleFiles(): DrawnRuleFiles {
  drawnFiles ??= {
    flows: Object.entries(flowFiles).map(([path, flow]) => resolveNamedCallsOrThrow(flow, calls, path)),
    frames: Object.fromEntries(
      Object.keys(frameFiles).map((id) => [id, resolveNamedCallsOrThrow(resolveFrame(id, (name) => frameFiles[name]), calls, `flows/frames/${id}.json`)]),
    ),
    sharedModals: Object.entries(modalFiles).map(([path, modal]) => resolveNamedCallsOrThrow(modal, calls, path)),
  };
  return drawnFiles;
}
/** The logos frames name (src/portal/logos/), by file name: their addresses. */
export const logos: Readonly<Record<string, string>> = logoFiles;
/** Screens as drawn, their named calls written in place: one object per screen, so a page drawn again is the same page. */
const preparedScreens = new Map<string, ScreenDefinition>();

const resourceCache = new Map<string, FormResources>();
const validators = new Map<string, { rjsf: ValidatorType; engine: ModelValidator }>();

function validatorsFor(model: string): { rjsf: ValidatorType; engine: ModelValidator } {
  let found = validators.get(model);
  if (!found) {
    const schema = models[model];
    const functions = validatorModules[model];
    if (!schema || !functions) throw new Error(`model "${model}" has no generated schema or validator: run npm run gen`);
    const main = functions[schema.$id as string];
    if (!main) throw new Error(`generated validators of "${model}" lack its main function: run npm run gen`);
    found = {
      rjsf: createPrecompiledValidator(functions, schema as RJSFSchema),
      engine: createModelValidator(main, schema, { catalogue, globals }),
    };
    validators.set(model, found);
  }
  return found;
}

const flowMessagesLoaded = new Map<string, Promise<void>>();

/**
 * Merges the own texts of the flows drawing screen `id` (`schemas/messages/flows/<flow id>.json`,
 * shipped in that flow's chunk) into the catalogue, once per flow.
 */
function loadFlowMessages(id: string): Promise<unknown> {
  const owners = drawnRuleFiles().flows.filter((flow) => Object.values(flow.steps).some((step) => step.screen === id)).map((flow) => flow.id);
  return Promise.all(
    owners.map((owner) => {
      const load = flowMessageLoaders[owner];
      if (!load) return undefined;
      let loading = flowMessagesLoaded.get(owner);
      if (!loading) {
        loading = load().then((file) => void Object.assign(mutableCatalogue, mergeMessageFiles({ [owner]: file })));
        flowMessagesLoaded.set(owner, loading);
      }
      return loading;
    }),
  );
}

/** Loads a ui file as written, and the files it extends (engine/content/ui-extends.ts). */
async function loadWrittenUi(name: string): Promise<void> {
  if (writtenUi[name]) return;
  const load = uiLoaders[name];
  if (!load) throw new Error(`there is no ui file "${name}"`);
  const written = await load();
  writtenUi[name] = written;
  if (typeof written.extends === 'string') await loadWrittenUi(written.extends);
}

/**
 * Loads a screen and everything its nodes draw (modals included): its definition, the ui
 * files, and the generated schema and validators of the models. Run before the screen shows;
 * answers undefined for a screen id the portal does not have.
 */
export async function prepareScreen(id: string): Promise<ScreenDefinition | undefined> {
  const loadScreen = screenLoaders[id];
  if (!loadScreen) return undefined;
  const [written] = await Promise.all([loadScreen(), loadFlowMessages(id)]);
  const screen = preparedScreens.get(id) ?? resolveNamedCallsOrThrow(written, calls, `flows/screens/${id}.json`);
  preparedScreens.set(id, screen);
  const drawn = drawnModels([...screen.content, ...drawnRuleFiles().sharedModals], nodeTypeRegistry);
  // Node views kept out of the first route come with the first screen that has them.
  const views = new Set(walkNodes(screen.content, nodeTypeRegistry).map(({ node }) => nodeTypes[node.type]?.prepare));
  await Promise.all([
    ...[...views].map((prepare) => prepare?.()),
    ...[...new Set(drawn.map(({ ui }) => ui))].map(async (name) => {
      await loadWrittenUi(name);
      uiFiles[name] = resolveNamedCallsOrThrow(resolveUiExtends(name, (base) => writtenUi[base]), calls, `schemas/ui/${name}.json`);
    }),
    ...[...new Set(drawn.map(({ model }) => model))].map(async (name) => {
      const loadModel = modelLoaders[name];
      const loadValidators = validatorLoaders[name];
      if (!loadModel || !loadValidators) throw new Error(`model "${name}" has no generated schema or validator: run npm run gen`);
      [models[name], validatorModules[name]] = await Promise.all([loadModel(), loadValidators()]);
    }),
  ]);
  return screen;
}

/** A model's bundled schema, a ui file, and both validators over the same precompiled code. */
export function resources(model: string, ui: string): FormResources {
  const key = `${model}:${ui}`;
  let found = resourceCache.get(key);
  if (!found) {
    const schema = models[model];
    const uiSchema = uiFiles[ui];
    if (!schema || !uiSchema) throw new Error(`unknown model "${model}" or ui "${ui}"`);
    const { rjsf, engine } = validatorsFor(model);
    found = { schema, ui: uiSchema, validator: rjsf, validate: engine };
    resourceCache.set(key, found);
  }
  return found;
}
