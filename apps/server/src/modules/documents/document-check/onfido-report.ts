import { z } from 'zod';
import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import type { DocumentCheckInput, DocumentCheckResult } from './document-check-provider.js';
import { documentLabels, problems } from './document-problems.js';
import { isoDay, recognised } from './judge-zone.js';

/**
 * Onfido's document report (API v3.6) read as product-rules#document-check's four flags
 * (decision 041). The report's breakdowns say what failed; each maps to one
 * flag and one sentence to the applicant, in the sandbox's words
 * (document-problems.ts), so either check reads alike on the documents step.
 */

/** Our identity document types as Onfido names them; the other types are not Onfido's to judge. */
export const onfidoDocumentTypes: Partial<Record<DocumentType, string>> = {
  passport: 'passport',
  visa: 'visa',
  greenCard: 'residence_permit',
  idCard: 'national_identity_card',
  driversLicense: 'driving_licence',
};

const outcome = z.object({ result: z.string().nullish() }).passthrough();
const breakdownPart = outcome.extend({ breakdown: z.record(z.string(), outcome).nullish() });
const reportSchema = z.object({
  id: z.string().max(200),
  status: z.string().max(40),
  result: z.string().nullish(),
  sub_result: z.string().nullish(),
  breakdown: z.record(z.string(), breakdownPart).nullish(),
  properties: z
    .object({
      document_type: z.string().max(80).nullish(),
      date_of_expiry: z.string().max(40).nullish(),
      first_name: z.string().max(200).nullish(),
      last_name: z.string().max(200).nullish(),
    })
    .passthrough()
    .nullish(),
});
export type OnfidoReport = z.infer<typeof reportSchema>;

/** The report, or null when it is not one (the caller counts that as a malformed answer). */
export function parseOnfidoReport(body: unknown): OnfidoReport | null {
  const parsed = reportSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

type Part = z.infer<typeof breakdownPart>;
const considered = (part: { result?: string | null } | null | undefined) => part?.result === 'consider';
/** The sub-breakdowns of a part that Onfido flagged. */
const flaggedIn = (part: Part | undefined) =>
  Object.entries(part?.breakdown ?? {})
    .filter(([, sub]) => considered(sub))
    .map(([name]) => name);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** What the file looked like when it is another type than asked: passport and visa have their own words. */
function lookedLike(onfidoType: string | null | undefined, asked: string | undefined): 'passport' | 'visa' | 'other' {
  if (onfidoType === asked) return 'other';
  return onfidoType === 'passport' || onfidoType === 'visa' ? onfidoType : 'other';
}

function notRecognised(problem: string): DocumentCheckResult {
  return { ...recognised, isRecognized: false, isValid: false, problems: [problem] };
}

/**
 * The four flags from a complete report:
 * - image_integrity (not a supported document, unreadable image): not recognised, nothing else judged;
 *   so is a document Onfido read as another type than the one asked for;
 * - data_validation, data_consistency, visual_authenticity, compromised_document, police_record:
 *   not valid, said as "we could not read the details" (a suspected forgery is staff's to judge);
 * - data_validation's document_expiration, or an expiry before today: expired;
 * - data_comparison (names and birth date against the applicant we created): mismatching.
 */
export function judgeOnfidoReport(report: OnfidoReport, input: DocumentCheckInput): DocumentCheckResult {
  const type = input.documentType;
  const parts = report.breakdown ?? {};
  const properties = report.properties ?? {};
  const asked = onfidoDocumentTypes[type];

  if (considered(parts.image_integrity)) {
    const unsupported = flaggedIn(parts.image_integrity).includes('supported_document');
    return notRecognised(
      unsupported ? problems.wrongDocument(type, lookedLike(properties.document_type, asked)) : problems.invalid(type),
    );
  }
  if (properties.document_type && asked && properties.document_type !== asked) {
    return notRecognised(problems.wrongDocument(type, lookedLike(properties.document_type, asked)));
  }

  const found: string[] = [];
  const validation = flaggedIn(parts.data_validation);
  const expirationFlagged = validation.includes('document_expiration');
  const dataInvalid =
    validation.some((name) => name !== 'document_expiration') ||
    (considered(parts.data_validation) && !expirationFlagged) ||
    ['data_consistency', 'visual_authenticity', 'compromised_document', 'police_record'].some((name) =>
      considered(parts[name]),
    );
  if (dataInvalid) {
    const zoneUnreadable = (type === 'passport' || type === 'visa') && validation.includes('mrz');
    found.push(zoneUnreadable ? problems.unreadableZone(type) : problems.invalid(type));
  }

  const expiresOn =
    properties.date_of_expiry && isoDate.test(properties.date_of_expiry) ? properties.date_of_expiry : null;
  const isDocumentExpired = expirationFlagged || (expiresOn !== null && expiresOn < isoDay(input.today));
  if (isDocumentExpired) found.push(expiresOn ? problems.expiredOn(type, expiresOn) : problems.expired(type));

  const comparison = flaggedIn(parts.data_comparison);
  const nameDiffers = comparison.includes('first_name') || comparison.includes('last_name');
  const birthDateDiffers = comparison.includes('date_of_birth');
  if (nameDiffers) {
    const documentName = [properties.first_name, properties.last_name].filter(Boolean).join(' ').trim();
    found.push(documentName ? problems.nameMismatch(type, documentName, input.applicant) : problems.mismatch(type));
  }
  if (birthDateDiffers) found.push(problems.birthDateMismatch(type));
  const otherDifference = considered(parts.data_comparison) && !nameDiffers && !birthDateDiffers;
  if (otherDifference) found.push(problems.mismatch(type));

  return {
    isRecognized: true,
    isValid: !dataInvalid,
    isDocumentExpired,
    isDocumentMismatch: nameDiffers || birthDateDiffers || otherDifference,
    expiresOn,
    problems: found,
  };
}

/** Onfido refused the file itself (a 422 on the upload: its type, size or content): the applicant can fix that. */
export function fileRefusedByOnfido(type: DocumentType): DocumentCheckResult {
  return notRecognised(
    `We could not check this file as a ${documentLabels[type]}. Upload a clear photo (JPG or PNG) or a PDF of it, between 32 KB and 10 MB.`,
  );
}
