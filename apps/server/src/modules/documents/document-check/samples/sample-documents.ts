import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Machine-readable zones for sample documents, built with our own ICAO 9303
 * arithmetic so the sandbox's reader (the `mrz` package) is checked against
 * an independent implementation rather than itself.
 */

const fillerValue = 0;

function characterValue(character: string): number {
  if (character === '<') return fillerValue;
  if (/^[0-9]$/.test(character)) return Number(character);
  if (/^[A-Z]$/.test(character)) return character.charCodeAt(0) - 'A'.charCodeAt(0) + 10;
  throw new Error(`"${character}" cannot appear in a machine-readable zone`);
}

/** ICAO 9303 part 3 §4.9: weights 7, 3, 1 repeating, sum modulo 10. */
export function mrzCheckDigit(value: string): string {
  const weights = [7, 3, 1] as const;
  let sum = 0;
  for (let index = 0; index < value.length; index += 1) {
    sum += characterValue(value.charAt(index)) * weights[index % 3]!;
  }
  return String(sum % 10);
}

/** Upper case, accents dropped, apostrophes dropped, spaces and hyphens as fillers (ICAO 9303 part 3 §6). */
export function mrzName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toUpperCase()
    .replace(/['’]/g, '')
    .trim()
    .replace(/[^A-Z0-9]+/g, '<');
}

function field(value: string, length: number): string {
  return value.slice(0, length).padEnd(length, '<');
}

/** yyyy-mm-dd to the zone's yymmdd. */
function mrzDate(isoDate: string): string {
  const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`expected yyyy-mm-dd, got "${isoDate}"`);
  return `${match[1]}${match[2]}${match[3]}`;
}

export interface SampleMrzPerson {
  surname: string;
  givenNames: string;
  /** yyyy-mm-dd */
  dob: string;
  /** yyyy-mm-dd */
  expiry: string;
  number: string;
  /** ICAO three-letter code; defaults to IND. */
  nationality?: string;
  sex?: 'F' | 'M' | '<';
}

function namesField(person: SampleMrzPerson, length: number): string {
  return field(`${mrzName(person.surname)}<<${mrzName(person.givenNames)}`, length);
}

/** The dates-and-number run shared by passports and visas (line 2, positions 0–27). */
function identityRun(person: SampleMrzPerson): string {
  const number = field(mrzName(person.number), 9);
  const dob = mrzDate(person.dob);
  const expiry = mrzDate(person.expiry);
  const nationality = person.nationality ?? 'IND';
  return (
    `${number}${mrzCheckDigit(number)}${nationality}` +
    `${dob}${mrzCheckDigit(dob)}${person.sex ?? 'F'}${expiry}${mrzCheckDigit(expiry)}`
  );
}

/** A TD3 passport zone (2 × 44) with every check digit right. */
export function samplePassportMrz(person: SampleMrzPerson): [string, string] {
  const nationality = person.nationality ?? 'IND';
  const line1 = `P<${nationality}${namesField(person, 39)}`;
  const run = identityRun(person);
  const personalNumber = field('', 14);
  const withPersonal = `${run}${personalNumber}${mrzCheckDigit(personalNumber)}`;
  // Composite: number + check, dob + check, expiry + check, personal number + check.
  const composite = mrzCheckDigit(`${run.slice(0, 10)}${run.slice(13, 20)}${withPersonal.slice(21, 43)}`);
  return [line1, `${withPersonal}${composite}`];
}

/** A visa zone: MRV-A (2 × 44) or MRV-B (2 × 36); visas carry no composite check digit. */
export function sampleVisaMrz(person: SampleMrzPerson, format: 'MRV-A' | 'MRV-B' = 'MRV-A'): [string, string] {
  const length = format === 'MRV-A' ? 44 : 36;
  const issuingState = 'USA';
  const line1 = `V<${issuingState}${namesField(person, length - 5)}`;
  return [line1, field(identityRun(person), length)];
}

export interface SamplePdfOptions {
  /** Raw entries added to the catalog, e.g. `/OpenAction 6 0 R`. */
  catalogEntries?: string;
  /** Raw object bodies numbered from 6 on (latin1; binary stream data allowed). */
  extraObjects?: string[];
}

function pdfString(text: string): string {
  const latin1 = text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  return `(${latin1.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

/**
 * A minimal, valid one-page PDF whose text layer holds `lines` in Helvetica,
 * one line each, with a correct cross-reference table.
 */
export function buildSamplePdf(lines: string[], options: SamplePdfOptions = {}): Buffer {
  const content = lines
    .map((line, index) => `BT /F1 10 Tf 36 ${756 - index * 14} Td ${pdfString(line)} Tj ET`)
    .join('\n');
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalogEntries ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...(options.extraObjects ?? []),
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, 'latin1');
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export interface SampleImage {
  width?: number;
  height?: number;
  /** The solid colour drawn, [red, green, blue]. */
  colour?: [number, number, number];
}

function solidPixels({ width = 64, height = 40, colour = [32, 96, 160] }: SampleImage): {
  width: number;
  height: number;
  data: Buffer;
} {
  const data = Buffer.alloc(width * height * 4);
  for (let offset = 0; offset < data.length; offset += 4) {
    data.set([...colour, 255], offset);
  }
  return { width, height, data };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A solid PNG drawn with pngjs, with optional tEXt chunks (keyword → text) after IHDR. */
export function samplePng(image: SampleImage = {}, texts: Record<string, string> = {}): Buffer {
  const pixels = solidPixels(image);
  const png = new PNG({ width: pixels.width, height: pixels.height });
  pixels.data.copy(png.data);
  const encoded = PNG.sync.write(png);
  const afterHeader = 8 + 25; // signature, then IHDR: length, type, 13 bytes, CRC
  const textChunks = Object.entries(texts).map(([keyword, text]) =>
    pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1')),
  );
  return Buffer.concat([encoded.subarray(0, afterHeader), ...textChunks, encoded.subarray(afterHeader)]);
}

/** A solid baseline JPEG encoded with jpeg-js, with optional COM comment segments. */
export function sampleJpeg(image: SampleImage = {}, comments: string[] = []): Buffer {
  return jpeg.encode({ ...solidPixels(image), comments }, 85).data;
}
