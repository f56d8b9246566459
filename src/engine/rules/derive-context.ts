import { resolveValue, type BindingScope } from '../bindings/binding.js';
import { getAtPointer } from '../schema/json-pointer.js';

/**
 * A list of e-mail domains read from loaded data: `items` binds the list, `value` points at
 * each entry's domain, and `where` (optional) at a flag the entry must have set
 * (`{ "items": "$data/emailDomains", "value": "/emailDomain", "where": "/internal" }`).
 */
export interface BoundDomainList {
  items: string;
  value: string;
  where?: string;
}

/**
 * A context value computed from the form data, declared in schemas/config/context.json:
 * `{ "emailDomainOf": "/username", "in": ... }` is true while the e-mail at that pointer
 * belongs to one of the domains (or one of their subdomains). `in` lists them, or reads
 * them from loaded data, so the reference data decides who is internal staff.
 */
export interface EmailDomainDerivation {
  emailDomainOf: string;
  in: readonly string[] | BoundDomainList;
}

/** Derived context values by name (e.g. `isInternalUser`). */
export type ContextDerivations = Readonly<Record<string, EmailDomainDerivation>>;

/** The domain of an e-mail address, lower-cased, or undefined when it is not one. */
export function emailDomain(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const at = value.lastIndexOf('@');
  if (at < 1 || at === value.length - 1) return undefined;
  return value.slice(at + 1).trim().toLowerCase();
}

/**
 * Computes the derived context from the data, so ui rules can say
 * `{ "context": "isInternalUser", "equals": true }` (internal users register with a domain
 * ID instead of a password) without any screen-specific code. `scope` is what a bound
 * domain list reads; without it (or before the list loaded) no domain matches.
 */
export function deriveContext(derivations: ContextDerivations, data: unknown, scope: BindingScope = {}): Record<string, boolean> {
  const context: Record<string, boolean> = {};
  for (const [name, derivation] of Object.entries(derivations)) {
    const domain = emailDomain(getAtPointer(data, derivation.emailDomainOf));
    const listed = domainList(derivation.in, scope);
    context[name] =
      domain !== undefined &&
      listed.some((entry) => {
        const wanted = entry.toLowerCase();
        return domain === wanted || domain.endsWith(`.${wanted}`);
      });
  }
  return context;
}

function domainList(list: EmailDomainDerivation['in'], scope: BindingScope): string[] {
  if (Array.isArray(list)) return [...list];
  const bound = list as BoundDomainList;
  const items = resolveValue(bound.items, scope);
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    if (bound.where !== undefined && getAtPointer(item, bound.where) !== true) return [];
    const value = getAtPointer(item, bound.value);
    return typeof value === 'string' && value !== '' ? [value] : [];
  });
}
