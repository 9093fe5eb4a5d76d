import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Services the site once promised and the product does not have (decision
 * 094; the list in docs/content-claims.md). Each is matched in the content,
 * the web app and the mails, so a page cannot promise one again before it is
 * built. Building one removes its row here and lets the words back.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const unbuiltServices = {
  // The product shows only the card's last four digits (product-rules#step-up).
  virtualCardNumber: /\bvirtual card\b/i,
  // There is no messaging inside the app: the contact form and the post are the written channels.
  secureMessages: /\b(?:secure |in-app )+messages?\b/i,
  // The closing payout is a deposit to a linked bank account or a statement credit (product-rules#closing-the-account).
  paymentByCheck: /\bby check\b|\bmailing a check\b/i,
  // Payments are made on the Pay page or by autopay (product-rules#card-payments).
  paymentByPhoneOrMail: /\bpay\b[^.]{0,80}\bby (?:phone|mail)\b/i,
  // The cardholder closes on /account/close; staff have no closing action.
  closingByPhone: /\bclos(?:e|ing)\b[^.]{0,60}\b(?:by phone|by calling)\b/i,
  // An app payment counts on its Eastern day up to 11:59 p.m. (packages/domain/src/card-account/payment-timing.ts).
  fivePmCutOff: /\bby 5 p\.m\./i,
  // Cash back is floored to the cent (packages/domain/src/rewards/rewards-ledger.ts).
  roundedToNearestCent: /\bnearest cent\b/i,
  // Only the SSN, the ID number and payment bank numbers are encrypted fields (platform/field-encryption.ts).
  encryptedDocumentsOrIncome: /\b(?:date of birth|income|documents)\b[^.]{0,80}\bencrypted\b/i,
  // No code reads the Sec-GPC header; nothing is sold or shared for it to stop.
  honorsGpcSignal: /\bhonou?r\b[^.]{0,60}\bGlobal Privacy Control\b/i,
  // Nothing measures the post: the card's words promise no delivery time (product-rules#account-area).
  postWithinDays: /\bpost\w*\b[^.]{0,60}\bwithin a few days\b/i,
} as const;

type Service = keyof typeof unbuiltServices;

function sourceFiles(directory: string, extensions: RegExp): string[] {
  return readdirSync(path.join(repoRoot, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name) && !/\.(?:dom\.)?test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`));
}

const files = [
  ...sourceFiles('content', /\.md$/),
  ...sourceFiles('apps/web/src', /\.tsx?$/),
  ...sourceFiles('apps/server/src/modules', /-mails?\.ts$/),
];

describe('promises of services the product does not have', () => {
  it('reads the content, the web app and the mails', () => {
    expect(files).toContain(path.join('content', 'disclosures', 'cardholder.md'));
    expect(files).toContain(path.join('apps', 'server', 'src', 'modules', 'cards', 'card-account-closing-mail.ts'));
  });

  it.each<[Service, string, boolean]>([
    ['virtualCardNumber', 'Use a virtual card number in the app.', true],
    ['virtualCardNumber', 'Lock your card instantly if you misplace it.', false],
    ['secureMessages', 'or send us a secure message in the app', true],
    ['secureMessages', 'by phone, e-mail and secure in-app messages', true],
    ['secureMessages', 'Help cardholders by phone, e-mail and in-app messages', true],
    ['secureMessages', 'Answer questions by phone, e-mail and our contact form', false],
    [
      'paymentByCheck',
      'deposit anything left over into your linked US bank account or send it by check within 30 days',
      true,
    ],
    ['paymentByCheck', 'by mailing a check in US dollars to the payment address', true],
    ['paymentByCheck', 'includes a new credit check', false],
    ['paymentByCheck', 'run a check before the review', false],
    [
      'paymentByPhoneOrMail',
      'You can pay from a US bank account in the app or on the website, by phone, or by mail',
      true,
    ],
    ['paymentByPhoneOrMail', 'anywhere Visa is accepted, in person, online and by phone', false],
    ['paymentByPhoneOrMail', 'Government agencies do not demand immediate payment by phone', false],
    ['closingByPhone', 'then close in the app or by phone', true],
    ['closingByPhone', 'You may close your Account at any time in the app or by calling us.', true],
    ['closingByPhone', 'You may close your Account at any time in the app.', false],
    ['fivePmCutOff', 'A payment we receive by 5 p.m. Eastern Time on a business day is credited that day.', true],
    ['fivePmCutOff', 'Saturday 9 a.m. to 5 p.m. Eastern Time', false],
    ['roundedToNearestCent', 'rounded to the nearest cent', true],
    ['roundedToNearestCent', 'rounded down to the cent', false],
    ['encryptedDocumentsOrIncome', 'your SSN, income and documents are encrypted when stored', true],
    [
      'encryptedDocumentsOrIncome',
      'Upload documents through your application or your account, where they are encrypted.',
      true,
    ],
    ['encryptedDocumentsOrIncome', 'Your SSN and identification number are encrypted when stored.', false],
    ['honorsGpcSignal', 'We honor these requests and the Global Privacy Control signal', true],
    ['honorsGpcSignal', 'which is what a Global Privacy Control signal asks us not to do', false],
    ['postWithinDays', 'We will post it to your home address within a few days.', true],
    [
      'postWithinDays',
      'We will post it to the address on your application and e-mail you when it is on its way.',
      false,
    ],
  ])('%s matches "%s": %s', (service, words, expected) => {
    expect(unbuiltServices[service].test(words)).toBe(expected);
  });

  it('are made nowhere', () => {
    const promised = files.flatMap((file) => {
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      return Object.entries(unbuiltServices)
        .filter(([, words]) => words.test(text))
        .map(([service]) => `${file}: ${service}`);
    });
    expect(promised).toEqual([]);
  });

  it('the SMS Terms list only the one-time codes we text', () => {
    const terms = readFileSync(path.join(repoRoot, 'content', 'disclosures', 'sms.md'), 'utf8');
    const section = /### What we text\n([\s\S]*?)\n## /.exec(terms)?.[1] ?? '';
    const uses = section.split('\n').filter((line) => line.startsWith('- '));
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.filter((use) => !/\bcode\b/.test(use))).toEqual([]);
  });
});
