import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { notAnOfferText, prequalificationOutcomeMessages } from '@waypoint/domain/credit-report/credit-check-messages';
import { prequalificationReasonTexts } from '@waypoint/domain/credit-report/prequalification-rule';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { ApiError } from '../../lib/api-errors';
import { likelyApprovedAnswer } from '../../testing/sandbox-credit-answers';
import type { Prequalification } from './api/prequalify';
import { prequalificationFailureTexts } from './prequalification-failure';
import { aprRangeText, PrequalificationResult } from './prequalification-result';

const noOffer = { aprLow: null, aprHigh: null, indicativeLimit: null };
const base: Prequalification = likelyApprovedAnswer;

function renderResult(result: Prequalification, { signedIn = false, onCheckAgain = () => Promise.resolve() } = {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <PrequalificationResult
        result={result}
        signedIn={signedIn}
        names={{ firstName: 'Ana', lastName: 'Lima' }}
        onCheckAgain={onCheckAgain}
        onChangeAnswers={() => undefined}
      />
    </MemoryRouter>,
  );
  return { user };
}

describe('the prequalification answer, one view per outcome', () => {
  it.each<[string, Prequalification, RegExp[], RegExp[]]>([
    [
      'likely approved: the APR range, the indicative limit, and that it is not an offer',
      base,
      [/19\.99% – 23\.99%/, /\$1,500/, new RegExp(notAnOfferText.replace(/[.;]/g, '.'))],
      [/fraud alert/, /Check again/],
    ],
    [
      'likely approved with a fraud alert on the file: identity is confirmed by phone',
      { ...base, identityConfirmationNeeded: true },
      [/fraud alert, so we will confirm your identity by phone/],
      [],
    ],
    [
      'the documents route: we decide on the passport, the visa and proof of income',
      { ...base, outcome: 'documentsRoute', aprLow: 25.99, aprHigh: 29.99, indicativeLimit: 2000 },
      [/no US credit file/, /Your passport/, /Your visa or green card/, /Proof of income/, /25\.99% – 29\.99%/],
      [/Check again/],
    ],
    [
      'not likely now: the reasons in plain words, no terms',
      {
        ...base,
        ...noOffer,
        outcome: 'notLikelyNow',
        reasons: [
          { code: 'recentDelinquency', text: prequalificationReasonTexts.recentDelinquency },
          { code: 'lowScore', text: prequalificationReasonTexts.lowScore },
        ],
      },
      [/payment 30 or more days late/, /credit score is below what we can accept/],
      [/Purchase APR/, /Check again/],
    ],
    [
      'try again later: lift a freeze with the named bureau, or wait for a busy bureau',
      { ...base, ...noOffer, outcome: 'tryAgainLater' },
      [/security freeze/, /Waypoint Sandbox Credit Bureau/, /1-800-555-0199/, /bureau\.sandbox\.waypoint\.example/],
      [/Purchase APR/],
    ],
  ])('%s', (_case, result, shown, absent) => {
    renderResult(result);
    const message = prequalificationOutcomeMessages[result.outcome];
    expect(screen.getByRole('heading', { level: 2, name: message.headline })).toHaveFocus();
    const text = document.body.textContent ?? '';
    for (const pattern of shown) expect(text).toMatch(pattern);
    for (const pattern of absent) expect(text).not.toMatch(pattern);
  });

  it.each([
    ['a visitor', false, 'Continue to sign up', sitePaths.signUp, 'Continue my application'],
    ['a signed-in applicant', true, 'Continue my application', sitePaths.application, 'Continue to sign up'],
  ])('sends %s on with "%s"', (_who, signedIn, name, href, other) => {
    renderResult(base, { signedIn });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.queryByRole('link', { name: other })).toBeNull();
  });

  it('says when the answers will fill the application', () => {
    renderResult({ ...base, answersCarryOver: true });
    expect(screen.getByText(/fill in your application for the next 24 hours/)).toBeVisible();
  });

  it('checks again once however often "Check again" is pressed, and says a refusal', async () => {
    let release: () => void = () => undefined;
    const onCheckAgain = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          release = () => reject(new ApiError(429, 'Too many requests', 'TOO_MANY_REQUESTS'));
        }),
    );
    const { user } = renderResult({ ...base, ...noOffer, outcome: 'tryAgainLater' }, { onCheckAgain });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    const busy = screen.getByRole('button', { name: 'Checking again…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(prequalificationFailureTexts.tooMany);
    expect(onCheckAgain).toHaveBeenCalledTimes(1);
  });

  it.each([
    [19.99, 23.99, '19.99% – 23.99%'],
    [25.99, 29.99, '25.99% – 29.99%'],
    [20, 24.5, '20.00% – 24.50%'],
  ])('writes %f to %f as %s', (low, high, text) => {
    expect(aprRangeText(low, high)).toBe(text);
  });
});
