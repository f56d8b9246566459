import { drawnModels, type NodeTypeRegistry } from '../../src/engine/screen/node-type.js';
import { parsePointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import { loadNodeTypes } from '../../src/server/rules/node-types.js';
import { baseName } from '../check-schemas/file-kind.js';
import { flowSteps } from '../check-schemas/flow-transitions.js';
import { messageReferences, type MessageReference } from '../check-schemas/message-references.js';
import type { RuleSet } from '../check-schemas/rule-set.js';
import { walkSchema } from '../check-schemas/walk-schema.js';

/** The frame a step without one is drawn in (flows/README.md, "Page frames"). */
const DEFAULT_FRAME = 'public';

/** Where a visitor meets each rule file and message id of one snapshot. */
export interface ScreenUsage {
  /** Screens showing what the file says at the pointer (a flow step's pointer narrows a flow to that step). */
  ofFile(file: string, pointer?: string): string[];
  /** Screens showing a message id, wherever it is named. */
  ofMessage(id: string): string[];
}

/**
 * Finds the screens that use a changed thing through the references the rule files
 * already make: flow steps name screens (and frames), screens draw models with ui files
 * (the engine's node walk), models `$ref` defs, and check:schemas' message references say
 * which file names which message id. A screen is labelled with the steps that show it:
 * "registration (registration.form at /)".
 */
export function screenUsage(set: RuleSet): ScreenUsage {
  const nodeTypes = loadNodeTypes();
  const steps = stepsOf(set);
  const label = (screen: string) => {
    const where = steps.filter((s) => s.screen === screen).map((s) => `${s.flow}.${s.step} at ${s.route}`);
    return where.length > 0 ? `${screen} (${where.join(', ')})` : screen;
  };
  const drawing = drawingScreens(set, nodeTypes);
  const usesDef = defUsers(set);
  let references: MessageReference[] | undefined;

  const screensOfFile = (file: string, pointer = ''): string[] => {
    const name = baseName(file);
    const kind = set.files.find((f) => f.file === file)?.kind;
    switch (kind) {
      case 'screen':
        return [name];
      case 'ui':
        return drawing.filter((d) => d.ui === name).map((d) => d.screen);
      case 'model':
        return drawing.filter((d) => d.model === name).map((d) => d.screen);
      case 'def':
        return [...(usesDef.get(file) ?? [])].flatMap((model) => screensOfFile(model));
      case 'flow': {
        const [top, step] = parsePointer(pointer);
        const ofFlow = steps.filter((s) => s.flow === name && (top !== 'steps' || step === undefined || s.step === step));
        return ofFlow.map((s) => s.screen);
      }
      case 'frame':
        return steps.filter((s) => s.frame === name).map((s) => s.screen);
      default:
        return [];
    }
  };
  const labelled = (screens: string[]) => [...new Set(screens)].sort().map(label);

  return {
    ofFile: (file, pointer) => labelled(screensOfFile(file, pointer)),
    ofMessage: (id) => {
      references ??= messageReferences(set);
      return labelled(references.filter((r) => r.id === id).flatMap((r) => screensOfFile(r.file, r.pointer)));
    },
  };
}

interface StepPlace {
  flow: string;
  step: string;
  route: string;
  screen: string;
  frame: string;
}

function stepsOf(set: RuleSet): StepPlace[] {
  return set.ofKind('flow').flatMap((file) =>
    Object.entries(flowSteps(file.json)).flatMap(([step, node]) =>
      typeof node.screen === 'string'
        ? [{ flow: baseName(file.file), step, route: String(node.route ?? '?'), screen: node.screen, frame: typeof node.frame === 'string' ? node.frame : DEFAULT_FRAME }]
        : [],
    ),
  );
}

function drawingScreens(set: RuleSet, nodeTypes: NodeTypeRegistry): Array<{ screen: string; model: string; ui: string }> {
  return set.ofKind('screen').flatMap((file) => {
    const content = isSchemaNode(file.json) && Array.isArray(file.json.content) ? file.json.content : [];
    return drawnModels(content, nodeTypes).map((d) => ({ screen: baseName(file.file), model: d.model, ui: d.ui }));
  });
}

/** Def file -> the model files that use it, directly or through other defs. */
function defUsers(set: RuleSet): Map<string, Set<string>> {
  const refsOf = new Map<string, string[]>();
  for (const file of [...set.ofKind('def'), ...set.ofKind('model')]) {
    const refs: string[] = [];
    walkSchema(file.json, ({ node }) => {
      if (typeof node.$ref === 'string') {
        const target = node.$ref.split('#')[0] ?? '';
        const name = target.slice(target.lastIndexOf('/') + 1);
        if (name.endsWith('.json')) refs.push(`schemas/defs/${name}`);
      }
    });
    refsOf.set(file.file, refs);
  }
  const users = new Map<string, Set<string>>();
  for (const model of set.ofKind('model')) {
    const seen = new Set<string>();
    const visit = (file: string) => {
      for (const def of refsOf.get(file) ?? []) {
        if (seen.has(def)) continue;
        seen.add(def);
        visit(def);
      }
    };
    visit(model.file);
    for (const def of seen) {
      if (!users.has(def)) users.set(def, new Set());
      users.get(def)?.add(model.file);
    }
  }
  return users;
}
