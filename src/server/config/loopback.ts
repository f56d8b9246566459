import { BlockList, isIP } from 'node:net';

/** 127.0.0.0/8 and ::1; BlockList also matches IPv4-mapped addresses (`::ffff:127.0.0.1`). */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether an address is on this machine only: 127.0.0.0/8, ::1, IPv4-mapped 127.x (what a
 * dual-stack socket reports), or the name `localhost`. Anything else, `0.0.0.0` and `::`
 * (every interface) included, is not.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  const family = isIP(bare);
  return family !== 0 && LOOPBACK.check(bare, family === 6 ? 'ipv6' : 'ipv4');
}

/** Whether a URL's host is a loopback address (see {@link isLoopbackAddress}); false for anything unparsable. */
export function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackAddress(new URL(url).hostname);
  } catch {
    return false;
  }
}
