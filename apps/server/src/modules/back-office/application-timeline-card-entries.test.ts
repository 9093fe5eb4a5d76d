import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from './application-timeline-entries.js';
import { cardEntries } from './application-timeline-other-entries.js';
import type { TimelineCards } from './application-timeline-sources.js';

// The timeline's words for the card account and its cards (decisions 068 and 106): one row per rule.
const at = new Date('2026-11-20T10:00:00.000Z');
const later = new Date('2026-11-21T10:00:00.000Z');
const shown = (entries: TimelineEntry[]) =>
  entries.map(({ kind, title, detail, actor }) => ({ kind, title, detail, actor }));

describe('the card', () => {
  const cards = (
    overrides: Partial<TimelineCards['cards'][number]>,
    closure: Partial<NonNullable<TimelineCards['closure']>> | null = null,
  ): TimelineCards => ({
    closure: closure && {
      closedAt: later,
      balanceOwedCents: 12_000,
      statementCreditCents: 0,
      depositCents: 0,
      forfeitedCents: 0,
      payoutBy: '2026-12-28',
      issuerClosedAt: later,
      ...closure,
    },
    accountOpenedAt: at,
    creditLimitCents: 250_000,
    ssnAddedAt: null,
    cards: [
      {
        lastFour: '4242',
        status: 'active',
        lockReason: null,
        issuedAt: at,
        activatedAt: later,
        updatedAt: later,
        replacedFor: null,
        replacedAt: null,
        ...overrides,
      },
    ],
  });

  it.each([
    [
      'opened, issued and activated',
      cards({}),
      [
        { kind: 'card', title: 'Credit account opened', detail: 'Credit limit $2,500.', actor: 'System' },
        { kind: 'card', title: 'Card ending 4242 issued', detail: null, actor: 'System' },
        { kind: 'card', title: 'Card ending 4242 activated', detail: null, actor: 'Applicant' },
      ],
    ],
    [
      'locked by the cardholder',
      cards({ status: 'locked', lockReason: 'cardholder', activatedAt: null }),
      [
        { kind: 'card', title: 'Credit account opened', detail: 'Credit limit $2,500.', actor: 'System' },
        { kind: 'card', title: 'Card ending 4242 issued', detail: null, actor: 'System' },
        { kind: 'card', title: 'Card ending 4242 locked', detail: 'By the cardholder.', actor: 'Applicant' },
      ],
    ],
    [
      'locked for the missing SSN',
      cards({ status: 'locked', lockReason: 'ssnMissing', activatedAt: null }),
      [
        { kind: 'card', title: 'Credit account opened', detail: 'Credit limit $2,500.', actor: 'System' },
        { kind: 'card', title: 'Card ending 4242 issued', detail: null, actor: 'System' },
        { kind: 'card', title: 'Card ending 4242 locked', detail: 'The SSN was not given in time.', actor: 'System' },
      ],
    ],
    [
      'closed by the cardholder: cash back as a statement credit, the issuer yet to confirm',
      cards({ status: 'closed' }, { statementCreditCents: 270, issuerClosedAt: null }),
      [
        {
          kind: 'card',
          title: "Account closed at the cardholder's request",
          detail:
            'Balance owed $120.00. Cash back $2.70 paid out by 2026-12-28: $2.70 as a statement credit. The issuer has not confirmed the close yet.',
          actor: 'Applicant',
        },
        { kind: 'card', title: 'Credit account opened', detail: 'Credit limit $2,500.', actor: 'System' },
        { kind: 'card', title: 'Card ending 4242 issued', detail: null, actor: 'System' },
        { kind: 'card', title: 'Card ending 4242 activated', detail: null, actor: 'Applicant' },
      ],
    ],
    [
      'closed by the cardholder: credit, deposit and a forfeit',
      cards(
        { status: 'closed', activatedAt: null },
        { balanceOwedCents: 100, statementCreditCents: 100, depositCents: 250, forfeitedCents: 0 },
      ),
      [
        {
          kind: 'card',
          title: "Account closed at the cardholder's request",
          detail:
            'Balance owed $1.00. Cash back $3.50 paid out by 2026-12-28: $1.00 as a statement credit, $2.50 to a linked bank account. Closed at the issuer.',
          actor: 'Applicant',
        },
        { kind: 'card', title: 'Credit account opened', detail: 'Credit limit $2,500.', actor: 'System' },
        { kind: 'card', title: 'Card ending 4242 issued', detail: null, actor: 'System' },
      ],
    ],
    [
      'closed by the cardholder before any cash back could be redeemed',
      cards({ status: 'closed', activatedAt: null }, { balanceOwedCents: 0, forfeitedCents: 725 }),
      [
        {
          kind: 'card',
          title: "Account closed at the cardholder's request",
          detail:
            'Balance owed $0.00. No cash back to pay out. $7.25 cash back forfeited (not yet redeemable). Closed at the issuer.',
          actor: 'Applicant',
        },
        { kind: 'card', title: 'Credit account opened', detail: 'Credit limit $2,500.', actor: 'System' },
        { kind: 'card', title: 'Card ending 4242 issued', detail: null, actor: 'System' },
      ],
    ],
  ])('%s', (_rule, records, expected) => {
    expect(shown(cardEntries(records))).toEqual(expected);
  });

  it('no account, no card entries', () => {
    expect(cardEntries(null)).toEqual([]);
  });
});

// A replaced card on the case timeline (decision 106): when and why, by the cardholder, beside the new card.
const issued = new Date('2026-11-20T10:00:00.000Z');
const replaced = new Date('2026-11-25T10:00:00.000Z');
const records = (replacedFor: string | null, replacedAt: Date | null): TimelineCards => ({
  closure: null,
  accountOpenedAt: issued,
  creditLimitCents: 250_000,
  ssnAddedAt: null,
  cards: [
    {
      lastFour: '4242',
      status: 'closed',
      lockReason: null,
      issuedAt: issued,
      activatedAt: issued,
      updatedAt: replaced,
      replacedFor,
      replacedAt,
    },
  ],
});

describe('a replaced card on the timeline', () => {
  it.each([
    ['lost', 'Reported lost by the cardholder: closed, and a new card ordered.'],
    ['stolen', 'Reported stolen by the cardholder: closed, and a new card ordered.'],
    ['damaged', 'Reported damaged by the cardholder: closed, and a new card ordered.'],
  ])('%s', (reason, detail) => {
    const entry = cardEntries(records(reason, replaced)).find((candidate) => candidate.title.endsWith('replaced'));
    expect(entry).toMatchObject({ title: 'Card ending 4242 replaced', detail, actor: 'Applicant', at: replaced });
  });

  it('a card never replaced shows no such entry', () => {
    expect(cardEntries(records(null, null)).map((entry) => entry.title)).not.toContain('Card ending 4242 replaced');
  });
});
