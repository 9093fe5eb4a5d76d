import maintainedFreeMailDomains from 'email-providers/all.json' with { type: 'json' };

/**
 * product-rules#employer-lookup, product-rules#work-email-match: free-mail domains count as non-company addresses, so a work
 * e-mail on one never proves employment. The maintained npm list
 * `email-providers` (all.json, about 8,800 domains) is the base. The chosen
 * alternative, `free-email-domains`, downloads its list in an install script,
 * which our offline installs cannot run.
 *
 * Added here: private and forwarding mail services missing from that list.
 * A relay address hides the real mailbox, so it proves nothing about an employer.
 */
const additionalFreeMailDomains = [
  'anonaddy.me',
  'disroot.org',
  'duck.com',
  'fastmail.com',
  'mailfence.com',
  'mozmail.com',
  'passmail.net',
  'posteo.de',
  'posteo.net',
  'riseup.net',
  'simplelogin.com',
  'startmail.com',
  'tuta.io',
  'tutamail.com',
  'tutanota.com',
  'zohomail.com',
];

const freeMailDomains: ReadonlySet<string> = new Set([...maintainedFreeMailDomains, ...additionalFreeMailDomains]);

/** True when the domain, or a parent of it, is a free-mail provider. */
export function isFreeMailDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  for (let start = 0; start <= labels.length - 2; start += 1) {
    if (freeMailDomains.has(labels.slice(start).join('.'))) return true;
  }
  return false;
}
