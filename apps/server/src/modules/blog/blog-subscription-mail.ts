import { PRODUCT } from '@waypoint/domain/product';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/** The double opt-in mail: one link confirms, another unsubscribes, neither needs a sign-in. */
export function blogConfirmationMail(to: string, links: { confirm: string; unsubscribe: string }): OutgoingMail {
  return {
    to,
    subject: `Confirm your subscription to the ${PRODUCT.name} blog`,
    ...renderMail({
      preheader: 'One click and new posts come to this address.',
      heading: 'Confirm your blog subscription',
      paragraphs: [
        `Someone, hopefully you, asked for new posts from the ${PRODUCT.name} blog to be sent to this address.`,
        'Open the link below to confirm. It works for 7 days; until then we send you nothing else.',
      ],
      action: { label: 'Confirm my subscription', url: links.confirm },
      footnote: `If you did not ask, ignore this e-mail. To stop any e-mail from the blog, unsubscribe here: ${links.unsubscribe}`,
    }),
  };
}

/**
 * One new post (docs/product-rules.md#blog-new-post-mail): its title, its summary and a link to
 * it, and an unsubscribe link in the body, to a page that asks for one press (decision 100). The
 * List-Unsubscribe header is the mail client's own button: one-click (RFC 8058), a POST.
 */
export function blogNewPostMail(
  to: string,
  post: { title: string; description: string; url: string },
  unsubscribe: { page: string; oneClick: string },
): OutgoingMail {
  return {
    to,
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    subject: `New on the ${PRODUCT.name} blog: ${post.title}`,
    ...renderMail({
      preheader: post.description,
      heading: post.title,
      paragraphs: [post.description],
      action: { label: 'Read the post', url: post.url },
      reason: `You are receiving this e-mail because this address subscribed to the ${PRODUCT.name} blog.`,
      footnote: `To stop these e-mails, unsubscribe here: ${unsubscribe.page}`,
    }),
  };
}
