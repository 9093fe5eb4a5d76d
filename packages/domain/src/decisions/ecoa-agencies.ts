/**
 * The federal agency an ECOA notice names (Reg B 1002.9(b)(1), Appendix A;
 * product-rules#notices): by the creditor's size and charter. A bank with
 * total assets over $10 billion names the CFPB; a smaller one its prudential
 * regulator. The names and addresses are Appendix A's; a change there is an
 * edit here, and the notices' version moves with it.
 */
export interface EcoaAgency {
  name: string;
  /** One line: street or box, city, state and ZIP. */
  address: string;
}

export const ecoaAgencies = {
  cfpb: { name: 'Consumer Financial Protection Bureau', address: '1700 G Street NW, Washington, DC 20552' },
  occ: {
    name: 'Office of the Comptroller of the Currency, Customer Assistance Group',
    address: 'P.O. Box 53570, Houston, TX 77052',
  },
  federalReserve: { name: 'Federal Reserve Consumer Help Center', address: 'P.O. Box 1200, Minneapolis, MN 55480' },
  fdic: { name: 'FDIC Consumer Response Center', address: '1100 Walnut Street, Box #11, Kansas City, MO 64106' },
} as const satisfies Record<string, EcoaAgency>;

export type EcoaAgencyKey = keyof typeof ecoaAgencies;

/** The bank charters the issuer can hold, and the prudential regulator of each (Appendix A, item 2). */
export const creditorCharters = {
  nationalBank: 'occ',
  federalSavingsAssociation: 'occ',
  stateMemberBank: 'federalReserve',
  stateNonMemberBank: 'fdic',
  stateSavingsAssociation: 'fdic',
} as const satisfies Record<string, EcoaAgencyKey>;

export type CreditorCharter = keyof typeof creditorCharters;
export const creditorCharterNames = Object.keys(creditorCharters) as CreditorCharter[];

/** Appendix A, item 1: over $10 billion in total assets, the CFPB; otherwise the charter's regulator. */
export function ecoaAgencyKeyFor(creditor: { charter: CreditorCharter; assetsOver10Billion: boolean }): EcoaAgencyKey {
  return creditor.assetsOver10Billion ? 'cfpb' : creditorCharters[creditor.charter];
}

export function ecoaAgencyFor(creditor: { charter: CreditorCharter; assetsOver10Billion: boolean }): EcoaAgency {
  return ecoaAgencies[ecoaAgencyKeyFor(creditor)];
}
