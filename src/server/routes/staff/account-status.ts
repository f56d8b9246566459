import { formatMessage } from '../../../engine/messages/format-message.js';
import type { PortalContent } from '../../plugins/portal-content.js';
import { byStatusCode, CODES, firstCode } from '../../rules/codes.js';

/** The account statuses staff decisions move between (schemas/config/codes.json; disabling writes the first disabled code). */
export const STATUS = {
  active: CODES.accountStatus.active,
  underReview: CODES.accountStatus.underReview,
  disabled: firstCode(CODES.accountStatus.disabled),
} as const;

/**
 * Catalogue ids of the statuses' names as staff see them, in the spec's words
 * (registration-and-access.md: "2 registration pending e-mail verification; 3 registration
 * under review; 5 and 6 disabled; 4 and 7 contact support; 8 ... multiple accounts").
 */
const STATUS_MESSAGE = byStatusCode({
  active: 'caption.accountStatus.active',
  pendingEmailVerification: 'caption.accountStatus.pendingEmail',
  underReview: 'caption.accountStatus.underReview',
  contactSupport: 'caption.accountStatus.contactSupport',
  disabled: 'caption.accountStatus.disabled',
  multipleAccounts: 'caption.accountStatus.multiple',
});

/** A status's name for staff ("Registration under review"). */
export function statusName(content: PortalContent, status: number): string {
  const id = STATUS_MESSAGE.get(status) ?? 'staff.status.other';
  return formatMessage(content.catalogue, id, { status }, content.globals);
}
