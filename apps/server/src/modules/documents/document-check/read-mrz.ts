import { parse, type FieldName, type ParseResult } from 'mrz';

export type MrzDocumentKind = 'passport' | 'visa' | 'other';

export interface MrzReading {
  kind: MrzDocumentKind;
  /** It parsed, and every field and check digit that applies to this kind of document is right. */
  valid: boolean;
  surname: string;
  givenNames: string;
  /** The names field is full to its last character, so long names may be cut short (ICAO 9303 part 3 §6.A). */
  namesMayBeTruncated: boolean;
  /** yymmdd as printed; `<` marks an unknown part. */
  birthDate: string | null;
  expirationDate: string | null;
}

// MRV-A and MRV-B visas share TD3's and TD2's layout up to the expiry check
// digit, then carry optional data and no composite check digit (ICAO 9303
// part 7). The `mrz` package reads them with the TD3/TD2 templates, so these
// fields' verdicts do not apply to a visa; we check its document code ourselves.
const fieldsNotOnVisas = new Set<FieldName>([
  'documentCode',
  'personalNumber',
  'personalNumberCheckDigit',
  'compositeCheckDigit',
  'optional',
]);

/** A line of text that looks like a zone line: 30 to 44 of A–Z, 0–9 and `<`, with a double filler. */
function asZoneLine(line: string): string | null {
  const compact = line.replace(/\s+/g, '');
  return /^[A-Z0-9<]{30,44}$/.test(compact) && compact.includes('<<') ? compact : null;
}

/**
 * The first run of consecutive zone-like lines in a text (a PDF text layer),
 * or null when there is none. A run that is not a well-formed zone is still
 * returned: the document carries a zone we could not read.
 */
export function findMrzLines(textLines: string[]): string[] | null {
  const zone: string[] = [];
  for (const line of textLines) {
    const zoneLine = asZoneLine(line);
    if (zoneLine) zone.push(zoneLine);
    else if (zone.length > 0) break;
  }
  return zone.length > 0 ? zone.slice(0, 3) : null;
}

function kindOf(lines: string[]): MrzDocumentKind {
  const code = lines[0]?.charAt(0);
  if (code === 'P') return 'passport';
  if (code === 'V') return 'visa';
  return 'other';
}

function isValidFor(kind: MrzDocumentKind, result: ParseResult): boolean {
  if (kind === 'passport') return result.format === 'TD3' && result.valid;
  if (kind === 'other') return result.valid;
  return result.details.every((detail) => detail.valid || (detail.field && fieldsNotOnVisas.has(detail.field)));
}

/** Reads a machine-readable zone with the `mrz` package; null when it does not parse at all. */
export function readMrz(lines: string[]): MrzReading | null {
  let result: ParseResult;
  try {
    result = parse(lines);
  } catch {
    return null; // wrong line count, length or characters
  }
  const kind = kindOf(lines);
  const { fields } = result;
  return {
    kind,
    valid: isValidFor(kind, result),
    surname: fields.lastName ?? '',
    givenNames: fields.firstName ?? '',
    namesMayBeTruncated: !lines[0]?.endsWith('<'),
    birthDate: fields.birthDate ?? null,
    expirationDate: fields.expirationDate ?? null,
  };
}
