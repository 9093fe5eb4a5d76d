import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlData } from '../../testing/fake-graphql';
import type { OpsApplication } from './api/back-office-applications-api';
import { application, renderApplication } from './back-office-test-kit';

// product-rules#reg-b-clocks in the application view: the clock in words, and a request's reminders, closure and letters.
afterEach(() => vi.unstubAllGlobals());

const withRequest = (overrides: Partial<NonNullable<OpsApplication['informationRequest']>>): OpsApplication => ({
  ...application,
  informationRequest: {
    id: 'b6b4c1f2-3a4d-4e5f-8a9b-0c1d2e3f4a5b',
    items: [
      { code: 'proofOfAddress', text: 'Upload a recent utility bill or bank statement showing your home address.' },
    ],
    note: null,
    staffEmail: 'reviewer@bank.example',
    requestedAt: '2026-11-01T10:00:00.000Z',
    deadline: '2026-12-01',
    outstandingCodes: ['proofOfAddress'],
    remindersSent: [],
    closedIncompleteAt: null,
    letters: [
      {
        id: '5f0e8d0a-1111-4222-8333-944455556666',
        kind: 'informationRequest',
        sentAt: '2026-11-01T10:00:00.000Z',
        downloadUrl: '/api/v1/ops/applications/7/letters/5f0e8d0a-1111-4222-8333-944455556666.pdf',
      },
    ],
    ...overrides,
  },
});

const summary = async () => (await screen.findByRole('heading', { level: 1, name: 'Rosa Ortega #7' })).ownerDocument;

describe('the Reg B clock of one application', () => {
  it.each([
    ['on time', { daysLeft: 12, clockState: 'onTime' }, 'Decision due December 1, 2026 12 days left'],
    ['due soon', { daysLeft: 3, clockState: 'dueSoon' }, 'Decision due December 1, 2026 Due soon: 3 days left'],
    ['overdue', { daysLeft: -2, clockState: 'overdue' }, 'Decision due December 1, 2026 Overdue by 2 days'],
    [
      'a request open: its deadline',
      { daysLeft: 5, clockState: 'dueSoon', clockKind: 'incompleteness' },
      'Information due December 1, 2026 Due soon: 5 days left',
    ],
    [
      'closed: no clock',
      { status: 'closedIncomplete', regBDeadline: null, daysLeft: null, clockKind: null, clockState: null },
      'Stopped: the application is closed',
    ],
  ])('%s', async (_case, overrides, words) => {
    renderApplication({ OpsApplication: () => graphqlData({ opsApplication: { ...application, ...overrides } }) });
    await summary();
    expect(screen.getByText('Reg B clock').nextElementSibling).toHaveTextContent(words);
  });
});

describe("a request for information's jobs in the view", () => {
  it('says no reminder went yet, and offers the notice kept', async () => {
    renderApplication({ OpsApplication: () => graphqlData({ opsApplication: withRequest({}) }) });
    await summary();
    const request = screen.getByRole('region', { name: 'Latest request for information' });
    expect(request).toHaveTextContent('No reminder sent yet.');
    const letters = within(request).getByRole('list', { name: 'Letters kept' });
    expect(within(letters).getByRole('button')).toHaveTextContent(
      'Download the notice of incompleteness of November 1, 2026 (PDF)',
    );
  });

  it('shows the reminders sent and the closure at the deadline, with its letter', async () => {
    const closed = withRequest({
      remindersSent: [7, 2],
      closedIncompleteAt: '2026-12-02T10:00:00.000Z',
      letters: [
        ...withRequest({}).informationRequest!.letters,
        {
          id: '6f0e8d0a-1111-4222-8333-944455556666',
          kind: 'closedIncomplete',
          sentAt: '2026-12-02T10:00:00.000Z',
          downloadUrl: '/api/v1/ops/applications/7/letters/6f0e8d0a-1111-4222-8333-944455556666.pdf',
        },
      ],
    });
    renderApplication({
      OpsApplication: () =>
        graphqlData({ opsApplication: { ...closed, status: 'closedIncomplete', allowedActions: [] } }),
    });
    await summary();
    const request = screen.getByRole('region', { name: 'Latest request for information' });
    expect(request).toHaveTextContent('Reminders sent: 7 days before the deadline, 2 days before the deadline.');
    expect(request).toHaveTextContent(
      'Closed as incomplete on December 2, 2026: the deadline passed with items missing.',
    );
    expect(
      within(request)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Download the notice of incompleteness of November 1, 2026 (PDF)',
      'Download the letter closing the application of December 2, 2026 (PDF)',
    ]);
    expect(screen.getByText('Closed as incomplete (information not received)')).toBeVisible();
  });
});
