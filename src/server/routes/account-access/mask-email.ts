/**
 * An address as the verification page shows it: the local part's first and last letters
 * with stars between ("p*****e@clinic.example.org"), so the user recognises their address
 * without the page revealing it to whoever looked the account up.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '*****';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const masked = local.length <= 2 ? `${local[0]}*` : `${local[0]}${'*'.repeat(local.length - 2)}${local.at(-1)}`;
  return `${masked}@${domain}`;
}
