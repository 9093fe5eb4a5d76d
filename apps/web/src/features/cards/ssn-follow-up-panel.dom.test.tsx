import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../testing/fake-graphql';
import type { CardAccount } from './api/card-account';
import { SsnFollowUpPanel } from './ssn-follow-up-panel';

const activatedAt = '2026-11-01T10:00:00.000Z';
const deadline = '2026-12-31T10:00:00.000Z';
// Day 18 of 60 since activation: 42 days left.
const today = new Date('2026-11-19T10:00:00.000Z');

const account = (card: Partial<CardAccount['card']> = {}, rest: Partial<Omit<CardAccount, 'card'>> = {}) =>
  ({
    card: { id: 7, status: 'active', lastFour: '4821', expiry: '11/30', lockReason: null, activatedAt, ...card },
    creditLimitCents: 250_000,
    ssnNeeded: true,
    ssnDeadline: deadline,
    ssnLastFour: null,
    replacement: null,
    ...rest,
  }) satisfies CardAccount;

const added = account({}, { ssnNeeded: false, ssnDeadline: null, ssnLastFour: '7890' });

function renderPanel(handlers: Record<string, GraphqlHandler>) {
  const api = fakeGraphqlServer(handlers);
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SsnFollowUpPanel now={() => today} />
    </QueryClientProvider>,
  );
  return { api, user };
}

const myCard = (answer: CardAccount | null) => () => graphqlData({ myCard: answer });
const ssnPart = () => screen.findByRole('region', { name: 'Add your SSN' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SsnFollowUpPanel: who sees it and what it says', () => {
  it('explains the 60-day rule with the deadline date and the days left', async () => {
    renderPanel({ MyCard: myCard(account()) });
    const part = await ssnPart();
    expect(part).toHaveTextContent('add it within 60 days of activating their card');
    expect(part).toHaveTextContent('Add it by December 31, 2026 — 42 days left.');
    expect(within(part).queryByText(/Your card is locked/)).toBeNull();
  });

  it('before activation says the 60 days start then', async () => {
    renderPanel({
      MyCard: myCard(account({ status: 'delivered', activatedAt: null }, { ssnDeadline: null })),
    });
    expect(await ssnPart()).toHaveTextContent('Your 60 days start when you activate your card.');
  });

  it('once the deadline locked the card, says so first', async () => {
    renderPanel({ MyCard: myCard(account({ status: 'locked', lockReason: 'ssnMissing' })) });
    const part = await ssnPart();
    expect(part).toHaveTextContent(
      'Your card is locked because we did not receive your SSN within 60 days of activation. Add it below and your card is unlocked straight away.',
    );
    expect(part).not.toHaveTextContent('days left');
  });

  it.each([
    ['a member without a card', null],
    ['a cardholder admitted with an SSN', account({}, { ssnNeeded: false, ssnDeadline: null })],
  ])('shows nothing to %s', async (_case, answer) => {
    const { api } = renderPanel({ MyCard: myCard(answer) });
    await vi.waitFor(() => expect(api.callsTo('MyCard')).toHaveLength(1));
    // The answer's render, inside act: nothing comes of it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a cardholder who added it sees only its last four', async () => {
    renderPanel({ MyCard: myCard(added) });
    const part = await screen.findByRole('region', { name: 'Your SSN' });
    expect(within(part).getByRole('status')).toHaveTextContent('SSN added (•••-••-7890)');
    expect(within(part).queryByRole('textbox')).toBeNull();
  });
});

describe('SsnFollowUpPanel: adding the SSN', () => {
  it('hides the number as typed with a Show switch, hyphenated, not autofilled', async () => {
    const { user } = renderPanel({ MyCard: myCard(account()) });
    const part = await ssnPart();
    const field = within(part).getByLabelText('Social Security number');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'off');
    await user.type(field, '234567890');
    expect(field).toHaveValue('234-56-7890');
    await user.click(within(part).getByRole('button', { name: 'Show Social Security number' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it.each([
    ['nothing', '', 'Required'],
    ['too few digits', '23456', 'Please enter a valid Social Security number'],
    ['an area never issued (000)', '000123456', 'Please enter a valid Social Security number'],
  ])('refuses %s before sending, as the application does', async (_case, typed, message) => {
    const { api, user } = renderPanel({ MyCard: myCard(account()) });
    const part = await ssnPart();
    if (typed) await user.type(within(part).getByLabelText('Social Security number'), typed);
    await user.click(within(part).getByRole('button', { name: 'Add my SSN' }));
    expect(await within(part).findAllByText(message)).not.toHaveLength(0);
    expect(api.callsTo('AddCardholderSsn')).toHaveLength(0);
  });

  it('sends it and then shows SSN added (•••-••-7890), focused, without the form', async () => {
    const { api, user } = renderPanel({
      MyCard: myCard(account({ status: 'locked', lockReason: 'ssnMissing' })),
      AddCardholderSsn: () => graphqlData({ addCardholderSsn: added }),
    });
    const part = await ssnPart();
    await user.type(within(part).getByLabelText('Social Security number'), '234567890');
    await user.click(within(part).getByRole('button', { name: 'Add my SSN' }));
    const status = await screen.findByText('SSN added (•••-••-7890)');
    expect(api.callsTo('AddCardholderSsn')[0]?.variables).toEqual({ ssn: '234-56-7890' });
    expect(status).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Your SSN' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Social Security number')).toBeNull();
  });

  it('puts the server’s refusal of the field beside it', async () => {
    const { user } = renderPanel({
      MyCard: myCard(account()),
      AddCardholderSsn: () => ({
        body: {
          errors: [
            {
              message: 'ssn: Please enter a valid Social Security number',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [{ field: 'ssn', message: 'Please enter a valid Social Security number' }],
              },
            },
          ],
        },
      }),
    });
    const part = await ssnPart();
    const field = within(part).getByLabelText('Social Security number');
    await user.type(field, '234567890');
    await user.click(within(part).getByRole('button', { name: 'Add my SSN' }));
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid Social Security number'));
  });

  it.each([
    ['SSN_ALREADY_GIVEN', 'You have already added your SSN.', 409, 'You have already added your SSN.'],
    [
      'CARD_ISSUER_UNAVAILABLE',
      'server words',
      503,
      'We could not reach our card partner. Nothing has changed; please try again in a few minutes.',
    ],
  ])('says a refusal %s above the form and keeps it', async (code, message, status, words) => {
    const { user } = renderPanel({
      MyCard: myCard(account()),
      AddCardholderSsn: () => graphqlRefusal(code, message, status),
    });
    const part = await ssnPart();
    await user.type(within(part).getByLabelText('Social Security number'), '234567890');
    await user.click(within(part).getByRole('button', { name: 'Add my SSN' }));
    expect(await within(part).findByRole('alert')).toHaveTextContent(words);
    expect(within(part).getByLabelText('Social Security number')).toBeInTheDocument();
  });
});
