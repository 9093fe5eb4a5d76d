import { describe, expect, it } from 'vitest';
import { formatEffectiveDate, versionLabel } from './legal-document-labels';

describe('legal document labels', () => {
  it.each([
    ['2026-11-01', 'November 1, 2026'],
    ['2027-01-31', 'January 31, 2027'],
  ])('shows the effective date %s as %s', (isoDate, label) => {
    expect(formatEffectiveDate(isoDate)).toBe(label);
  });

  it.each([
    ['v1', 'Version 1'],
    ['v6', 'Version 6'],
    ['v12', 'Version 12'],
  ])('shows %s as %s', (version, label) => {
    expect(versionLabel(version)).toBe(label);
  });
});
