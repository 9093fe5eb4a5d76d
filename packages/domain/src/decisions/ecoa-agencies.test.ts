import { describe, expect, it } from 'vitest';
import { creditorCharterNames, ecoaAgencies, ecoaAgencyFor, ecoaAgencyKeyFor } from './ecoa-agencies.js';

// Reg B Appendix A: item 1 by size, item 2 by charter.
describe('the ECOA agency a notice names', () => {
  it.each([
    { charter: 'nationalBank', assetsOver10Billion: true, agency: 'cfpb' },
    { charter: 'stateNonMemberBank', assetsOver10Billion: true, agency: 'cfpb' },
    { charter: 'nationalBank', assetsOver10Billion: false, agency: 'occ' },
    { charter: 'federalSavingsAssociation', assetsOver10Billion: false, agency: 'occ' },
    { charter: 'stateMemberBank', assetsOver10Billion: false, agency: 'federalReserve' },
    { charter: 'stateNonMemberBank', assetsOver10Billion: false, agency: 'fdic' },
    { charter: 'stateSavingsAssociation', assetsOver10Billion: false, agency: 'fdic' },
  ] as const)('$charter, over $10 billion $assetsOver10Billion → $agency', ({ agency, ...creditor }) => {
    expect(ecoaAgencyKeyFor(creditor)).toBe(agency);
    expect(ecoaAgencyFor(creditor)).toEqual(ecoaAgencies[agency]);
  });

  it('every charter has a regulator with a name and an address', () => {
    for (const charter of creditorCharterNames) {
      const agency = ecoaAgencyFor({ charter, assetsOver10Billion: false });
      expect(agency.name.length).toBeGreaterThan(5);
      expect(agency.address).toMatch(/, [A-Z]{2} \d{5}$/);
    }
  });
});
