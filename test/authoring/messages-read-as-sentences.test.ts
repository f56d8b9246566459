// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadMessageContext } from '../support/catalogue.js';

/**
 * A message that starts on a bare verb ("Is not a valid NPI", "Must contain only digits")
 * leaves the reader to guess what it speaks of; ours say it ("This NPI is not valid: ...")
 * or say what to do ("Enter digits only ..."). Requirement lists ("Cannot contain ...") are
 * lists, not messages, and are not looked at.
 */
const BARE_VERB = /^(?:Is|Are|Must|Has|Have|Contains|Does)\b/;

/** Texts the spec gives word for word (spec sections named beside each), kept as written. */
const SPEC_TEXTS = new Set([
  'providerIdentifier.digits', // registration-and-access.md "Health plan and identifiers": "Must be N digits"
  'password.rule.combined', // management-session-shared.md section 5: the combined password message
  'termsOfUse.required', // registration-and-access.md, field messages: termsOfUse
]);

describe('the message catalogue', () => {
  it('has no message of our own that starts on a bare verb: each names its subject or says what to do', () => {
    const { catalogue } = loadMessageContext();
    const fragments = Object.entries(catalogue).filter(([id, message]) => typeof message === 'string' && !SPEC_TEXTS.has(id) && BARE_VERB.test(message));
    expect(fragments).toEqual([]);
  });
});
