import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../platform/mail/mail-transport.js';
import {
  autopayFailedMail,
  autopayScheduledMail,
  paymentDueMail,
  paymentReceivedMail,
  paymentReturnedMail,
  statementReadyMail,
} from './card-notice-mails.js';

// The card notices' words (docs/product-rules.md#card-notices): each says the
// amount, the date and links to its account page, in the text and the HTML.

const recipient = { to: 'ana@example.com', firstName: 'Ana', publicUrl: 'https://waypoint.example' };
const autopay = { amountCents: 12_345, payDay: '2026-12-23', bankMask: '6789', choice: 'minimum' };

interface Row {
  name: string;
  mail: OutgoingMail;
  subject: string;
  says: string[];
  link: string;
}

const rows: Row[] = [
  {
    name: 'statementReady',
    mail: statementReadyMail(recipient, {
      statementId: 42,
      periodEndDay: '2026-11-28',
      balanceCents: 80_012,
      minimumDueCents: 3_500,
      dueDate: '2026-12-23',
    }),
    subject: 'Your Waypoint Cash Back Card statement is ready',
    says: [
      'Dear Ana,',
      'period ending November 28, 2026',
      'New balance: $800.12. Minimum payment due: $35.00. Payment due date: December 23, 2026.',
      'by 11:59 p.m. Eastern time on December 23, 2026',
      'cannot be turned off',
    ],
    link: 'https://waypoint.example/account/statements/42',
  },
  {
    name: 'paymentDue',
    mail: paymentDueMail(recipient, {
      minimumDueCents: 2_000,
      statementBalanceRemainingCents: 78_012,
      dueDate: '2027-01-02',
    }),
    subject: 'Your Waypoint Cash Back Card payment is due January 2, 2027',
    says: [
      'Pay at least $20.00 by 11:59 p.m. Eastern time on January 2, 2027',
      'What is left of your statement balance: $780.12.',
      'turn payment reminders off',
    ],
    link: 'https://waypoint.example/account/pay',
  },
  {
    name: 'paymentReceived',
    mail: paymentReceivedMail(recipient, { amountCents: 5_000, creditDate: '2026-12-14', bankMask: '6789' }),
    subject: 'We received your $50.00 payment',
    says: ['Your payment of $50.00 from the account ending 6789 was credited to your card on December 14, 2026.'],
    link: 'https://waypoint.example/account/payments',
  },
  {
    name: 'paymentReturned',
    mail: paymentReturnedMail(recipient, {
      amountCents: 5_001,
      creditDate: '2026-12-14',
      bankMask: '6789',
      returnedDay: '2026-12-17',
      reason: 'There was not enough money in the bank account.',
    }),
    subject: 'Your $50.01 payment was returned',
    says: [
      'Your bank returned your payment of $50.01 from the account ending 6789, made for December 14, 2026. We were told on December 17, 2026.',
      'The bank’s reason: There was not enough money in the bank account.',
      'a returned-payment fee may apply',
      'Cardholder Agreement requires it',
    ],
    link: 'https://waypoint.example/account/pay',
  },
  {
    name: 'autopayScheduled for the minimum',
    mail: autopayScheduledMail(recipient, autopay),
    subject: 'Autopay will pay $123.45 on December 23, 2026',
    says: [
      'Autopay is set to pay your minimum payment, so on December 23, 2026 we will take $123.45 from your bank account ending 6789.',
      'autopay pays only what is still due',
      'before December 23, 2026',
      'We always send this notice when the amount changes',
    ],
    link: 'https://waypoint.example/account/payments',
  },
  {
    name: 'autopayScheduled for a fixed amount',
    mail: autopayScheduledMail(recipient, { ...autopay, amountCents: 10_000, choice: 'fixed' }),
    subject: 'Autopay will pay $100.00 on December 23, 2026',
    says: [
      'Autopay is set to pay your fixed amount, so on December 23, 2026 we will take $100.00',
      'turn autopay notices off',
    ],
    link: 'https://waypoint.example/account/payments',
  },
  {
    name: 'autopayFailed',
    mail: autopayFailedMail(recipient, { ...autopay, choice: 'statementBalance' }),
    subject: 'Autopay could not make your $123.45 payment',
    says: [
      'Autopay was to pay $123.45 from your bank account ending 6789 on December 23, 2026, but the payment could not be sent.',
      'Nothing was taken from your bank account.',
      'by 11:59 p.m. Eastern time on December 23, 2026',
    ],
    link: 'https://waypoint.example/account/pay',
  },
];

describe('the card notices’ words', () => {
  it.each(rows)('$name: subject, amounts, dates and link', ({ mail, subject, says, link }) => {
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe(subject);
    for (const words of says) {
      expect(mail.text).toContain(words);
      expect(mail.html).toContain(words);
    }
    expect(mail.text).toContain(`: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('a statement with nothing owed says there is nothing to pay; without our row it links the statements', () => {
    const mail = statementReadyMail(recipient, {
      statementId: null,
      periodEndDay: '2026-11-28',
      balanceCents: 0,
      minimumDueCents: 0,
      dueDate: '2026-12-23',
    });
    expect(mail.text).toContain('New balance: $0.00. Minimum payment due: $0.00.');
    expect(mail.text).toContain('There is nothing to pay on this statement.');
    expect(mail.text).toContain(': https://waypoint.example/account/statements\n');
  });
});
