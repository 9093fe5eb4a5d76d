import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import type { DocumentApplicant } from './document-check-provider.js';
import type { PdfActiveContentKind } from './pdf-safety.js';

/** How each document type is named in a sentence. */
export const documentLabels: Record<DocumentType, string> = {
  passport: 'passport',
  visa: 'visa',
  supportingDocument: 'supporting document',
  greenCard: 'green card',
  proofOfIncome: 'proof of income',
  proofOfResidence: 'proof of residence',
  idCard: 'ID card',
  driversLicense: "driver's license",
};

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** yyyy-mm-dd as "March 3, 2025". */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

export const problems = {
  unreadableFile: 'We could not open this file. Upload a clear photo or a PDF of the document.',
  passwordProtected:
    'This PDF is protected by a password. Remove the password, or upload a photo of the document instead.',

  activeContent(kind: PdfActiveContentKind): string {
    const what =
      kind === 'unreadable-objects'
        ? 'parts we cannot check'
        : kind === 'embedded-file'
          ? 'attached files'
          : 'scripts or automatic actions';
    return `This PDF contains ${what}, which we do not accept. Print or save it as a new PDF and upload that.`;
  },

  wrongDocument(type: DocumentType, lookedLike: 'passport' | 'visa' | 'other'): string {
    const label = documentLabels[type];
    const seen =
      lookedLike === 'other' ? `does not look like a ${label}` : `looks like a ${lookedLike}, not a ${label}`;
    return `This ${seen}. Upload your ${label}.`;
  },

  unreadableZone(type: DocumentType): string {
    return `We could not read the machine-readable lines at the bottom of this ${documentLabels[type]}. Upload a clearer, uncropped image.`;
  },

  invalid(type: DocumentType): string {
    return `We could not read the details on this ${documentLabels[type]}. Upload a clear, complete copy.`;
  },

  expiredOn(type: DocumentType, isoDate: string): string {
    const label = documentLabels[type];
    return `This ${label} expired on ${formatLongDate(isoDate)}. Upload your current ${label}.`;
  },

  expired(type: DocumentType): string {
    const label = documentLabels[type];
    return `This ${label} has expired. Upload your current ${label}.`;
  },

  nameMismatch(type: DocumentType, documentName: string, applicant: DocumentApplicant): string {
    const label = documentLabels[type];
    const applicantName = `${applicant.firstName} ${applicant.lastName}`.trim();
    return (
      `The name on this ${label} (${documentName}) does not match the name on your application (${applicantName}). ` +
      `Upload your own ${label}, or contact us if your name has changed.`
    );
  },

  birthDateMismatch(type: DocumentType): string {
    return `The date of birth on this ${documentLabels[type]} does not match your application.`;
  },

  mismatch(type: DocumentType): string {
    const label = documentLabels[type];
    return `The name or date of birth on this ${label} does not match your application. Upload your own ${label}, or contact us if your details have changed.`;
  },
};
