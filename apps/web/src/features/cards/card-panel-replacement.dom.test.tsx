import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardReplacementMessages } from '@waypoint/domain/cards/card-replacement';
import { graphqlData, graphqlRefusal, type GraphqlHandler } from '../../testing/fake-graphql';
import type { CardAccount, CardReplacement } from './api/card-account';
import { aCardAccount, renderCardPanel } from './card-panel-test-kit';

/*
 * Replacing the card from the card panel (docs/product-rules.md#card-replacement): offered only where the
 * server would take it, asked in place, sent with the card's id and the reason, and told while the new
 * card is made and until it is activated.
 */

const activatedAt = '2026-11-26T10:00:00.000Z';
const aCard = (card: Partial<CardAccount['card']> = {}, account: Partial<Omit<CardAccount, 'card'>> = {}) =>
  aCardAccount({ status: 'active', activatedAt, ...card }, account);

const replacement = (status: CardReplacement['status']): CardReplacement => ({
  reason: 'stolen',
  requestedAt: '2026-11-29T10:00:00.000Z',
  replacedLastFour: '4821',
  status,
});
/** The old card, closed, while the issuer makes the new one. */
const pendingAccount = aCard({ status: 'closed' }, { replacement: replacement('pending') });
/** The new card, in the post. */
const madeAccount = aCard(
  { id: 8, status: 'shipped', lastFour: '5093', expiry: '11/30', activatedAt: null },
  { replacement: replacement('made') },
);

const renderPanel = (handlers: Record<string, GraphqlHandler>) => renderCardPanel(handlers, { isCardHolder: true });

const myCardAnswer = (account: CardAccount) => () => graphqlData({ myCard: account });
const yourCard = () => screen.findByRole('region', { name: 'Your card' });
const replaceButton = () => screen.queryByRole('button', { name: 'Replace your card' });
const confirmButton = () => screen.getByRole('button', { name: 'Close this card and send a new one' });

/** Opens the question on an active card and answers the server's ReplaceCard with `answer`. */
async function openOnActiveCard(answer: GraphqlHandler = () => graphqlData({ replaceCard: pendingAccount })) {
  const rendered = renderPanel({ MyCard: myCardAnswer(aCard()), ReplaceCard: answer });
  await rendered.user.click(await screen.findByRole('button', { name: 'Replace your card' }));
  return rendered;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CardPanel: which cards may be replaced', () => {
  it.each([
    ['issued: not sent yet', false, aCard({ status: 'issued', activatedAt: null })],
    ['shipped: may be lost in the post', true, aCard({ status: 'shipped', activatedAt: null })],
    ['delivered', true, aCard({ status: 'delivered', activatedAt: null })],
    ['active', true, aCard()],
    ['locked by the cardholder', true, aCard({ status: 'locked', lockReason: 'cardholder' })],
    ['locked for the SSN', false, aCard({ status: 'locked', lockReason: 'ssnMissing' })],
    ['active while the SSN follow-up runs', false, aCard({}, { ssnNeeded: true, ssnDeadline: '2027-01-25T10:00:00Z' })],
    [
      'delivered, never activated, SSN missing: the 60 days have not started',
      true,
      aCard({ status: 'delivered', activatedAt: null }, { ssnNeeded: true }),
    ],
    ['closed while its replacement is made', false, pendingAccount],
    ['the replacement card in the post', true, madeAccount],
    ['closed with the account', false, aCard({ status: 'closed' })],
  ] as const)('%s: offered %s', async (_case, offered, account) => {
    renderPanel({ MyCard: myCardAnswer(account) });
    const part = await yourCard();
    await within(part).findByText('Card number');
    expect(replaceButton() !== null).toBe(offered);
  });
});

