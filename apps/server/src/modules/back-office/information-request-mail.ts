import type { NoticeOfIntentReason } from '@waypoint/domain/application/draft/draft-catalogue';
import { PRODUCT } from '@waypoint/domain/product';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * The notice of incompleteness (Reg B 1002.9(c)(2)): what is missing, the
 * day to send it by, and that the application stays open until then. It names
 * the items, never the applicant's answers.
 */
export function informationRequestMail(
  to: string,
  request: { firstName: string; items: readonly NoticeOfIntentReason[]; deadline: string; accountUrl: string },
): OutgoingMail {
  const deadline = longDate(request.deadline);
  const content = renderMail({
    preheader: `We need a little more to decide on your ${PRODUCT.cardName} application.`,
    heading: 'We need a little more information',
    paragraphs: [
      `Dear ${request.firstName},`,
      `Thank you for applying for the ${PRODUCT.cardName}. To finish reviewing your application we need the following:`,
      ...request.items.map((item, index) => `${index + 1}. ${item.reason}`),
      `Please upload them from your account by ${deadline}. If we do not receive them by then, we may not be able to approve your application, and you would need to apply again.`,
    ],
    action: { label: 'Upload from your account', url: request.accountUrl },
  });
  return { to, subject: `Action needed on your ${PRODUCT.cardName} application`, ...content };
}
