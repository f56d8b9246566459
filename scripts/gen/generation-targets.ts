import { readJsonTree, REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { isSchemaNode, SCHEMA_BASE_URI } from '../../src/engine/schema/json-schema.js';

/** A schema file the generator writes outputs for. */
export interface GenerationTarget {
  /**
   * Output name: the file's path below schemas/models or schemas/defs, without .json; an
   * answer's keeps its folder ("answers/client-list"), so its outputs sit apart.
   */
  name: string;
  kind: 'model' | 'def' | 'answer';
  /** The `$id` the registry knows the file by. */
  id: string;
  /** Where it comes from, for notices and messages: "schemas/defs/password.json". */
  source: string;
}

/**
 * Every model, def and answer, sorted by kind then path. Models and defs share output
 * folders, so a def named like a model is refused here rather than silently overwritten.
 */
export function generationTargets(root = REPO_ROOT): GenerationTarget[] {
  const targets: GenerationTarget[] = [];
  for (const [kind, folder] of [['model', 'schemas/models'], ['def', 'schemas/defs'], ['answer', 'schemas/answers']] as const) {
    for (const { file, json } of readJsonTree(folder, root)) {
      if (!isSchemaNode(json)) throw new Error(`${file}: a schema file must hold a JSON object`);
      const own = file.slice(folder.length + 1).replace(/\.json$/, '');
      const name = kind === 'answer' ? `answers/${own}` : own;
      // Same fallback as loadSchemaRegistry, so the id always finds the file in the registry.
      const id = typeof json.$id === 'string' ? json.$id : SCHEMA_BASE_URI + file.replace(/^schemas\//, '');
      targets.push({ name, kind, id, source: file });
    }
  }
  const byName = new Map<string, GenerationTarget>();
  for (const target of targets) {
    const clash = byName.get(target.name);
    if (clash) throw new Error(`${target.source} and ${clash.source} would both generate "${target.name}": rename one`);
    byName.set(target.name, target);
  }
  return targets;
}