describe('CardPanel: asking for a new card', () => {
  it('asks why in place, says what happens, and Keep my card or Escape puts the button back with the focus', async () => {
    const { user, api } = await openOnActiveCard();
    const form = screen.getByRole('form', { name: 'Replace your card' });
    const reasons = within(form).getByRole('group', { name: 'Why do you need a new card?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['It is lost, or it never arrived', 'It was stolen', 'It is damaged or does not work']);
    expect(within(reasons).getByRole('radio', { name: 'It is lost, or it never arrived' })).toHaveFocus();
    const said =
      'Your card ending 4821 will stop working at once. We will post a new card to the address on your application, free of charge.';
    expect(within(form).getByText(said)).toBeVisible();
    expect(confirmButton()).toHaveAccessibleDescription(said);

    await user.click(within(reasons).getByRole('radio', { name: 'It was stolen' }));
    expect(within(form).getByText(`${said} It will have a new card number.`)).toBeVisible();
    await user.click(within(reasons).getByRole('radio', { name: 'It is damaged or does not work' }));
    expect(within(form).getByText(said)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Keep my card' }));
    expect(replaceButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(replaceButton()).toHaveFocus();
    expect(api.callsTo('ReplaceCard')).toHaveLength(0);
  });

  it('with no reason chosen, says so beside the reasons and sends nothing', async () => {
    const { user, api } = await openOnActiveCard();
    await user.click(confirmButton());
    const reasons = screen.getByRole('group', { name: 'Why do you need a new card?' });
    expect(reasons).toHaveAccessibleDescription(`Error: ${cardReplacementMessages.reason}`);
    expect(within(reasons).getByRole('radio', { name: 'It is lost, or it never arrived' })).toHaveFocus();
    expect(api.callsTo('ReplaceCard')).toHaveLength(0);
  });

  it('sends the card and the reason, then says the card is closed and the new one is being made', async () => {
    const { user, api } = await openOnActiveCard();
    await user.click(screen.getByRole('radio', { name: 'It was stolen' }));
    await user.click(confirmButton());
    const notice = await screen.findByText(
      'Your card ending 4821 is closed. We are making your new card and will post it to the address on your application.',
    );
    expect(api.callsTo('ReplaceCard')).toEqual([
      { operationName: 'ReplaceCard', variables: { cardId: 7, reason: 'stolen' } },
    ]);
    expect(notice).toHaveFocus();
    expect(screen.getByText('Closed', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('You reported this card stolen, so it no longer works.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock card' })).toBeNull();
    expect(replaceButton()).toBeNull();
  });

  it.each([
    ['the limit', 'CARD_REPLACEMENT_LIMIT', cardReplacementMessages.limit, 429, cardReplacementMessages.limit],
    [
      "the issuer's outage",
      'CARD_ISSUER_UNAVAILABLE',
      'server words',
      503,
      'We could not reach our card partner. Nothing has changed; please try again in a few minutes.',
    ],
  ])('says a refusal for %s in the panel and keeps the choice', async (_case, code, message, status, words) => {
    const { user } = await openOnActiveCard(() => graphqlRefusal(code, message, status));
    await user.click(screen.getByRole('radio', { name: 'It is lost, or it never arrived' }));
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('radio', { name: 'It is lost, or it never arrived' })).toBeChecked();
    expect(screen.getByText('Active', { selector: 'strong' })).toBeInTheDocument();
    // Asking again sends the same choice.
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it("puts the server's refusal of the reason beside the reasons", async () => {
    const { user } = await openOnActiveCard(() => ({
      body: {
        errors: [
          {
            message: 'reason: Choose why you need a new card',
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: [{ field: 'reason', message: 'Choose why you need a new card' }],
            },
          },
        ],
      },
    }));
    await user.click(screen.getByRole('radio', { name: 'It was stolen' }));
    await user.click(confirmButton());
    expect(await screen.findByRole('group', { name: 'Why do you need a new card?' })).toHaveAccessibleDescription(
      `Error: ${cardReplacementMessages.reason}`,
    );
  });
});

describe('CardPanel: while the new card is made and posted', () => {
  it('pending: the closed card with a notice, and no lock or replace', async () => {
    renderPanel({ MyCard: myCardAnswer(pendingAccount) });
    const part = await yourCard();
    expect(await within(part).findByText('Closed', { selector: 'strong' })).toBeInTheDocument();
    expect(within(part).getByText('You reported this card stolen, so it no longer works.')).toBeInTheDocument();
    expect(
      within(part).getByText(
        'Your card ending 4821 is closed. We are making your new card and will post it to the address on your application.',
      ),
    ).toBeVisible();
    expect(within(part).queryAllByRole('button')).toEqual([]);
    expect(within(part).queryByRole('form', { name: 'Activate your card' })).toBeNull();
  });

  it('made: the new card, which card it replaces, and the activation form', async () => {
    renderPanel({ MyCard: myCardAnswer(madeAccount) });
    const part = await yourCard();
    expect(await within(part).findByText('On its way', { selector: 'strong' })).toBeInTheDocument();
    expect(within(part).getByText('This card replaces your card ending 4821, which is closed.')).toBeVisible();
    expect(within(part).getByRole('img', { name: /ending in 5093/ })).toBeVisible();
    expect(within(part).getByRole('form', { name: 'Activate your card' })).toBeInTheDocument();
  });
});
