import { recaptchaMismatchMessage } from '@waypoint/domain/auth/account-states';
import { contactMessageSchema, type ContactMessage } from '@waypoint/domain/site/contact/contact-message';
import { AppError, badUserInput } from '../../graphql/app-error.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { RateLimiter } from '../../platform/rate-limit.js';
import type { ContactDeps } from './contact-deps.js';
import { contactAcknowledgementMail, contactSupportMail } from './contact-mail.js';
import { hasRecentTwin, insertContactMessage, lockSender } from './contact-repository.js';

// A person writes a few times an hour at most; more from one network is a script using us to send mail.
export const contactSendPerIp = { name: 'contact:ip', limit: 5, windowSeconds: 60 * 60 };

/**
 * A repeat is recognised by its content, not by a client-made request id:
 * that needs no cooperation from the caller (a double-click, a second tab,
 * a retried request after a dropped answer all send the same words), keeps
 * the operation's arguments as documented, and 10 minutes is far longer than
 * any retry but short enough that a deliberate follow-up still goes through.
 */
export const repeatWindowMs = 10 * 60 * 1000;

export interface ContactSender {
  ip: string;
  userId: string | null;
}

export interface SendContactMessageArgs {
  name: string;
  email: string;
  topic: string;
  message: string;
  recaptchaToken?: string | null;
}

/** The shared rules; every refused field goes back beside its field, the first also as "field: message". */
function parseMessage(args: SendContactMessageArgs): ContactMessage {
  const { recaptchaToken: _token, ...input } = args;
  const checked = contactMessageSchema.safeParse(input);
  if (checked.success) return checked.data;
  throw badUserInput(checked.error.issues);
}

/**
 * sendContactMessage: stores the message and queues both e-mails in one
 * transaction, so neither e-mail goes out for a message that was not kept,
 * and no kept message lacks its e-mails.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  args: SendContactMessageArgs,
  sender: ContactSender,
): Promise<boolean> {
  const message = parseMessage(args);
  if (!(await deps.recaptcha.verify(args.recaptchaToken, sender.ip, 'contact'))) {
    // product-rules#auth-errors: the web recognises this exact text and asks for the check again.
    throw new AppError('RECAPTCHA_MISMATCH', recaptchaMismatchMessage);
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockSender(tx, message.email);
    // A repeat costs nothing against the limit: the person only pressed twice.
    if (await hasRecentTwin(tx, message, new Date(now.getTime() - repeatWindowMs))) return;
    const perIp = { ...contactSendPerIp, limit: contactSendPerIp.limit * deps.ipLimitScale };
    await new RateLimiter(tx).hit(perIp, sender.ip, now);
    await insertContactMessage(tx, message, sender, now);
    await enqueueMail(tx, 'contact_message', contactSupportMail(deps.supportAddress, message, now));
    await enqueueMail(tx, 'contact_acknowledgement', contactAcknowledgementMail(message));
  });
  return true;
}
