import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';

/**
 * The pages whose words were changed to say what the product does (decision
 * 094; docs/content-claims.md): each built page carries the new words and not
 * the old promise, at phone and desktop widths.
 */
interface RewordedPage {
  path: string;
  name: string;
  says: string;
  saysNoLonger: RegExp;
}

const rewordedPages: RewordedPage[] = [
  {
    path: '/',
    name: 'home',
    says: 'If you are moving to the US or live here on a visa, upload documents',
    saysNoLonger: /Answer a few identity questions, then confirm your income/,
  },
  { path: '/benefits', name: 'benefits', says: 'from 60 days before it', saysNoLonger: /virtual card/i },
  {
    path: '/contact-us',
    name: 'contact-us',
    says: 'use the address printed at the top of your statement',
    saysNoLonger: /secure message/i,
  },
  {
    path: '/about-us',
    name: 'about-us',
    says: 'Your SSN and identification number are encrypted when stored',
    saysNoLonger: /We encrypt them when stored/,
  },
  {
    path: '/i',
    name: 'invite',
    says: 'Once you have an account, you have an invitation link of your own to share.',
    saysNoLonger: /once you are a cardholder/,
  },
  {
    path: '/self-employed',
    name: 'self-employed',
    says: 'Link your bank account (US citizens and green-card holders).',
    saysNoLonger: /confirm your income with your bank account or documents instead/,
  },
  {
    path: '/faq/close',
    name: 'faq-close',
    says: 'A closed account cannot be reopened.',
    saysNoLonger: /by check|by phone/,
  },
  {
    path: '/faq/non_us',
    name: 'faq-non-us',
    says: 'We remind you by e-mail 30, 10 and 2 days before that day.',
    saysNoLonger: /we may close your account/,
  },
  {
    path: '/faq/us_expat',
    name: 'faq-us-expat',
    says: 'With the documents you upload at the end of your application',
    saysNoLonger: /send a link to your work e-mail address; clicking it/,
  },
  {
    path: '/partner',
    name: 'partner',
    says: 'To ask about becoming a partner, write to us',
    saysNoLonger: /our partnerships team will be in touch/,
  },
  {
    path: '/unavailable',
    name: 'unavailable',
    says: 'we do not accept sign-ups through a VPN, a proxy or a hosting network',
    saysNoLonger: /some locations are outside what we can serve/,
  },
  {
    path: '/disclosures/sms-terms',
    name: 'sms-terms',
    says: 'We text only one-time security codes',
    saysNoLonger: /reminders that a payment is due/,
  },
  {
    path: '/disclosures/cardholder-agreement',
    name: 'cardholder-agreement',
    says: 'You pay from a US bank account in the app',
    saysNoLonger: /mailing a check|secure message/,
  },
];

for (const reworded of rewordedPages) {
  test(`${reworded.path} says what the product does`, async ({ page }) => {
    const response = await page.goto(reworded.path);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main).toContainText(reworded.says);
    await expect(main).not.toContainText(reworded.saysNoLonger);
    await atPhoneAndDesktop(page, `content-claims-${reworded.name}`, { checkFits: true });
  });
}
