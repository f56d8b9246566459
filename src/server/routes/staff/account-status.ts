import { formatMessage } from '../../../engine/messages/format-message.js';
import type { PortalContent } from '../../plugins/portal-content.js';

/** The account statuses staff decisions move between (spec codes; 1 is ours). */
export const STATUS = { active: 1, underReview: 3, disabled: 5 } as const;

/**
 * Catalogue ids of the statuses' names as staff see them, in the spec's words
 * (registration-and-access.md: "2 registration pending e-mail verification; 3 registration
 * under review; 5 and 6 disabled; 4 and 7 contact support; 8 ... multiple accounts").
 */
const STATUS_MESSAGE: Readonly<Record<number, string>> = {
  1: 'caption.accountStatus.active',
  2: 'caption.accountStatus.pendingEmail',
  3: 'caption.accountStatus.underReview',
  4: 'caption.accountStatus.contactSupport',
  5: 'caption.accountStatus.disabled',
  6: 'caption.accountStatus.disabled',
  7: 'caption.accountStatus.contactSupport',
  8: 'caption.accountStatus.multiple',
};

/** A status's name for staff ("Registration under review"). */
export function statusName(content: PortalContent, status: number): string {
  const id = STATUS_MESSAGE[status] ?? 'staff.status.other';
  return formatMessage(content.catalogue, id, { status }, content.globals);
}
