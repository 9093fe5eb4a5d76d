import type { DocumentApplicant } from './document-check-provider.js';

// ICAO 9303 part 3 §6 lets issuers write these letters either way: "Müller"
// may be MULLER or MUELLER on the zone. Both spellings of the applicant's name count.
const icaoTransliterations: Record<string, string> = {
  Ä: 'AE',
  Ö: 'OE',
  Ü: 'UE',
  ß: 'SS',
  Æ: 'AE',
  Ø: 'OE',
  Å: 'AA',
  Œ: 'OE',
  Þ: 'TH',
  Ĳ: 'IJ',
};

function stripAccents(name: string): string {
  return name.normalize('NFD').replace(/\p{Mn}/gu, '');
}

/** Name parts, upper case, without accents, apostrophes, `<` fillers, hyphens or spaces. */
function nameParts(name: string, transliterate: boolean): string[] {
  let upper = name.toUpperCase();
  if (transliterate) upper = upper.replace(/[ÄÖÜÆØÅŒÞĲ]|ß/g, (letter) => icaoTransliterations[letter] ?? letter);
  return stripAccents(upper)
    .replace(/['’]/g, '')
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
}

function spellings(name: string): string[][] {
  return [nameParts(name, false), nameParts(name, true)];
}

function startsWithParts(longer: string[], shorter: string[]): boolean {
  return shorter.length > 0 && shorter.every((part, index) => longer[index] === part);
}

/**
 * Given names agree when they are the same ignoring separators, or when one
 * list begins with the other: an applicant may leave out a middle name the
 * passport prints, or add one it omits.
 */
function givenNamesAgree(document: string[], applicant: string[]): boolean {
  if (document.join('') === applicant.join('')) return true;
  return startsWithParts(document, applicant) || startsWithParts(applicant, document);
}

export interface DocumentName {
  surname: string;
  givenNames: string;
  /** The zone's names field was full, so it may hold only the start of the names. */
  mayBeTruncated: boolean;
}

export function namesMatch(document: DocumentName, applicant: DocumentApplicant): boolean {
  const documentSurname = nameParts(document.surname, false);
  const documentGiven = nameParts(document.givenNames, false);
  const documentWhole = [...documentSurname, ...documentGiven].join('');
  return spellings(applicant.lastName).some((surname) =>
    spellings(applicant.firstName).some((given) => {
      if (document.mayBeTruncated && [...surname, ...given].join('').startsWith(documentWhole)) return true;
      return documentSurname.join('') === surname.join('') && givenNamesAgree(documentGiven, given);
    }),
  );
}

/**
 * Compares the zone's yymmdd birth date with the applicant's yyyy-mm-dd, digit
 * by digit: the zone has no century, and `<` marks a part the issuer did not know.
 */
export function birthDatesMatch(documentYymmdd: string, applicantIsoDate: string): boolean {
  const applicant = applicantIsoDate.replace(/-/g, '').slice(2);
  if (applicant.length !== 6 || documentYymmdd.length !== 6) return false;
  return [...documentYymmdd].every((digit, index) => digit === '<' || digit === applicant.charAt(index));
}
