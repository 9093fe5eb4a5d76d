import { describe, expect, it } from 'vitest';
import { hardInquiryStatusMessages, prequalificationOutcomeMessages } from './credit-check-messages.js';
import { hardInquiryStatuses, retryableHardInquiryStatuses } from './credit-report.js';
import { prequalificationOutcomes } from './prequalification-rule.js';

describe('credit check messages', () => {
  it('has words for every prequalification outcome and hard-inquiry status, and nothing else', () => {
    expect(Object.keys(prequalificationOutcomeMessages).sort()).toEqual([...prequalificationOutcomes].sort());
    expect(Object.keys(hardInquiryStatusMessages).sort()).toEqual([...hardInquiryStatuses].sort());
  });

  const all = [
    ...Object.entries(prequalificationOutcomeMessages).map(([key, message]) => [`outcome ${key}`, message] as const),
    ...Object.entries(hardInquiryStatusMessages).map(([key, message]) => [`status ${key}`, message] as const),
  ];

  it.each(all)('%s has a headline and a next step, each a sentence apart', (_key, message) => {
    expect(message.headline.trim()).not.toBe('');
    expect(message.nextStep).toMatch(/^[A-Z].*\.$/);
    expect(message.nextStep).not.toContain(message.headline);
  });

  it.each(retryableHardInquiryStatuses.map((status) => [status]))(
    'the retryable status %s tells the applicant to try again, never that all is well',
    (status) => {
      expect(hardInquiryStatusMessages[status].nextStep).toContain('Try again');
    },
  );

  it('a frozen file says to lift the freeze, for the visitor and for the applicant', () => {
    expect(prequalificationOutcomeMessages.tryAgainLater.nextStep).toMatch(/lift it with the credit bureau/);
    expect(hardInquiryStatusMessages.frozen.nextStep).toMatch(/lift the freeze with the credit bureau/);
  });
});
