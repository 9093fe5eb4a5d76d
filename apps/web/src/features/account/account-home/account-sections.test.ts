import { describe, expect, it } from 'vitest';
import { activeAccountSection, visibleAccountSections } from './account-sections';

describe("the account navigation marks the page's section (decision 078)", () => {
  it.each([
    ['/account', 'overview'],
    ['/account/', 'overview'],
    ['/account/card', 'card'],
    ['/account/credit-limit', 'card'],
    ['/account/close', 'card'],
    ['/account/statements', 'statements'],
    ['/account/statements/12', 'statements'],
    ['/account/pay', 'statements'],
    ['/account/payments', 'statements'],
    ['/account/cash-back', 'cashBack'],
    ['/account/profile', 'profile'],
    ['/account/security', 'profile'],
    ['/account/requests', 'requests'],
    ['/account/paper-documents', 'paper'],
    ['/account/statements/12/extra', null],
    ['/account/unknown', null],
    ['/accounts', null],
  ])('%s: %s', (pathname, section) => {
    expect(activeAccountSection(pathname)).toBe(section);
  });
});

describe('which sections a member sees', () => {
  it.each([
    [false, ['Overview', 'Profile and security', 'Paper documents', 'Requests']],
    [
      true,
      [
        'Overview',
        'Card',
        'Statements and payments',
        'Cash back',
        'Profile and security',
        'Paper documents',
        'Requests',
      ],
    ],
  ])('a card exists: %s', (hasCard, labels) => {
    expect(visibleAccountSections(hasCard).map((section) => section.label)).toEqual(labels);
  });
});
