import type { Transporter } from 'nodemailer';
import { instrumented } from '../metrics/provider-calls.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe and its one-click POST, RFC 8058), passed to SMTP as they are. */
  headers?: Record<string, string>;
}

/** Where mail goes: an SMTP server, or (sandbox) nowhere but the outbox row itself. */
export interface MailTransport {
  name: 'smtp' | 'mailbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const mailboxTransport: MailTransport = {
  name: 'mailbox',
  // The outbox row is the mailbox: marking it sent makes it readable at /dev/mailbox.
  send: async () => undefined,
  close: () => undefined,
};

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer is loaded with the first mail, not at start (decision 048).
  let transporter: Promise<Transporter> | undefined;
  const loaded = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      // Bounded well inside the outbox's send lease (outbox.ts), so a hung server cannot
      // outlive it and be sent to a second time by the job's retry.
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 45_000,
      }),
    ));
  return {
    name: 'smtp',
    // Each send is counted and timed as a provider call (/metrics).
    send: async (mail) => {
      const smtp = await loaded();
      await instrumented('mail', () => smtp.sendMail({ from, ...mail }));
    },
    close: () => void transporter?.then((smtp) => smtp.close()).catch(() => undefined),
  };
}
