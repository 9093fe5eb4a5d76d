import type { DocumentType } from '@waypoint/domain/application/documents/document-types';
import { birthDatesMatch, namesMatch } from './compare-identity.js';
import type { DocumentApplicant, DocumentCheckResult } from './document-check-provider.js';
import { problems } from './document-problems.js';
import { readMrz } from './read-mrz.js';

export interface ZoneContext {
  documentType: DocumentType;
  applicant: DocumentApplicant;
  today: Date;
}

/** A file that decoded, with nothing found against it. */
export const recognised: DocumentCheckResult = {
  isRecognized: true,
  isValid: true,
  isDocumentExpired: false,
  isDocumentMismatch: false,
  expiresOn: null,
  problems: [],
};

/** The UTC calendar day, yyyy-mm-dd. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The zone's yymmdd expiry as yyyy-mm-dd. The zone has no century; a passport
 * or visa expires within decades of today, so the nearer century wins. Null
 * when a part is unknown (`<`) or it is not a calendar date.
 */
export function expiryDate(yymmdd: string, today: Date): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  let year = 2000 + Number(yymmdd.slice(0, 2));
  if (year > today.getUTCFullYear() + 50) year -= 100;
  const iso = `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDay(date) === iso ? iso : null;
}

/**
 * product-rules#document-check flags for a passport or visa from its machine-readable zone:
 * valid when it parses with right check digits; expired when its expiry is
 * before today (UTC day); mismatching when its name or date of birth differs
 * from the applicant's. Expiry and names are judged only on a valid zone,
 * since a failed check digit means the data cannot be trusted.
 */
export function judgeZone(context: ZoneContext, zoneLines: string[]): DocumentCheckResult {
  const { documentType: type, applicant, today } = context;
  const reading = readMrz(zoneLines);
  if (reading && reading.kind !== type) {
    return { ...recognised, isRecognized: false, problems: [problems.wrongDocument(type, reading.kind)] };
  }
  const expiresOn = reading?.expirationDate ? expiryDate(reading.expirationDate, today) : null;
  if (!reading || !reading.valid || expiresOn === null) {
    return { ...recognised, isValid: false, problems: [problems.unreadableZone(type)] };
  }

  const found: string[] = [];
  const isDocumentExpired = expiresOn < isoDay(today);
  if (isDocumentExpired) found.push(problems.expiredOn(type, expiresOn));
  const documentName = { ...reading, mayBeTruncated: reading.namesMayBeTruncated };
  const nameMatches = namesMatch(documentName, applicant);
  if (!nameMatches) {
    found.push(problems.nameMismatch(type, `${reading.givenNames} ${reading.surname}`.trim(), applicant));
  }
  const birthDateMatches =
    applicant.dob === null || reading.birthDate === null || birthDatesMatch(reading.birthDate, applicant.dob);
  if (!birthDateMatches) found.push(problems.birthDateMismatch(type));
  return {
    ...recognised,
    isDocumentExpired,
    isDocumentMismatch: !nameMatches || !birthDateMatches,
    expiresOn,
    problems: found,
  };
}
