import { describe, expect, it } from 'vitest';
import { disclosureDocuments, disclosureTypes } from '@waypoint/domain/disclosures/disclosure-documents';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { legalDocumentFileName, legalDocumentPathIds, legalDocuments, legalDocumentTypes } from './legal-documents';

describe('legal documents', () => {
  it('are the domain catalogue of disclosures plus the rewards terms, unchanged', () => {
    expect(legalDocumentTypes).toEqual([...disclosureTypes, 'REWARDS_TERMS']);
    for (const type of disclosureTypes) expect(legalDocuments[type]).toBe(disclosureDocuments[type]);
  });

  it('puts the rewards terms at the path product-rules#site-routes links to, as version 3', () => {
    expect(legalDocuments.REWARDS_TERMS).toMatchObject({ path: '/disclosures/rewards_terms-3', version: 'v3' });
  });

  it('names exactly the site paths the documents occupy', () => {
    const paths = legalDocumentPathIds.map((id) => sitePaths[id]).sort();
    expect(paths).toEqual(legalDocumentTypes.map((type) => legalDocuments[type].path).sort());
  });

  it.each([
    ['CARDHOLDER', 'cardholder.md'],
    ['CREDIT_PULL_AUTHORIZATION', 'credit-pull-authorization.md'],
    ['REWARDS_TERMS', 'rewards-terms.md'],
  ] as const)('keeps %s in %s', (type, fileName) => {
    expect(legalDocumentFileName(type)).toBe(fileName);
  });
});
