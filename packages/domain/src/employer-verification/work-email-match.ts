import { emailDomain, isSameOrSubdomain, websiteDomain } from './domain-names.js';
import { organizationOf } from './employer-lookup.js';
import { isFreeMailDomain } from './free-mail-domains.js';

// Kept apart from employer-lookup.ts: the free-mail list is about 140 KB, and
// the step engine (which the web bundles) needs only the website check.

/**
 * product-rules#work-email-match work-e-mail check: the e-mail's domain is compared with the
 * company website's domain, using the alias and organization tables. They
 * match when one is the other or a subdomain of it ("us.ibm.com" and
 * "ibm.com"), or when both belong to one organization ("fb.com" and
 * "instagram.com"). Free-mail domains never match: they are not company
 * addresses, even when the "company" website is the free-mail provider's.
 */
export function workEmailMatchesEmployer(workEmail: string, employerWebsite: string): boolean {
  const mailDomain = emailDomain(workEmail);
  const siteDomain = websiteDomain(employerWebsite);
  if (!mailDomain || !siteDomain) return false;
  if (isFreeMailDomain(mailDomain)) return false;
  if (isSameOrSubdomain(mailDomain, siteDomain) || isSameOrSubdomain(siteDomain, mailDomain)) return true;
  return organizationOf(mailDomain) === organizationOf(siteDomain);
}
