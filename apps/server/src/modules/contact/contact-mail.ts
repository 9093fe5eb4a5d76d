import { PRODUCT } from '@waypoint/domain/product';
import { contactTopicLabels, type ContactMessage } from '@waypoint/domain/site/contact/contact-message';
import { renderMail } from '../../platform/mail/mail-layout.js';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';

/** The message as support needs it: who, about what, and the words, to answer by replying to the sender. */
export function contactSupportMail(to: string, message: ContactMessage, receivedAt: Date): OutgoingMail {
  const topic = contactTopicLabels[message.topic];
  return {
    to,
    subject: `Contact form: ${topic} — ${message.name.replace(/\s+/g, ' ').slice(0, 60)}`,
    ...renderMail({
      preheader: `A message about ${topic.toLowerCase()} from ${message.email}.`,
      heading: `New message: ${topic}`,
      paragraphs: [
        `From: ${message.name} <${message.email}>`,
        `Received: ${receivedAt.toISOString()}`,
        ...message.message.split(/\n{2,}/),
      ],
      footnote: 'Reply to the sender, in the order messages arrive. The message is also stored in contact_messages.',
    }),
  };
}

/**
 * The acknowledgement: names the topic only. Echoing the message would let
 * anyone send our mail, with their words in it, to any address they type.
 */
export function contactAcknowledgementMail(message: ContactMessage): OutgoingMail {
  const topic = contactTopicLabels[message.topic].toLowerCase();
  return {
    to: message.email,
    subject: `We received your message to ${PRODUCT.name}`,
    ...renderMail({
      preheader: 'We will reply to this address.',
      heading: 'Thank you for getting in touch',
      paragraphs: [
        `We received your message about ${topic}. A member of our support team will reply to this address; we answer messages in the order they arrive.`,
        'There is no need to send it again. Please never send your full card number or Social Security number by e-mail.',
      ],
      footnote: 'If you did not write to us, you can ignore this e-mail.',
    }),
  };
}
