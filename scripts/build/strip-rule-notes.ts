import type { Plugin } from 'vite';

/** Rule files whose top-level notes are for their readers (`$schema` for editors, `description` for analysts). */
const RULE_FILE = /[\\/](flows|schemas[\\/](config|messages))[\\/].*\.json$/;

/**
 * Leaves the editors' and analysts' notes of rule files out of the bundle: a file's own
 * `$schema` and its top-level `description` are read by people and by check:schemas, never
 * by the portal. Everything below the top level is kept as written (a ui hint may be named
 * `description`).
 */
export function stripRuleNotes(): Plugin {
  return {
    name: 'portal:strip-rule-notes',
    enforce: 'pre',
    transform(code, id) {
      if (!RULE_FILE.test(id.split('?')[0] ?? '')) return null;
      const json = JSON.parse(code) as Record<string, unknown>;
      if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
      delete json.$schema;
      delete json.description;
      return { code: JSON.stringify(json), map: null };
    },
  };
}
