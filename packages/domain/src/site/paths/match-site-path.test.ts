import { describe, expect, it } from 'vitest';
import { matchSitePath } from './match-site-path.js';

describe('matchSitePath (product-rules#site-routes)', () => {
  it.each([
    ['home', '/', 'home'],
    ['blog', '/blog', 'blog'],
    ['sign in', '/user/login', 'signIn'],
    ['trailing slash is the same page', '/blog/', 'blog'],
    ['FAQ close wins over FAQ section', '/faq/close', 'faqClose'],
    ['FAQ section anchor page', '/faq/non_us', 'faqSection'],
    ['job position wildcard', '/careers/job-position/senior-backend-engineer', 'jobPosition'],
    ['job position wildcard, nested', '/careers/job-position/nyc/designer', 'jobPosition'],
    ['invite entry', '/i', 'invite'],
    ['invite code', '/i/ABC123', 'inviteCode'],
    ['quiz code', '/quiz/XYZ', 'quizCode'],
    ['media room named after the product', '/waypoint-media-room', 'mediaRoom'],
    ['rewards terms disclosure', '/disclosures/rewards_terms-3', 'rewardsTerms'],
    ['financial education', '/knowledge-center/financial-education', 'financialEducation'],
    ['404 page', '/404', 'notFound'],
    ['404.html page', '/404.html', 'notFoundHtml'],
    ['wizard owns its prefix', '/application/YP_Review', 'application'],
  ])('%s: %s -> %s', (_rule, pathname, id) => {
    expect(matchSitePath(pathname)?.id).toBe(id);
  });

  it.each([
    ['unknown top-level path', '/no-such-page'],
    ['job position needs a position', '/careers/job-position'],
    ['invite code takes one segment', '/i/ABC/extra'],
    ['bad percent escape', '/i/%E0%A4%A'],
    ['near miss of a real path', '/user/logins'],
  ])('%s: %s is not a page', (_rule, pathname) => {
    expect(matchSitePath(pathname)).toBeNull();
  });

  it('decodes parameters', () => {
    expect(matchSitePath('/i/A%20B')?.params).toEqual({ code: 'A B' });
  });
});
