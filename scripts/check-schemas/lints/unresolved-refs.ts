import { posix } from 'node:path';
import { UnresolvedRefError } from '../../../src/engine/schema/bundle-schema.js';
import { getAtPointer } from '../../../src/engine/schema/json-pointer.js';
import { SCHEMA_BASE_URI } from '../../../src/engine/schema/json-schema.js';
import { didYouMean } from '../closest-match.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import type { RuleFile, RuleSet } from '../rule-set.js';
import { walkSchema } from '../walk-schema.js';

const LINT = 'unresolved-refs';

/**
 * Every `$ref` of a def or model must name an existing file (and fragment). Each ref of
 * the file is resolved on its own so that all bad refs are named at once; bundling the
 * file (as generation and the server do) then catches whatever else stops it, such as two
 * referenced files with the same name.
 */
export function checkUnresolvedRefs({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const file of [...set.ofKind('def'), ...set.ofKind('model'), ...set.ofKind('answer')]) {
    const own = ownRefFindings(set, file);
    findings.push(...own);
    const { error } = set.bundle(file);
    if (!error) continue;
    if (error instanceof UnresolvedRefError) {
      // A bad ref in another file stops this bundle too, but is reported where it is written.
      if (own.length === 0 && error.fromId === set.schemaId(file)) {
        findings.push(finding(LINT, file.file, '', `$ref "${error.ref}" does not resolve to a schema`, 'point it at an existing file under schemas/'));
      }
    } else {
      findings.push(finding(LINT, file.file, '', `the schema cannot be bundled (${error.message})`, 'rename one of the referenced files'));
    }
  }
  return findings;
}

function ownRefFindings(set: RuleSet, file: RuleFile): Finding[] {
  const findings: Finding[] = [];
  const baseId = set.schemaId(file);
  walkSchema(file.json, ({ node, pointer }) => {
    const ref = node.$ref;
    if (typeof ref !== 'string') return;
    let url: URL;
    try {
      url = new URL(ref, baseId);
    } catch {
      findings.push(finding(LINT, file.file, `${pointer}/$ref`, `$ref "${ref}" is not a valid reference`, 'write a relative file path such as "../defs/email.json"'));
      return;
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    url.hash = '';
    const target = url.href === baseId ? file.json : set.registry[url.href];
    if (target === undefined) {
      const here = posix.dirname(file.file.replace(/^schemas\//, ''));
      const known = Object.keys(set.registry)
        .filter((id) => id.startsWith(SCHEMA_BASE_URI))
        .map((id) => relativeRef(here, id.slice(SCHEMA_BASE_URI.length)));
      findings.push(
        finding(LINT, file.file, `${pointer}/$ref`, `$ref "${ref}" names no file under schemas/defs or schemas/models`, `point it at an existing file${didYouMean(ref.split('#')[0] as string, known)}`),
      );
    } else if (fragment && getAtPointer(target, fragment) === undefined) {
      findings.push(finding(LINT, file.file, `${pointer}/$ref`, `$ref "${ref}" points inside its file at "${fragment}", which does not exist`, 'correct the part after #'));
    }
  });
  return findings;
}

/** A ref as our files write them: "../defs/email.json", or "email.json" within a folder. */
function relativeRef(fromDir: string, path: string): string {
  return posix.relative(fromDir, path);
}
