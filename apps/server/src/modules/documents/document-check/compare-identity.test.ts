import { describe, expect, it } from 'vitest';
import { birthDatesMatch, namesMatch } from './compare-identity.js';

const zone = (surname: string, givenNames: string, mayBeTruncated = false) => ({ surname, givenNames, mayBeTruncated });
const applicant = (firstName: string, lastName: string) => ({ firstName, lastName, dob: null });

describe('names on the zone against the application', () => {
  it.each([
    ['the same name', zone('RAMAN', 'PRIYA'), applicant('Priya', 'Raman'), true],
    [
      'case, accents and spaces do not count',
      zone('GARCIA MARQUEZ', 'JOSE LUIS'),
      applicant('José-Luis', 'García Márquez'),
      true,
    ],
    ['apostrophes do not count', zone('OBRIEN', 'SEAN'), applicant('Seán', "O'Brien"), true],
    ['ICAO transliteration (Ü as UE)', zone('MUELLER', 'JUERGEN'), applicant('Jürgen', 'Müller'), true],
    ['plain accent removal (Ü as U)', zone('MULLER', 'JURGEN'), applicant('Jürgen', 'Müller'), true],
    ['a middle name the applicant left out', zone('RAMAN', 'PRIYA LAKSHMI'), applicant('Priya', 'Raman'), true],
    ['a middle name the passport omits', zone('RAMAN', 'PRIYA'), applicant('Priya Lakshmi', 'Raman'), true],
    ['another surname', zone('SMITH', 'PRIYA'), applicant('Priya', 'Raman'), false],
    ['another given name', zone('RAMAN', 'JOHN'), applicant('Priya', 'Raman'), false],
    ['a given name that only starts the same', zone('RAMAN', 'PRIYANKA'), applicant('Priya', 'Raman'), false],
    ['no given names on the zone', zone('RAMAN', ''), applicant('Priya', 'Raman'), false],
    [
      'a zone cut at its full length matches the start of a long name',
      zone('VANDERBERGHE WOLFESCHLEGEL', 'ALEXANDRA CATHER', true),
      applicant('Alexandra Catherine', 'Vanderberghe Wolfeschlegel'),
      true,
    ],
    ['a cut zone still needs the start to agree', zone('SMITH', 'JOHN', true), applicant('Priya', 'Raman'), false],
  ])('%s', (_rule, documentName, person, expected) => {
    expect(namesMatch(documentName, person)).toBe(expected);
  });
});

describe('dates of birth on the zone against the application', () => {
  it.each([
    ['the same day', '940517', '1994-05-17', true],
    ['another day', '940518', '1994-05-17', false],
    ['the zone has no century', '940517', '2094-05-17', true],
    ['unknown day and month (<) are not compared', '94<<<<', '1994-05-17', true],
    ['an answer not in ISO form', '940517', '17/05/1994', false],
  ])('%s', (_rule, documentDate, applicantDate, expected) => {
    expect(birthDatesMatch(documentDate, applicantDate)).toBe(expected);
  });
});
