import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { searchHelp } from '../src/features/help-desk/help-search';
import { buildSitePages } from './content/site-pages';
import { buildAccountTaskEntries, buildHelpIndex } from './help-index';

// The index exactly as help-index-plugin.ts compiles it for the widget: the cardholder's tasks first.
const contentDir = fileURLToPath(new URL('../../../content', import.meta.url));
const tasks = buildAccountTaskEntries(contentDir);
const index = [...tasks, ...buildHelpIndex(buildSitePages(contentDir))];

describe("the help widget answers a cardholder's tasks (content/help/account-tasks.md)", () => {
  it.each([
    ['how do I activate my card', 'How do I activate my card?', sitePaths.accountCard],
    ['activate card', 'How do I activate my card?', sitePaths.accountCard],
    ['lock my card', 'How do I lock or unlock my card?', sitePaths.accountCard],
    ['how do I pay my bill', 'How do I pay my bill?', sitePaths.accountPay],
    ['when does my payment count', 'When does my payment count?', sitePaths.accountPay],
    ['autopay', 'How do I set up autopay?', sitePaths.accountPayments],
    ['where is my statement', 'Where is my statement?', sitePaths.accountStatements],
    ['statement pdf', 'Where is my statement?', sitePaths.accountStatements],
    ['redeem cash back to my bank', 'How do I redeem my cash back?', sitePaths.accountCashBack],
    ['change my address', 'How do I change my name or address?', sitePaths.accountRequests],
    ['SCRA', 'How do I ask for SCRA benefits?', sitePaths.accountRequests],
    ['close my account', 'How do I close my account?', sitePaths.accountClose],
    ['increase my credit limit', 'How do I increase my credit limit?', sitePaths.accountCreditLimit],
  ])('"%s" finds "%s" first, linked to %s', (query, title, path) => {
    const [first] = searchHelp(index, query);
    expect({ title: first?.entry.title, path: first?.entry.path, section: first?.entry.section }).toEqual({
      title,
      path,
      section: 'Your account',
    });
  });

  // What the product does today (docs/product-rules.md#card-payments, #statements, #cash-back, #closing-the-account,
  // #credit-limit-increases), said in the answer a cardholder reads.
  it.each([
    ['When does my payment count?', '11:59 p.m. Eastern'],
    ['How do I set up autopay?', 'pays only what is still due'],
    ['Where is my statement?', 'PDF'],
    ['How do I redeem my cash back?', '3 on-time payments'],
    ['How do I redeem my cash back?', 'statement credit'],
    ['How do I close my account?', 'forfeited'],
    ['How do I increase my credit limit?', 'six months'],
  ])('"%s" says "%s"', (title, words) => {
    expect(tasks.find((task) => task.title === title)?.text).toContain(words);
  });

  it('links only to pages of the account area, each task answered once', () => {
    for (const task of tasks) expect(task.path.startsWith(`${sitePaths.account}/`)).toBe(true);
    expect(new Set(tasks.map((task) => task.title)).size).toBe(tasks.length);
  });
});
