import { describe, expect, it } from 'vitest';
import { acceptedVersions } from './accepted-versions.js';

const ok = { isRecognized: true, isValid: true, isDocumentExpired: false, isDocumentMismatch: false };
const flags = {
  ok,
  unrecognised: { ...ok, isRecognized: false },
  invalid: { ...ok, isValid: false },
  expired: { ...ok, isDocumentExpired: true },
  mismatch: { ...ok, isDocumentMismatch: true },
} as const;
type Outcome = keyof typeof flags;

// Each row: the outcomes of a type's uploads in order, and the version each one shows.
const cases: [string, Outcome[], number[]][] = [
  ['one accepted upload is version 1', ['ok'], [1]],
  ['accepted uploads count up', ['ok', 'ok', 'ok'], [1, 2, 3]],
  ['a rejected first upload is no version', ['expired'], [0]],
  ['a rejected upload before an accepted one does not bump it', ['unrecognised', 'ok'], [0, 1]],
  [
    'each kind of rejection counts for nothing',
    ['invalid', 'expired', 'mismatch', 'unrecognised', 'ok'],
    [0, 0, 0, 0, 1],
  ],
  ['a rejected upload between accepted ones carries the one before', ['ok', 'mismatch', 'ok'], [1, 1, 2]],
];

describe('acceptedVersions', () => {
  it.each(cases)('%s', (_name, outcomes, shown) => {
    const uploads = outcomes.map((outcome, index) => ({ id: 100 + index, version: index + 1, ...flags[outcome] }));
    // Order of the rows given does not matter: the stored version orders them.
    const versions = acceptedVersions([...uploads].reverse());
    expect(uploads.map((upload) => versions.get(upload.id))).toEqual(shown);
  });
});
