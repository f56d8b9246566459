import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { isSchemaNode, SCHEMA_BASE_URI } from '../../../src/engine/schema/json-schema.js';
import { baseName, type FileKind } from '../file-kind.js';
import type { Finding } from '../finding.js';
import { formatMetaErrors } from '../format-meta-error.js';
import { finding } from '../lint.js';
import type { RuleFile, RuleSet } from '../rule-set.js';

const LINT = 'meta-schemas';

/** The meta-schema file (under schemas/meta/) each kind of rule file must match. */
const META_SCHEMA_OF: Readonly<Partial<Record<FileKind, string>>> = {
  def: 'rule-schema.schema.json',
  model: 'rule-schema.schema.json',
  answer: 'rule-schema.schema.json',
  ui: 'ui.schema.json',
  messages: 'messages.schema.json',
  config: 'config.schema.json',
  flow: 'flow.schema.json',
  screen: 'screen.schema.json',
  modal: 'shared-modal.schema.json',
  frame: 'frame.schema.json',
  calls: 'calls.schema.json',
};

/** An ajv holding the meta-schemas that compile, and what is wrong with those that do not. */
interface PreparedMetaSchemas {
  ajv: Ajv;
  metaIds: ReadonlyMap<string, string>;
  findings: readonly Finding[];
}

/*
 * Compiling the meta-schemas is about half of this lint's time. The checker's tests check many
 * copies of the rule files whose meta-schemas rarely differ, so an ajv (with every meta-schema
 * compiled in it, as validateOne fills its cache) is kept for the process by the meta-schemas'
 * text. A changed meta-schema has another text and gets an ajv of its own.
 */
const preparedByText = new Map<string, PreparedMetaSchemas>();

function preparedMetaSchemas(set: RuleSet): PreparedMetaSchemas {
  const key = JSON.stringify(set.ofKind('meta').map((meta) => [meta.file, meta.json]));
  const known = preparedByText.get(key);
  if (known) return known;
  const made = prepareMetaSchemas(set);
  preparedByText.set(key, made);
  return made;
}

function prepareMetaSchemas(set: RuleSet): PreparedMetaSchemas {
  const findings: Finding[] = [];
  // verbose: the formatter reads parentSchema (allowed names, descriptions) and data.
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, logger: false });
  addFormats(ajv);

  const metaIds = new Map<string, string>();
  for (const meta of set.ofKind('meta')) {
    const name = meta.file.slice('schemas/meta/'.length);
    const valid = ajv.validateSchema(meta.json as object);
    if (!valid) {
      for (const problem of formatMetaErrors(ajv.errors ?? [], 'the draft-07 meta-schema')) {
        findings.push(finding(LINT, meta.file, problem.pointer, problem.problem, problem.fix));
      }
      continue;
    }
    const id = SCHEMA_BASE_URI + 'meta/' + name;
    ajv.addSchema(meta.json as object, id);
    metaIds.set(name, id);
  }
  // Compiled once all are added: a meta-schema may refer to another (flow to ui's conditions).
  for (const meta of set.ofKind('meta')) {
    const name = meta.file.slice('schemas/meta/'.length);
    const id = metaIds.get(name);
    if (id === undefined) continue;
    try {
      ajv.getSchema(id);
    } catch (error) {
      metaIds.delete(name);
      findings.push(finding(LINT, meta.file, '', `the meta-schema does not compile (${(error as Error).message})`, 'fix the meta-schema'));
    }
  }
  return { ajv, metaIds, findings };
}

/**
 * Validates every rule file against the meta-schema of its kind, and the meta-schemas
 * themselves against draft-07. A file in no known folder is reported too: nothing would
 * ever read it, which is never what its author meant.
 */
export function checkAgainstMetaSchemas(set: RuleSet): Finding[] {
  const { ajv, metaIds, findings: metaFindings } = preparedMetaSchemas(set);
  const findings = [...metaFindings];
  const reported = new Set<string>();
  for (const file of set.files) {
    if (file.kind === 'meta') continue;
    if (file.kind === 'unknown') {
      findings.push(
        finding(LINT, file.file, '', 'the file is in no folder the portal reads', 'move it to schemas/defs, models, answers, ui, messages or config, flows/, flows/screens/, flows/modals/ or flows/frames/'),
      );
      continue;
    }
    const metaName = META_SCHEMA_OF[file.kind] as string;
    const metaId = metaIds.get(metaName);
    if (!metaId) {
      if (!reported.has(metaName)) {
        reported.add(metaName);
        findings.push(finding(LINT, `schemas/meta/${metaName}`, '', 'the meta-schema is missing or broken', `restore it; ${file.kind} files cannot be checked without it`));
      }
      continue;
    }
    findings.push(...validateOne(ajv, file, metaId, `schemas/meta/${metaName}`));
    const extra = fileSpecificSchema(set, file, metaName, metaId);
    if (extra) findings.push(...validateOne(ajv, file, extra, `schemas/meta/${metaName}`));
  }
  return findings;
}

/**
 * A config file whose name is a key of the config meta-schema's definitions has a known
 * shape (the code reads it through a typed interface), so it is held to that shape too.
 */
function fileSpecificSchema(set: RuleSet, file: RuleFile, metaName: string, metaId: string): string | undefined {
  if (file.kind !== 'config') return undefined;
  const meta = set.files.find((f) => f.file === `schemas/meta/${metaName}`)?.json;
  const definitions = isSchemaNode(meta) ? meta.definitions : undefined;
  const name = baseName(file.file);
  return isSchemaNode(definitions) && name in definitions ? `${metaId}#/definitions/${name}` : undefined;
}

function validateOne(ajv: Ajv, file: RuleFile, schemaRef: string, metaFile: string): Finding[] {
  let validate: ValidateFunction | undefined;
  try {
    validate = ajv.getSchema(schemaRef) ?? ajv.compile({ $ref: schemaRef });
  } catch (error) {
    return [finding(LINT, metaFile, '', `the meta-schema does not compile (${(error as Error).message})`, 'fix the meta-schema')];
  }
  if (validate(file.json)) return [];
  return formatMetaErrors(validate.errors ?? [], metaFile).map((problem) =>
    finding(LINT, file.file, problem.pointer, problem.problem, problem.fix),
  );
}
