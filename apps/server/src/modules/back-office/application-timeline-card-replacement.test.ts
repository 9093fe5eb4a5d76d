import { describe, expect, it } from 'vitest';
import { cardEntries } from './application-timeline-other-entries.js';
import type { TimelineCards } from './application-timeline-sources.js';

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
