import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphqlData } from '../../../testing/fake-graphql';
import { application, renderApplication } from '../back-office-test-kit';

describe("the case view's paper delivery (decision 089)", () => {
  it.each([
    [
      'consent given, mail arriving: by e-mail',
      { state: 'given', changedAt: null },
      false,
      /Required notices go by e-mail/,
    ],
    [
      'consent withdrawn: by post',
      { state: 'withdrawn', changedAt: '2026-11-20T15:00:00.000Z' },
      false,
      /withdrawn.*Required notices go by post/s,
    ],
    ['e-mail bouncing: by post', { state: 'given', changedAt: null }, true, /bounce.*Required notices go by post/s],
  ])('%s', async (_rule, consent, emailBounced, says) => {
    renderApplication({
      OpsApplication: () => graphqlData({ opsApplication: application }),
      OpsPaperDelivery: () => graphqlData({ opsPaperDelivery: { consent, emailBounced, letters: [] } }),
    });
    const section = await screen.findByRole('region', { name: 'Paper delivery' });
    // The state is in bold inside the sentence: the paragraph's whole text is what a reader reads.
    expect(
      await within(section).findByText(
        (_content, element) => element?.tagName === 'P' && says.test(element.textContent ?? ''),
      ),
    ).toBeVisible();
    expect(within(section).getByText('No letters posted.')).toBeVisible();
  });

  it('lists each letter posted with its envelope and status', async () => {
    renderApplication({
      OpsApplication: () => graphqlData({ opsApplication: application }),
      OpsPaperDelivery: () =>
        graphqlData({
          opsPaperDelivery: {
            consent: { state: 'withdrawn', changedAt: '2026-11-20T15:00:00.000Z' },
            emailBounced: false,
            letters: [
              {
                id: 'l1',
                kind: 'decision-adverse-action',
                title: 'Notice of action taken',
                status: 'sent',
                toAddress: 'Ada Okafor, 12 Elm St, Springfield, IL 62701',
                expectedDelivery: '2026-11-27',
                createdAt: '2026-11-21T15:00:00.000Z',
              },
            ],
          },
        }),
    });
    const table = await screen.findByRole('table', { name: 'Letters posted' });
    expect(within(table).getByText('Ada Okafor, 12 Elm St, Springfield, IL 62701')).toBeVisible();
    expect(within(table).getByText('sent')).toBeVisible();
    expect(within(table).getByText('November 27, 2026')).toBeVisible();
  });
});
