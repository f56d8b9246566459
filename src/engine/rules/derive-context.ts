import { getAtPointer } from '../schema/json-pointer.js';

/**
 * A context value computed from the form data, declared in schemas/config/context.json:
 * `{ "emailDomainOf": "/username", "in": ["carelon.example"] }` is true while the e-mail at
 * that pointer belongs to one of the listed domains (or one of their subdomains).
 */
export interface EmailDomainDerivation {
  emailDomainOf: string;
  in: readonly string[];
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
 * ID instead of a password) without any screen-specific code.
 */
export function deriveContext(derivations: ContextDerivations, data: unknown): Record<string, boolean> {
  const context: Record<string, boolean> = {};
  for (const [name, derivation] of Object.entries(derivations)) {
    const domain = emailDomain(getAtPointer(data, derivation.emailDomainOf));
    context[name] =
      domain !== undefined &&
      derivation.in.some((listed) => {
        const wanted = listed.toLowerCase();
        return domain === wanted || domain.endsWith(`.${wanted}`);
      });
  }
  return context;
}
