import { readFileSync } from 'node:fs';
import { parse } from 'mrz';
import { describe, expect, it } from 'vitest';
import { buildSamplePdf, mrzCheckDigit, mrzName, samplePassportMrz, sampleVisaMrz } from './sample-documents.js';
import { sampleFiles, samplePassportHolder } from './sample-files.js';

// ICAO 9303 part 4 appendix A specimen (Anna Maria Eriksson, Utopia) and part 3 §4.9's worked example.
describe('MRZ check digits (ICAO 9303 part 3 §4.9)', () => {
  it.each([
    ['document number', 'L898902C3', '6'],
    ['date of birth', '740812', '2'],
    ['date of expiry', '120415', '9'],
    ['personal number', 'ZE184226B<<<<<', '1'],
    ['composite', 'L898902C3674081221204159ZE184226B<<<<<1', '0'],
    ['worked example', '520727', '3'],
    ['all fillers', '<<<<<<<<<<<<<<', '0'],
    ['letters count from A = 10', 'AB2134<<<', '5'],
  ])('%s: %s → %s', (_field, value, digit) => {
    expect(mrzCheckDigit(value)).toBe(digit);
  });

  it('refuses a character the zone cannot hold', () => {
    expect(() => mrzCheckDigit('a')).toThrow(/cannot appear/);
  });
});

describe('sample zones', () => {
  it('writes the specimen passport holder as ICAO does', () => {
    const [line1] = samplePassportMrz({
      surname: 'Eriksson',
      givenNames: 'Anna María',
      dob: '1974-08-12',
      expiry: '2012-04-15',
      number: 'L898902C3',
      nationality: 'UTO',
    });
    expect(line1).toBe('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<');
  });

  it.each([
    ['hyphens and spaces become fillers', 'Raman-Iyer Devi', 'RAMAN<IYER<DEVI'],
    ['accents and apostrophes go', "Zoë O'Brien", 'ZOE<OBRIEN'],
  ])('names: %s', (_rule, name, expected) => {
    expect(mrzName(name)).toBe(expected);
  });

  it.each([
    ['a TD3 passport', samplePassportMrz(samplePassportHolder), 'TD3'],
    ['an MRV-A visa (read as TD3)', sampleVisaMrz(samplePassportHolder, 'MRV-A'), 'TD3'],
    ['an MRV-B visa (read as TD2)', sampleVisaMrz(samplePassportHolder, 'MRV-B'), 'TD2'],
  ])('%s has right check digits by the mrz package', (_kind, lines, format) => {
    const result = parse(lines);
    expect(result.format).toBe(format);
    const wrongDigits = result.details.filter((detail) => detail.field?.endsWith('CheckDigit') && !detail.valid);
    const visaOnlyFields = ['personalNumberCheckDigit', 'compositeCheckDigit'];
    expect(
      wrongDigits.filter((detail) => !lines[0]!.startsWith('V') || !visaOnlyFields.includes(detail.field!)),
    ).toEqual([]);
    expect(result.fields).toMatchObject({ lastName: 'RAMAN', firstName: 'PRIYA', birthDate: '940517' });
  });
});

describe('buildSamplePdf', () => {
  it('points every cross-reference entry at its object', () => {
    const pdf = buildSamplePdf(['one', 'two (2)']).toString('latin1');
    const xrefOffset = pdf.indexOf('\nxref\n') + 1;
    const xref = pdf.slice(xrefOffset);
    const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(pdf.startsWith(`${index + 1} 0 obj`, offset)).toBe(true));
    expect(pdf.slice(pdf.lastIndexOf('startxref')).split('\n')[1]).toBe(String(xrefOffset));
    expect(pdf).toContain('(two \\(2\\)) Tj');
  });
});

describe('committed sample files', () => {
  it.each(Object.entries(sampleFiles()))(
    '%s is what the generator makes (run samples/make-samples.ts)',
    (name, bytes) => {
      const committed = readFileSync(new URL(`./files/${name}`, import.meta.url));
      expect(committed.equals(bytes)).toBe(true);
      expect(committed.length).toBeLessThan(20 * 1024);
    },
  );
});
