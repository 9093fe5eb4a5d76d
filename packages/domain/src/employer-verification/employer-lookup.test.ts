import { describe, expect, it } from 'vitest';
import { emailDomain, websiteDomain } from './domain-names.js';
import { employerWebsitePassesCheck, knownEmployersForDomain, organizationOf } from './employer-lookup.js';
import { isFreeMailDomain } from './free-mail-domains.js';
import { largeCompanyDomains } from './large-company-domains.js';
import { universityDomains } from './university-domains.js';
import { workEmailMatchesEmployer } from './work-email-match.js';

describe('employer-website check (skips the YP employer verification)', () => {
  it.each([
    ['a large employer, bare domain', 'google.com', true],
    ['with scheme, www and path', 'https://www.jpmorganchase.com/careers', true],
    ['upper case', 'HTTPS://MICROSOFT.COM', true],
    ['a university domain', 'mit.edu', true],
    ['a university domain reached through its short key', 'https://hbs.edu', true],
    ['an unknown company', 'acme-widgets.com', false],
    ['a page on a large employer subdomain anyone can make', 'sites.google.com/view/my-shop', false],
    ['a look-alike domain', 'google.com.evil.example', false],
    ['credentials trick', 'https://google.com@evil.example', false],
    ['empty', '', false],
    ['not a website', 'not a website', false],
  ])('%s: %s -> %s', (_rule, website, expected) => {
    expect(employerWebsitePassesCheck(website)).toBe(expected);
  });

  it('lists the employer names of a domain', () => {
    expect(knownEmployersForDomain('abc.xyz')).toEqual(['Alphabet']);
    expect(knownEmployersForDomain('jhmi.edu')).toEqual(['Johns Hopkins University']);
  });

  it('holds between 80 and 150 large companies and a few universities', () => {
    const employers = new Set(Object.values(largeCompanyDomains).map((names) => names.at(-1)));
    expect(employers.size).toBeGreaterThanOrEqual(80);
    expect(employers.size).toBeLessThanOrEqual(150);
    expect(Object.keys(universityDomains).length).toBeGreaterThanOrEqual(20);
  });
});

describe('work e-mail matches the employer (product-rules#work-email-match)', () => {
  it.each([
    ['same domain', 'ana@acme-widgets.com', 'https://acme-widgets.com', true],
    ['e-mail on a subdomain of the website', 'ana@us.ibm.com', 'ibm.com', true],
    ['website on a subdomain of the e-mail domain', 'ana@acme-widgets.com', 'careers.acme-widgets.com', true],
    ['organization table: two domains of one company', 'ana@fb.com', 'facebook.com', true],
    ['alias table: google and alphabet', 'ana@google.com', 'https://abc.xyz', true],
    ['alias table: a brand and its parent', 'ana@instagram.com', 'meta.com', true],
    ['a university and its medical school', 'ana@pennmedicine.org', 'upenn.edu', true],
    ['different companies', 'ana@acme-widgets.com', 'other-widgets.com', false],
    ['same name, other top-level domain', 'ana@acme-widgets.io', 'acme-widgets.com', false],
    ['free mail never matches', 'ana@gmail.com', 'acme-widgets.com', false],
    ['free mail never matches, even the provider as employer', 'ana@yahoo.com', 'yahoo.com', false],
    ['a mail relay is free mail', 'ana@duck.com', 'duck.com', false],
    ['no e-mail domain', 'ana', 'acme-widgets.com', false],
    ['no website', 'ana@acme-widgets.com', '', false],
  ])('%s', (_rule, email, website, expected) => {
    expect(workEmailMatchesEmployer(email, website)).toBe(expected);
  });
});

describe('domain reading and free mail', () => {
  it.each([
    ['trims and lower-cases', ' Ana@Mail.ACME.com ', 'mail.acme.com'],
    ['no domain', 'ana@', null],
    ['single label', 'ana@localhost', null],
  ])('emailDomain: %s', (_rule, email, expected) => {
    expect(emailDomain(email)).toBe(expected);
  });

  it.each([
    ['drops www, port and path', 'http://www.acme.com:8080/about?x=1#top', 'acme.com'],
    ['mailto is no website', 'mailto:ana@acme.com', null],
  ])('websiteDomain: %s', (_rule, website, expected) => {
    expect(websiteDomain(website)).toBe(expected);
  });

  it.each([
    ['gmail.com', true],
    ['outlook.com', true],
    ['proton.me', true],
    ['google.com', false],
    ['microsoft.com', false],
    ['co.uk', false],
  ])('isFreeMailDomain(%s) -> %s', (domain, expected) => {
    expect(isFreeMailDomain(domain)).toBe(expected);
  });

  it('resolves organizations through the alias table', () => {
    expect(organizationOf('youtube.com')).toBe('alphabet');
    expect(organizationOf('unknown-co.com')).toBe('unknown-co.com');
  });
});
