import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
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
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    send: async (mail) => {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}
