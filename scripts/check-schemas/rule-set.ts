import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSchema } from '../../src/engine/schema/bundle-schema.js';
import { isSchemaNode, SCHEMA_BASE_URI, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { getAtPointer, toPointer } from '../../src/engine/schema/json-pointer.js';
import type { MessageCatalogue } from '../../src/engine/messages/message-catalogue.js';
import { mergePatch, resolveUiExtends, UiExtendsError } from '../../src/engine/content/ui-extends.js';
import { callLibrary, resolveNamedCalls } from '../../src/engine/flow/named-calls.js';
import { didYouMean } from './closest-match.js';
import { NAMES_CALLS, nameUses } from './name-uses.js';
import { baseName, fileKind, type FileKind } from './file-kind.js';
import type { Finding } from './finding.js';

/** One parsed rule file. */
export interface RuleFile {
  /** Repo-relative, '/'-separated. */
  file: string;
  kind: FileKind;
  /** As the portal reads it: a ui file's `extends`, and a flow's or ui file's named calls, resolved. */
  json: unknown;
  /** As the file writes it, where that differs from `json` (flows and ui files). */
  written?: unknown;
}

/** Where something is defined: a file and a pointer inside it. */
export interface Place {
  file: string;
  pointer: string;
}

/** A bundled schema, or why bundling failed (an UnresolvedRefError or a name clash). */
export type BundleResult = { schema: SchemaNode; error?: undefined } | { schema?: undefined; error: Error };

/**
 * Everything the lints share, read once: the parsed files, the merged message ids, the
 * schema registry and bundles. Built defensively from files that may themselves be
 * invalid, because the whole point is to report on broken input, not to crash on it.
 */
export interface RuleSet {
  root: string;
  files: readonly RuleFile[];
  ofKind(kind: FileKind): RuleFile[];
  /** Message ids to the place of their first definition. */
  messageIds: ReadonlyMap<string, Place>;
  catalogue: MessageCatalogue;
  /** defs, models and answers by `$id` (or the id their path gives them), as the server loads them. */
  registry: Readonly<Record<string, SchemaNode>>;
  /** The id a def or model is registered under. */
  schemaId(file: RuleFile): string;
  /** The bundled form of a def or model (cached). */
  bundle(file: RuleFile): BundleResult;
  /** Models by name (file name without .json). */
  models: ReadonlyMap<string, RuleFile>;
  /** UI files by name. */
  uis: ReadonlyMap<string, RuleFile>;
  /** Screens by name (file name without .json). */
  screens: ReadonlyMap<string, RuleFile>;
  /** Flows by name (file name without .json). */
  flows: ReadonlyMap<string, RuleFile>;
  /** Page frames by name (flows/frames/). */
  frames: ReadonlyMap<string, RuleFile>;
}

/** The folders the checker reads, relative to the repo root. */
export const RULE_FOLDERS = ['schemas', 'flows'] as const;

/** Reads and parses every rule file; a file that is not JSON becomes a finding instead. */
export function readRuleFiles(root: string): { files: RuleFile[]; findings: Finding[] } {
  const files: RuleFile[] = [];
  const findings: Finding[] = [];
  for (const folder of RULE_FOLDERS) {
    for (const file of listJsonFiles(root, folder)) {
      try {
        files.push({ file, kind: fileKind(file), json: JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown });
      } catch (error) {
        findings.push({
          file,
          pointer: '',
          problem: `the file is not valid JSON (${(error as Error).message})`,
          fix: 'fix the syntax: double quotes around names and texts, commas between entries, none after the last',
          lint: 'json-syntax',
        });
      }
    }
  }
  return resolveNamedCallFiles(resolveUiFiles(files, findings));
}


/**
 * Flows, screens, frames, modals and ui files as the portal runs them: the calls and outcome lists they name
 * (flows/calls/, engine/flow/named-calls.ts) written in place, so every lint checks what the
 * machine and the forms see; a name that names nothing is a finding at the place it is written.
 */
function resolveNamedCallFiles({ files, findings }: { files: RuleFile[]; findings: Finding[] }): { files: RuleFile[]; findings: Finding[] } {
  const library = callLibrary(files.filter((f) => f.kind === 'calls').map((f) => f.json));
  const known = [...library.calls.keys(), ...library.outcomes.keys(), ...library.conditions.keys()];
  for (const use of nameUses(files.filter((f) => f.kind === 'config'))) {
    if (library.calls.has(use.name)) continue;
    findings.push({ file: use.file, pointer: toPointer(use.path), problem: `"${use.name}" names no call of flows/calls/`, fix: `name a call of flows/calls/${didYouMean(use.name, [...library.calls.keys()])}`, lint: 'named-calls' });
  }
  const resolved = files.map((f) => {
    if (!NAMES_CALLS.has(f.kind)) return f;
    const json = resolveNamedCalls(f.json, library, ({ pointer, message }) => {
      const name = String(getAtPointer(f.json, pointer) ?? '');
      findings.push({ file: f.file, pointer, problem: message, fix: `name a call, outcome list or condition of flows/calls/, or write it out in place${didYouMean(name, known)}`, lint: 'named-calls' });
    });
    return { ...f, json, written: f.written ?? f.json };
  });
  return { files: resolved, findings };
}

/**
 * UI files as the form draws them, their `extends` resolved (engine/content/ui-extends.ts),
 * so every lint sees what the portal sees; a file whose chain does not resolve is a finding
 * and is checked on its own.
 */
function resolveUiFiles(files: RuleFile[], findings: Finding[]): { files: RuleFile[]; findings: Finding[] } {
  const written = new Map(files.filter((f) => f.kind === 'ui' && isSchemaNode(f.json)).map((f) => [baseName(f.file), f.json as SchemaNode]));
  const resolved = files.map((f) => {
    if (f.kind !== 'ui' || !isSchemaNode(f.json)) return f;
    try {
      return { ...f, json: resolveUiExtends(baseName(f.file), (name) => written.get(name)), written: f.json };
    } catch (error) {
      if (!(error instanceof UiExtendsError)) throw error;
      findings.push({ file: f.file, pointer: '/extends', problem: error.message, fix: 'name a file of schemas/ui/ without .json, one that does not extend this file back', lint: 'ui-extends' });
      // Checked on its own then: what it says itself, without the broken link.
      const { extends: _broken, ...own } = f.json;
      return { ...f, json: mergePatch({}, own) };
    }
  });
  return { files: resolved, findings };
}

function listJsonFiles(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (relativeDir: string) => {
    const absolute = join(root, relativeDir);
    for (const name of readdirSync(absolute).sort()) {
      const relative = `${relativeDir}/${name}`;
      if (statSync(join(root, relative)).isDirectory()) walk(relative);
      else if (name.endsWith('.json')) out.push(relative);
    }
  };
  try {
    walk(folder);
  } catch {
    // A missing folder (say, a temp copy without flows/) simply holds no files.
  }
  return out;
}

/** Builds the shared view of all parsed files. */
export function buildRuleSet(root: string, files: RuleFile[]): RuleSet {
  const ofKind = (kind: FileKind) => files.filter((f) => f.kind === kind);
  const byName = (kind: FileKind) => new Map(ofKind(kind).map((f) => [baseName(f.file), f]));

  const messageIds = new Map<string, Place>();
  const catalogue: Record<string, string> = {};
  for (const { file, json } of ofKind('messages')) {
    const messages = isSchemaNode(json) ? json.messages : undefined;
    if (!isSchemaNode(messages)) continue;
    for (const [id, text] of Object.entries(messages)) {
      if (messageIds.has(id)) continue;
      messageIds.set(id, { file, pointer: toPointer(['messages', id]) });
      if (typeof text === 'string') catalogue[id] = text;
    }
  }

  const schemaId = (f: RuleFile) =>
    isSchemaNode(f.json) && typeof f.json.$id === 'string' ? f.json.$id : SCHEMA_BASE_URI + f.file.replace(/^schemas\//, '');
  const registry: Record<string, SchemaNode> = {};
  for (const f of [...ofKind('def'), ...ofKind('model'), ...ofKind('answer')]) {
    if (isSchemaNode(f.json)) registry[schemaId(f)] = f.json;
  }

  const bundles = new Map<string, BundleResult>();
  const bundle = (f: RuleFile): BundleResult => {
    let result = bundles.get(f.file);
    if (!result) {
      try {
        result = { schema: bundleSchema(registry, schemaId(f)) };
      } catch (error) {
        result = { error: error as Error };
      }
      bundles.set(f.file, result);
    }
    return result;
  };

  return {
    root,
    files,
    ofKind,
    messageIds,
    catalogue,
    registry,
    schemaId,
    bundle,
    models: byName('model'),
    uis: byName('ui'),
    screens: byName('screen'),
    flows: byName('flow'),
    frames: byName('frame'),
  };
}
