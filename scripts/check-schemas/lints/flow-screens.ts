import { drawnModels } from '../../../src/engine/screen/node-type.js';
import { toPointer } from '../../../src/engine/schema/json-pointer.js';
import { loadNodeTypes } from '../../../src/server/rules/node-types.js';
import { isSchemaNode } from '../../../src/engine/schema/json-schema.js';
import { didYouMean } from '../closest-match.js';
import { DEFAULT_FRAME, FrameExtendsError, resolveFrame, type FrameDefinition } from '../../../src/engine/screen/frame-definition.js';
import { baseName } from '../file-kind.js';
import type { Finding } from '../finding.js';
import { flowSteps } from '../flow-transitions.js';
import { finding, type LintContext } from '../lint.js';

/** Every step's screen must be a file under flows/screens/, or the route renders nothing. */
export function checkFlowScreens({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const flow of set.ofKind('flow')) {
    for (const [stepId, step] of Object.entries(flowSteps(flow.json))) {
      const screen = step.screen;
      if (typeof screen !== 'string' || set.screens.has(screen)) continue;
      findings.push(
        finding('flow-screens', flow.file, toPointer(['steps', stepId, 'screen']), `screen "${screen}" does not exist`, `add flows/screens/${screen}.json or name an existing screen${didYouMean(screen, set.screens.keys())}`),
      );
    }
  }
  return findings;
}

/**
 * Every step's frame must be a file under flows/frames/ (or the page has no header and
 * footer), and so must every frame a frame extends, without coming back to itself.
 */
export function checkFlowFrames({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  const fix = (name: string) => `add flows/frames/${name}.json or name an existing frame${didYouMean(name, set.frames.keys())}`;
  for (const flow of set.ofKind('flow')) {
    for (const [stepId, step] of Object.entries(flowSteps(flow.json))) {
      const frame = (step as { frame?: unknown }).frame ?? DEFAULT_FRAME;
      if (typeof frame !== 'string' || set.frames.has(frame)) continue;
      findings.push(finding('flow-frames', flow.file, toPointer(['steps', stepId, 'frame']), `frame "${frame}" does not exist`, fix(frame)));
    }
  }
  for (const frame of set.ofKind('frame')) {
    try {
      resolveFrame(baseName(frame.file), (name) => set.frames.get(name)?.json as FrameDefinition | undefined);
    } catch (error) {
      if (!(error instanceof FrameExtendsError)) throw error;
      findings.push(finding('flow-frames', frame.file, '/extends', error.message, 'name an existing frame that does not extend this one'));
    }
  }
  return findings;
}

/**
 * A screen's form and review nodes name a model and a ui file: both must exist, and the ui
 * file must be written for that same model, or its hints would address the wrong fields.
 */
export function checkScreenForms({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  const nodeTypes = loadNodeTypes();
  const drawn = [
    ...set.ofKind('screen').map((file) => ({ file, models: drawnModels(isSchemaNode(file.json) && Array.isArray(file.json.content) ? file.json.content : [], nodeTypes) })),
    // A shared modal file is one node: its pointers start at the file's root.
    ...set.ofKind('modal').map((file) => ({ file, models: drawnModels([file.json], nodeTypes, '').map((model) => ({ ...model, pointer: model.pointer.replace(/^\/0/, '') })) })),
  ];
  for (const { file: screen, models } of drawn) {
    for (const { model, ui, pointer } of models) {
      const uiFile = set.uis.get(ui);
      if (!set.models.has(model)) {
        findings.push(finding('screen-forms', screen.file, `${pointer}/model`, `model "${model}" does not exist`, `name a file of schemas/models/ without .json${didYouMean(model, set.models.keys())}`));
      }
      if (!uiFile) {
        findings.push(finding('screen-forms', screen.file, `${pointer}/ui`, `ui file "${ui}" does not exist`, `name a file of schemas/ui/ without .json${didYouMean(ui, set.uis.keys())}`));
      } else if (isSchemaNode(uiFile.json) && typeof uiFile.json.model === 'string' && uiFile.json.model !== model) {
        findings.push(finding('screen-forms', screen.file, `${pointer}/ui`, `ui file "${ui}" is written for model "${uiFile.json.model}", not "${model}"`, 'use a ui file of the same model'));
      }
    }
  }
  return findings;
}
