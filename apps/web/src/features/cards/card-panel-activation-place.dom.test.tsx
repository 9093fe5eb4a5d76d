import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardActivationMessages } from '@waypoint/domain/cards/card-activation';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { setStepUpAsker } from '../../lib/step-up/step-up-gate';
import { graphqlData, graphqlRefusal, type GraphqlHandler } from '../../testing/fake-graphql';
import type { CardAccount } from './api/card-account';
import { aCardAccount, cardTermsAnswer, renderCardPanel } from './card-panel-test-kit';

/*
 * Activation from a connection with no known country
 * (docs/product-rules.md#card-activation-country, decision 077): the server
 * asks for a code to the verified phone, or for a verified phone first. The
 * step-up prompt is the app shell's (its own tests drive it); here a stand-in
 * registers where the prompt does (lib/step-up) and answers as the person would.
 */

const deliveredCard = aCardAccount();
const activeCard: CardAccount = {
  ...deliveredCard,
  card: { ...deliveredCard.card, status: 'active', activatedAt: '2026-11-28T10:00:00.000Z' },
};

const stepUpRefusal = () => graphqlRefusal('STEP_UP_REQUIRED', 'Please confirm it is you before doing this.', 403);

let unregister: (() => void) | null = null;
/** The prompt's stand-in: counts the times it was opened and answers with `prove()` (true: proved). */
function stepUpPrompt(prove: () => boolean) {
  const opened = vi.fn(async () => prove());
  unregister = setStepUpAsker(opened);
  return opened;
}

const renderPanel = (handlers: Record<string, GraphqlHandler>) => {
  const { api, user } = renderCardPanel(
    {
      MyCard: () => graphqlData({ myCard: deliveredCard }),
      CardAccountTerms: () => cardTermsAnswer(null),
      ...handlers,
    },
    { withRouter: true },
  );
  return { api, person: user };
};

async function submitDetails(person: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('form', { name: 'Activate your card' });
  await person.type(screen.getByRole('textbox', { name: /Last 4 digits/ }), '4821');
  await person.type(screen.getByRole('textbox', { name: /Expiry date/ }), '11/30');
  await person.click(screen.getByRole('button', { name: 'Activate card' }));
}

afterEach(() => {
  unregister?.();
  unregister = null;
  vi.unstubAllGlobals();
});

describe('CardPanel: activation from an unknown place', () => {
  it('opens the step-up prompt and activates once it is proved', async () => {
    let proved = false;
    const opened = stepUpPrompt(() => {
      proved = true;
      return true;
    });
    const { api, person } = renderPanel({
      ActivateCard: () => (proved ? graphqlData({ activateCard: activeCard }) : stepUpRefusal()),
    });
    await submitDetails(person);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(api.callsTo('ActivateCard')).toHaveLength(2);
  });

  it.each([
    ['the prompt is closed', false, 1],
    ['the proof was not the phone’s (the server asks again)', true, 2],
  ])('says a code to the phone is needed when %s, and keeps the form', async (_case, closedProved, calls) => {
    const opened = stepUpPrompt(() => closedProved);
    const { api, person } = renderPanel({ ActivateCard: stepUpRefusal });
    await submitDetails(person);
    expect(await screen.findByText(cardActivationMessages.confirmByPhone)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Activate your card' })).toBeInTheDocument();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(api.callsTo('ActivateCard')).toHaveLength(calls);
  });

  it('without a verified phone, says so and links to where one is added; no prompt opens', async () => {
    const opened = stepUpPrompt(() => true);
    const { api, person } = renderPanel({
      ActivateCard: () => graphqlRefusal('VERIFIED_PHONE_REQUIRED', 'server words', 403),
    });
    await submitDetails(person);
    expect(await screen.findByText(cardActivationMessages.phoneNeeded)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add your mobile phone' })).toHaveAttribute(
      'href',
      sitePaths.accountSecurity,
    );
    expect(opened).not.toHaveBeenCalled();
    expect(api.callsTo('ActivateCard')).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Activate your card' })).toBeInTheDocument();
  });
});
