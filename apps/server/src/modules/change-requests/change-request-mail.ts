import { isChangeRequestKind, type ChangeRequestKind } from '@waypoint/domain/change-requests/change-request-kinds';
import { PRODUCT } from '@waypoint/domain/product';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/** What an approval set on the account, kind by kind, in the applicant's words. */
export interface AppliedChange {
  name?: string;
  address?: string;
  /** yyyy-mm-dd: the day active duty began. */
  scraSince?: string;
}

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** The kinds inside a sentence (the domain's labels are headings: "Home address"). */
const kindWords: Record<ChangeRequestKind, string> = {
  name: 'name',
  address: 'home address',
  scra: 'servicemember (SCRA) status',
};

/** "your name and home address", from the request's codes. */
function kindsInWords(codes: readonly string[]): string {
  const words = codes.filter(isChangeRequestKind).map((kind) => kindWords[kind]);
  if (words.length <= 1) return `your ${words[0] ?? 'details'}`;
  return `your ${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function appliedLines(applied: AppliedChange): string[] {
  return [
    ...(applied.name !== undefined ? [`Name: ${applied.name}`] : []),
    ...(applied.address !== undefined ? [`Home address: ${applied.address}`] : []),
    ...(applied.scraSince !== undefined
      ? [`Servicemember status (SCRA): on record, with active duty from ${longDate(applied.scraSince)}`]
      : []),
  ];
}

/**
 * The decision on a change request (decision 036), queued in the decision's
 * transaction: an approval says what the account shows now; a decline gives
 * the staff member's reason and says a new request may be filed.
 */
export function changeRequestDecisionMail(
  to: string,
  decision: {
    firstName: string;
    codes: readonly string[];
    accountUrl: string;
  } & ({ outcome: 'approved'; applied: AppliedChange } | { outcome: 'declined'; reason: string }),
): OutgoingMail {
  const kinds = kindsInWords(decision.codes);
  const action = { label: 'See your account', url: decision.accountUrl };
  if (decision.outcome === 'approved') {
    const content = renderMail({
      preheader: `We approved your request to change ${kinds}.`,
      heading: 'Your change request is approved',
      paragraphs: [
        `Dear ${decision.firstName},`,
        `We approved your request to change ${kinds}. Your ${PRODUCT.name} account now shows:`,
        ...appliedLines(decision.applied),
        'If you did not ask for this change, please contact us straight away.',
      ],
      action,
    });
    return { to, subject: 'Your change request is approved', ...content };
  }
  const content = renderMail({
    preheader: `We could not approve your request to change ${kinds}.`,
    heading: 'We could not approve your change request',
    paragraphs: [
      `Dear ${decision.firstName},`,
      `We could not approve your request to change ${kinds}, so your account stays as it was. The reason:`,
      decision.reason,
      'You may file a new request from your account, with documents that show the change.',
    ],
    action,
  });
  return { to, subject: 'About your change request', ...content };
}
