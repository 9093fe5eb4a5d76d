import { domainAndParents, websiteDomain } from './domain-names.js';
import { domainOrganizations, employerAliases } from './employer-organizations.js';
import { largeCompanyDomains } from './large-company-domains.js';
import { universityDomains } from './university-domains.js';

const parentByAlias = new Map<string, string>(
  employerAliases.flatMap((group) => group.map((alias) => [alias, group[0] ?? alias] as const)),
);

/** The organization a domain belongs to: its table key (aliases resolved), else the domain itself. */
export function organizationOf(domain: string): string {
  for (const candidate of domainAndParents(domain)) {
    const key = domainOrganizations[candidate];
    if (key) return parentByAlias.get(key) ?? key;
  }
  return domain;
}

/**
 * The large employers a domain stands for, from the two lookup tables
 * (product-rules#employer-lookup); empty when it is not a known large employer. Only the domain
 * itself counts, not its parents: "sites.google.com/…" or
 * "someone.github.io" are pages anyone can make, not Google's or GitHub's.
 */
export function knownEmployersForDomain(domain: string): readonly string[] {
  const clean = domain.toLowerCase().replace(/^www\./, '');
  return (
    largeCompanyDomains[clean] ?? universityDomains[clean] ?? universityDomains[domainOrganizations[clean] ?? ''] ?? []
  );
}

/**
 * The employer-website check passes when the website's domain
 * belongs to a known large employer. Passing skips the YP employer
 * verification (product-rules#employer-check-skip), so an unreadable website fails it.
 */
export function employerWebsitePassesCheck(website: string): boolean {
  const domain = websiteDomain(website);
  return domain !== null && knownEmployersForDomain(domain).length > 0;
}
