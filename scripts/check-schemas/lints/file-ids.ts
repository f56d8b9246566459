import { isSchemaNode, SCHEMA_BASE_URI } from '../../../src/engine/schema/json-schema.js';
import type { Finding } from '../finding.js';
import { baseName } from '../file-kind.js';
import { finding, type LintContext } from '../lint.js';

const LINT = 'file-ids';

/**
 * A file's own name for itself must match where it lives: `$id` is what `$ref`s and the
 * registry resolve by (a copied file keeping its original's `$id` would shadow it), and a
 * flow's, screen's or shared modal's `id` is how other files name it.
 */
export function checkFileIds({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const file of [...set.ofKind('def'), ...set.ofKind('model'), ...set.ofKind('answer'), ...set.ofKind('meta')]) {
    if (!isSchemaNode(file.json) || typeof file.json.$id !== 'string') continue;
    const expected = SCHEMA_BASE_URI + file.file.replace(/^schemas\//, '');
    if (file.json.$id !== expected) {
      findings.push(
        finding(LINT, file.file, '/$id', `$id "${file.json.$id}" does not match the file's path`, `set it to "${expected}"`),
      );
    }
  }
  for (const file of [...set.ofKind('flow'), ...set.ofKind('screen'), ...set.ofKind('modal'), ...set.ofKind('frame')]) {
    if (!isSchemaNode(file.json) || typeof file.json.id !== 'string') continue;
    const expected = baseName(file.file);
    if (file.json.id !== expected) {
      findings.push(
        finding(LINT, file.file, '/id', `id "${file.json.id}" does not match the file name`, `set it to "${expected}" or rename the file`),
      );
    }
  }
  return findings;
}
