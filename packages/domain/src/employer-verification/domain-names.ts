/**
 * Reading domains out of what applicants type: an e-mail address or a
 * company website ("acme.com", "https://www.acme.com/careers"). Domains are
 * compared lower-case, without a trailing dot and without a leading "www.".
 */
const labelPattern = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

function cleanDomain(value: string): string | null {
  const domain = value
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  const labels = domain.split('.');
  // A registrable domain has at least a name and a top-level label ("acme.com").
  if (labels.length < 2 || domain.length > 253) return null;
  return labels.every((label) => labelPattern.test(label)) ? domain : null;
}

/** The domain of an e-mail address, or null when it has none we can read. */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  return cleanDomain(email.trim().slice(at + 1));
}

/**
 * The host of a website, given with or without an http(s) scheme, or null
 * when it is no website we can read. Parsed by hand: the domain package has
 * no DOM or Node types, so no URL class. Internationalised hosts must be
 * given in their ASCII (xn--) form.
 */
export function websiteDomain(website: string): string | null {
  const text = website.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text);
  if (scheme && !['http', 'https'].includes((scheme[1] ?? '').toLowerCase())) return null;
  const rest = scheme ? text.slice(scheme[0].length) : text;
  const authority = rest.split(/[/?#]/, 1)[0] ?? '';
  // user:password@host hides the real host behind a familiar-looking name.
  if (authority.includes('@')) return null;
  const host = authority.replace(/:\d{1,5}$/, '');
  return cleanDomain(host);
}

/** "a.b.acme.com" -> ["a.b.acme.com", "b.acme.com", "acme.com"]: the domain and each parent with two or more labels. */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  const result: string[] = [];
  for (let start = 0; start <= labels.length - 2; start += 1) result.push(labels.slice(start).join('.'));
  return result;
}

/** True when `domain` is `parent` or one of its subdomains. */
export function isSameOrSubdomain(domain: string, parent: string): boolean {
  return domain === parent || domain.endsWith(`.${parent}`);
}
