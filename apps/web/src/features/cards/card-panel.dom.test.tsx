import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardActivationMessages } from '@waypoint/domain/cards/card-activation';
import { graphqlData, graphqlRefusal, type GraphqlHandler } from '../../testing/fake-graphql';
import type { CardAccount } from './api/card-account';
import { aCardAccount, renderCardPanel } from './card-panel-test-kit';

const aCard = aCardAccount;
const activeCard = (card: Partial<CardAccount['card']> = {}) =>
  aCard({ status: 'active', activatedAt: '2026-11-26T10:00:00.000Z', ...card });

const renderPanel = (handlers: Record<string, GraphqlHandler>, isCardHolder = false) =>
  renderCardPanel(handlers, { isCardHolder });

const myCardAnswer = (account: CardAccount | null) => () => graphqlData({ myCard: account });
const yourCard = () => screen.findByRole('region', { name: 'Your card' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CardPanel: the summary', () => {
  it.each([
    ['issued', aCard({ status: 'issued' }), 'We are making your card', false, null],
    ['shipped', aCard({ status: 'shipped' }), 'On its way', true, null],
    ['delivered', aCard({ status: 'delivered' }), 'Delivered — activate it', true, null],
    ['active', activeCard(), 'Active', false, 'Lock card'],
    [
      'locked by the cardholder',
      activeCard({ status: 'locked', lockReason: 'cardholder' }),
      'Locked',
      false,
      'Unlock card',
    ],
    ['locked for the SSN', activeCard({ status: 'locked', lockReason: 'ssnMissing' }), 'Locked', false, null],
  ] as const)(
    '%s: the status in words, the form and the lock as the status allows',
    async (_case, account, words, form, button) => {
      renderPanel({ MyCard: myCardAnswer(account) });
      const part = await yourCard();
      expect(await within(part).findByText(words, { selector: 'strong' })).toBeInTheDocument();
      expect(
        within(part).getByRole('img', { name: 'Waypoint Cash Back Card ending in 4821, expires 11/30' }),
      ).toBeVisible();
      expect(within(part).getByText('$2,500')).toBeInTheDocument();
      expect(within(part).queryByRole('form', { name: 'Activate your card' }) !== null).toBe(form);
      const buttons = within(part)
        .queryAllByRole('button')
        .map((each) => each.textContent);
      expect(buttons.filter((text) => text === 'Lock card' || text === 'Unlock card')).toEqual(button ? [button] : []);
    },
  );

  it.each([
    [2_499, '24.99%'],
    [null, null],
  ])('the purchase APR (%s basis points) beside the limit: %s', async (aprBps, words) => {
    const { api } = renderPanel({
      MyCard: myCardAnswer(activeCard()),
      CardAccountTerms: () =>
        graphqlData({ myCard: { status: 'open', aprBps, creditLimitCents: 250_000, closure: null } }),
    });
    const part = await yourCard();
    await within(part).findByText('$2,500');
    if (words) expect((await within(part).findByText(words)).previousElementSibling).toHaveTextContent('Purchase APR');
    await vi.waitFor(() => expect(api.callsTo('CardAccountTerms')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(part).queryByText('Purchase APR') !== null).toBe(words !== null);
  });

  it.each([
    ['applied', '6.00% (SCRA cap)'],
    ['pending', '24.99%'],
  ])('under an SCRA cap %s, the purchase APR reads %s', async (status, words) => {
    renderPanel({
      MyCard: myCardAnswer(activeCard()),
      ScraRateCap: () =>
        graphqlData({
          myScraRateCap: {
            status,
            activeDutyStartDate: '2026-10-01',
            accountOpenedOn: '2026-05-01',
            cappedAprBps: 600,
            effectiveFrom: '2026-10-01',
            creditedCents: status === 'applied' ? 4_155 : null,
          },
        }),
    });
    const part = await yourCard();
    expect((await within(part).findByText(words)).previousElementSibling).toHaveTextContent('Purchase APR');
  });

  it('shows nothing for a member without a card', async () => {
    const { api } = renderPanel({ MyCard: myCardAnswer(null) });
    await vi.waitFor(() => expect(api.callsTo('MyCard')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Your card' })).toBeNull();
  });

  it('says it could not load the card, and Try again asks for it again', async () => {
    let failing = true;
    const { user, api } = renderPanel({
      MyCard: () =>
        failing ? graphqlRefusal('INTERNAL_SERVER_ERROR', 'boom', 500) : graphqlData({ myCard: activeCard() }),
    });
    const part = await yourCard();
    expect(await within(part).findByRole('alert')).toHaveTextContent('We could not load your card. Please try again.');
    failing = false;
    await user.click(within(part).getByRole('button', { name: 'Try again' }));
    expect(await within(part).findByText('Active')).toBeInTheDocument();
    expect(api.callsTo('MyCard')).toHaveLength(2);
  });
});

describe('CardPanel: activation', () => {
  const lastFourField = () => screen.getByRole('textbox', { name: /Last 4 digits/ });
  const expiryField = () => screen.getByRole('textbox', { name: /Expiry date/ });

  it('asks for numbers without autofill, and checks the details before sending', async () => {
    const { user, api } = renderPanel({ MyCard: myCardAnswer(aCard()) });
    await screen.findByRole('form', { name: 'Activate your card' });
    for (const field of [lastFourField(), expiryField()]) {
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).toHaveAttribute('autocomplete', 'off');
    }
    await user.type(lastFourField(), '48a1');
    await user.type(expiryField(), '13/30');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));
    expect(
      await screen.findByText(cardActivationMessages.lastFour, { selector: '.field__error, .field__error *' }),
    ).toBeVisible();
    expect(screen.getAllByText(new RegExp(cardActivationMessages.expiry.replace('/', '\\/'))).length).toBeGreaterThan(
      0,
    );
    expect(api.callsTo('ActivateCard')).toHaveLength(0);
  });

  it.each([
    ['outside the US', 'CARD_ACTIVATION_NOT_IN_US', cardActivationMessages.notInUs],
    ['wrong details', 'CARD_DETAILS_MISMATCH', cardActivationMessages.mismatch],
    ['too many tries', 'CARD_ACTIVATION_TOO_MANY_TRIES', cardActivationMessages.tooManyTries],
  ])('says the refusal for %s in words and keeps the form', async (_case, code, words) => {
    const { user } = renderPanel({
      MyCard: myCardAnswer(aCard()),
      ActivateCard: () => graphqlRefusal(code, 'server words'),
    });
    await screen.findByRole('form', { name: 'Activate your card' });
    await user.type(lastFourField(), '4821');
    await user.type(expiryField(), '11/30');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));
    expect(await screen.findByText(words)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Activate your card' })).toBeInTheDocument();
  });

  it('puts a refused field beside its field', async () => {
    const { user } = renderPanel({
      MyCard: myCardAnswer(aCard()),
      ActivateCard: () => ({
        body: {
          errors: [
            {
              message: 'expiry: Enter the expiry date',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [{ field: 'expiry', message: 'Enter the expiry date' }],
              },
            },
          ],
        },
      }),
    });
    await screen.findByRole('form', { name: 'Activate your card' });
    await user.type(lastFourField(), '4821');
    await user.type(expiryField(), '11/30');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));
    await vi.waitFor(() => expect(expiryField()).toHaveAttribute('aria-invalid', 'true'));
    expect(expiryField()).toHaveAccessibleDescription(expect.stringContaining('Enter the expiry date'));
  });

  it('activates with the details as typed, then shows Active with the lock', async () => {
    const { user, api, session } = renderPanel({
      MyCard: myCardAnswer(aCard({ status: 'shipped' })),
      ActivateCard: () => graphqlData({ activateCard: activeCard() }),
    });
    await screen.findByRole('form', { name: 'Activate your card' });
    await user.type(lastFourField(), '4821');
    await user.type(expiryField(), '11 / 30');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(api.callsTo('ActivateCard')).toEqual([
      { operationName: 'ActivateCard', variables: { lastFour: '4821', expiry: '11/30' } },
    ]);
    expect(screen.queryByRole('form', { name: 'Activate your card' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lock card' })).toBeInTheDocument();
    // The server made them a cardholder: the session reads the person again.
    expect(session.refreshUser).toHaveBeenCalledTimes(1);
  });
});

describe('CardPanel: lock and unlock', () => {
  it('asks before locking: Escape and Keep it active send nothing; Yes locks, then Unlock unlocks, the focus kept', async () => {
    const { user, api } = renderPanel(
      {
        MyCard: myCardAnswer(activeCard()),
        LockCard: () => graphqlData({ lockCard: activeCard({ status: 'locked', lockReason: 'cardholder' }) }),
        UnlockCard: () => graphqlData({ unlockCard: activeCard() }),
      },
      true,
    );
    await user.click(await screen.findByRole('button', { name: 'Lock card' }));
    expect(screen.getByRole('group', { name: 'Lock your card?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep it active' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Lock card' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Keep it active' }));
    expect(screen.getByRole('button', { name: 'Lock card' })).toHaveFocus();
    expect(api.callsTo('LockCard')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Lock card' }));
    await user.click(screen.getByRole('button', { name: 'Yes, lock my card' }));
    expect(await screen.findByRole('button', { name: 'Unlock card' })).toHaveFocus();
    expect(screen.getByText('Locked', { selector: 'strong' })).toBeInTheDocument();
    expect(api.callsTo('LockCard')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Unlock card' }));
    expect(await screen.findByRole('button', { name: 'Lock card' })).toHaveFocus();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(api.callsTo('UnlockCard')).toHaveLength(1);
  });

  it('says a refused unlock in words and keeps the card locked', async () => {
    const { user } = renderPanel({
      MyCard: myCardAnswer(activeCard({ status: 'locked', lockReason: 'cardholder' })),
      UnlockCard: () => graphqlRefusal('CARD_ISSUER_UNAVAILABLE', 'server words', 503),
    });
    await user.click(await screen.findByRole('button', { name: 'Unlock card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our card partner');
    expect(screen.getByText('Locked', { selector: 'strong' })).toBeInTheDocument();
  });
});
