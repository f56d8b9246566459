import { Counter, Gauge, Registry } from 'prom-client';

/** How a sign-in failed, as `portal_sign_in_failures_total` labels it (never the name typed). */
export type SignInFailureReason = 'wrongPassword' | 'unknownName' | 'locked' | 'identityProvider';

/**
 * What wrong passwords put on, as `portal_locks_total` labels it: a source locked out of an
 * account or name, or an account or name put under attack (the captcha for everyone).
 */
export type LockKind = 'source' | 'underAttack';

/** Which form a registration came through, as `portal_registrations_total` labels it. */
export type RegistrationKind = 'direct' | 'identityProvider';

/** The product's own counters and gauges, registered in one app's registry; label values only from the closed sets above. */
export interface PortalMetrics {
  /** The registry the app's /metrics answers from (with the route metrics and the process's). */
  registry: Registry;
  /** One registration accepted. */
  registered(kind: RegistrationKind): void;
  /** One sign-in refused. */
  signInFailed(reason: SignInFailureReason): void;
  /** One new lock (not a refusal while a lock holds: that is a sign-in failure `locked`). */
  locked(kind: LockKind): void;
}

/**
 * The counters of what the portal does that request rates cannot tell: accounts registered,
 * sign-ins refused, locks put on. Labels are small closed sets (never a name, an address or a
 * path), so a series cannot multiply with traffic or carry what an attacker typed.
 *
 * One registry per app, not prom-client's global one: tests build many apps in one process,
 * and two instances in one process must not add into each other's counters.
 * `outboxDepth` is read when the registry is scraped (a gauge's collect), so the figure is the
 * database's at that moment, shared by every instance on it.
 */
export function createPortalMetrics(outboxDepth: () => Promise<number>): PortalMetrics {
  const registry = new Registry();
  const registrations = new Counter({
    name: 'portal_registrations_total',
    help: 'Registrations accepted (account created, confirmation pending), by form.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'portal_sign_in_failures_total',
    help: 'Sign-ins refused for a wrong password, an unknown name, a lock, or by the identity provider.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const locks = new Counter({
    name: 'portal_locks_total',
    help: 'Temporary locks put on by wrong passwords: a source locked out of an account or name, or an account or name put under attack (captcha for all).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'portal_outbox_depth',
    help: 'E-mails in the outbox not yet sent (read from the database at scrape time; NaN when it cannot be read).',
    registers: [registry],
    async collect() {
      this.set(await outboxDepth().catch(() => Number.NaN));
    },
  });
  // Every label value at 0 from the start, so a rate() over a fresh instance is defined.
  for (const kind of ['direct', 'identityProvider'] satisfies RegistrationKind[]) registrations.inc({ kind }, 0);
  for (const reason of ['wrongPassword', 'unknownName', 'locked', 'identityProvider'] satisfies SignInFailureReason[]) signInFailures.inc({ reason }, 0);
  for (const kind of ['source', 'underAttack'] satisfies LockKind[]) locks.inc({ kind }, 0);
  return {
    registry,
    registered: (kind) => registrations.inc({ kind }),
    signInFailed: (reason) => signInFailures.inc({ reason }),
    locked: (kind) => locks.inc({ kind }),
  };
}
