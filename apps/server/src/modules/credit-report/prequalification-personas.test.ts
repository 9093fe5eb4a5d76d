import { describe, expect, it } from 'vitest';
import type { BureauAnswer, CreditSubject } from '@waypoint/domain/credit-report/credit-report';
import { prequalificationBands, prequalify } from '@waypoint/domain/credit-report/prequalification-rule';
import { createSandboxCreditBureau } from './sandbox-credit-bureau.js';

// The prequalification rule over the sandbox personas (docs/sandbox.md
// "Credit report"): what a visitor who types each last name at /prequalify sees.

const sandbox = createSandboxCreditBureau({ today: () => new Date('2026-11-25T12:00:00Z') });
const subject: CreditSubject = {
  firstName: 'Ana',
  lastName: 'Silva',
  dob: '1990-05-01',
  address: { street: '1 Main St', city: 'New York', state: 'NY', zip: '10001' },
  ssn: null,
  ssnLastFour: null,
};
// $55,000 a year, $1,200 a month for housing: affordable, so the bureau's answer decides.
const amounts = { income: 55_000, accommodationCost: 1_200 };

/** The bureau's answer as the prequalification service sees it: a timeout becomes `unavailable`. */
async function answerFor(change: Partial<CreditSubject>): Promise<BureauAnswer> {
  const controller = new AbortController();
  const pending = sandbox.inquire(
    { kind: 'soft', subject: { ...subject, ...change }, referenceId: 'persona' },
    { signal: controller.signal },
  );
  const timer = setTimeout(() => controller.abort(), 50);
  try {
    return await pending;
  } catch {
    return { outcome: 'unavailable' };
  } finally {
    clearTimeout(timer);
  }
}

const { starter, building, established } = prequalificationBands;

describe('prequalification over the sandbox personas', () => {
  it.each([
    ['Thinfile', {}, 'likelyApproved', starter.apr, 2_000, [], false],
    ['Nofile', {}, 'documentsRoute', starter.apr, 2_000, [], false],
    ['any name with no US address', { address: null }, 'documentsRoute', starter.apr, 2_000, [], false],
    ['Prime', {}, 'likelyApproved', established.apr, 8_200, [], false],
    ['Silva (an ordinary file)', {}, 'likelyApproved', building.apr, 5_000, [], false],
    ['Subprime', {}, 'notLikelyNow', null, null, ['lowScore'], false],
    ['Delinquent', {}, 'notLikelyNow', null, null, ['recentDelinquency'], false],
    ['Manyinquiries', {}, 'notLikelyNow', null, null, ['manyRecentInquiries'], false],
    ['Fraudalert', {}, 'likelyApproved', building.apr, 5_000, [], true],
    ['Frozen', {}, 'tryAgainLater', null, null, [], false],
    ['Timeout', {}, 'tryAgainLater', null, null, [], false],
  ] as const)('%s: %s', async (persona, change, outcome, apr, limit, reasons, identityConfirmationNeeded) => {
    const lastName = persona.split(' ')[0] ?? persona;
    const result = prequalify({ bureau: await answerFor({ lastName, ...change }), ...amounts });
    expect(result).toMatchObject({
      outcome,
      aprRange: apr && { ...apr },
      indicativeLimit: limit,
      reasons: [...reasons],
      identityConfirmationNeeded,
    });
  });
});
