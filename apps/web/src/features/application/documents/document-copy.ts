import type { DocumentType } from '@waypoint/domain/application/documents/document-types';

/** How each document is named and asked for on the upload screens. */
export const documentCopy: Readonly<Record<DocumentType, { title: string; description: string }>> = {
  passport: {
    title: 'Passport',
    description: 'The photo page, including the two lines of letters and numbers at the bottom.',
  },
  visa: {
    title: 'US visa',
    description: 'The visa stamp in your passport, or your visa approval notice.',
  },
  supportingDocument: {
    title: 'Document showing your status',
    description: 'For example an I-797 approval notice, an I-20, a DS-2019 or an employment authorization card.',
  },
  greenCard: {
    title: 'Green card',
    description: 'Both sides of your permanent resident card, in one PDF or as a photo of each side.',
  },
  proofOfIncome: {
    title: 'Proof of income',
    description: 'A recent pay slip, your employment contract or an offer letter that shows your salary.',
  },
  proofOfResidence: {
    title: 'Proof of address',
    description: 'A utility bill, lease or bank statement from the last three months, showing your name and address.',
  },
  idCard: {
    title: 'ID card',
    description: 'The front of a government-issued photo ID card.',
  },
  driversLicense: {
    title: 'Driver’s license',
    description: 'The front of your driver’s license.',
  },
};

/**
 * A document's title inside a sentence, as screen readers hear the upload
 * buttons ("Choose a file for your passport"): the first letter lower-cased,
 * unless the first word is an abbreviation that keeps its capitals ("US visa",
 * "ID card").
 */
export function titleInSentence(title: string): string {
  const first = title.split(' ')[0] ?? '';
  if (first.length > 1 && first === first.toUpperCase()) return title;
  return title.charAt(0).toLowerCase() + title.slice(1);
}
