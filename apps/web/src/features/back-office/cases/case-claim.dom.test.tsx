import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlData, graphqlRefusal } from '../../../testing/fake-graphql';
import type { CaseAssignee } from '../api/back-office-cases-api';
import { application, renderApplication } from '../back-office-test-kit';

const someone = (overrides: Partial<CaseAssignee> = {}): CaseAssignee => ({
  staffId: 's2',
  email: 'second@bank.example',
  claimedAt: '2026-11-02T10:00:00.000Z',
  isMe: false,
  canRelease: false,
  ...overrides,
});

const claimSection = async () =>
  within((await screen.findByRole('heading', { name: 'Assigned to' })).closest('section') as HTMLElement);

/** Who has the case: a polite live region (the page's action results own role="status"). */
const holderText = async () => (await claimSection()).getByText(/working on this case|claimed this case|^Worked by/);

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'wp_staff_session_hash=; path=/; max-age=0';
});

describe('claiming a case on its page', () => {
  it.each<[string, Partial<typeof application>, string, string[]]>([
    ['nobody has it', { assignee: null }, 'Nobody is working on this case.', ['Claim']],
    [
      'I have it',
      { assignee: someone({ isMe: true, canRelease: true }) },
      'You are working on this case (since November 2, 2026).',
      ['Release'],
    ],
    [
      'a colleague has it',
      { assignee: someone() },
      'second@bank.example is working on this case (since November 2, 2026).',
      [],
    ],
    [
      'a colleague has it and I approve',
      { assignee: someone({ canRelease: true }) },
      'second@bank.example is working on this case',
      ['Release second@bank.example’s claim'],
    ],
    ['it is decided', { status: 'approved', assignee: someone() }, 'Worked by second@bank.example.', []],
    ['it is decided, unclaimed', { status: 'declined', assignee: null }, 'Nobody claimed this case.', []],
  ])('when %s: says so and offers what may be done', async (_case, overrides, words, buttons) => {
    renderApplication({ OpsApplication: () => graphqlData({ opsApplication: { ...application, ...overrides } }) });
    const section = await claimSection();
    expect(section.getByText(/working on this case|claimed this case|^Worked by/)).toHaveTextContent(words);
    expect(section.queryAllByRole('button').map((button) => button.textContent)).toEqual(buttons);
  });

  it('claims, then shows the case as mine', async () => {
    const user = userEvent.setup();
    let claimed = false;
    const { server } = renderApplication({
      OpsApplication: () =>
        graphqlData({
          opsApplication: { ...application, assignee: claimed ? someone({ isMe: true, canRelease: true }) : null },
        }),
      OpsClaimCase: () => {
        claimed = true;
        return graphqlData({ opsClaimCase: { applicationId: 7, assignee: someone({ isMe: true, canRelease: true }) } });
      },
    });
    await user.click((await claimSection()).getByRole('button', { name: 'Claim' }));
    expect(server.callsTo('OpsClaimCase')[0]?.variables).toEqual({ applicationId: 7 });
    await waitFor(async () => expect((await claimSection()).getByRole('button', { name: 'Release' })).toBeVisible());
  });

  it('names who won when a colleague claimed it first, and shows their claim', async () => {
    const user = userEvent.setup();
    let lost = false;
    renderApplication({
      OpsApplication: () => graphqlData({ opsApplication: { ...application, assignee: lost ? someone() : null } }),
      OpsClaimCase: () => {
        lost = true;
        return graphqlRefusal('CASE_CLAIMED', 'second@bank.example is already working on this application.');
      },
    });
    await user.click((await claimSection()).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'second@bank.example is already working on this application.',
    );
    await waitFor(async () =>
      expect(await holderText()).toHaveTextContent('second@bank.example is working on this case'),
    );
  });
});
