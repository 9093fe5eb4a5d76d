import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  notAnOfferText,
  notLikelyNowTexts,
  prequalificationOutcomeMessages,
} from '@waypoint/domain/credit-report/credit-check-messages';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { ApiError } from '../../../lib/api-errors';
import { likelyApprovedAnswer, sandboxBureau } from '../../../testing/sandbox-credit-answers';
import type { Prequalification } from './api/prequalify';
import { prequalificationFailureTexts } from './prequalification-failure';
import { aprRangeText, PrequalificationResult } from './prequalification-result';
import { lowScoreAnswer, unaffordableAnswer } from './prequalification-test-answers';

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
      'not likely now on the score: the facts, the score, the bureau and the rights, no terms',
      lowScoreAnswer,
      [/Your credit score is 560\. This card needs a score of 580 or higher\./, /did not make this assessment/],
      [/Purchase APR/, /Check again/, /below what we can accept/, /below our minimum/, /credit standards/],
    ],
    [
      'not likely now on the answers alone: the facts, no bureau and no score',
      unaffordableAnswer,
      [/takes 90% of your income/, /what you told us today/],
      [/Your credit score/, /Waypoint Sandbox Credit Bureau/, /Purchase APR/],
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

describe('not likely now: what was found, then a choice of equal weight', () => {
  it('discloses the score used, its range, date and model, and every key factor, the inquiries fifth', () => {
    renderResult(lowScoreAnswer);
    const score = screen.getByRole('region', { name: 'Your credit score' });
    const facts = within(score)
      .getAllByRole('definition')
      .map((entry) => entry.textContent);
    expect(facts).toEqual(['560', '300 to 850', 'November 25, 2026', 'FICO Score 8']);
    expect(
      within(score)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(lowScoreAnswer.creditScore?.keyFactors);
  });

  it('names the bureau with its address and toll-free number, says it did not decide, and states the rights', () => {
    renderResult(lowScoreAnswer);
    const source = screen.getByRole('region', { name: notLikelyNowTexts.bureauHeading });
    expect(source).toHaveTextContent(sandboxBureau.name);
    expect(source).toHaveTextContent(sandboxBureau.address);
    expect(within(source).getByRole('link', { name: sandboxBureau.phone })).toHaveAttribute('href', 'tel:18005550199');
    expect(source).toHaveTextContent('The bureau did not make this assessment');
    expect(source).toHaveTextContent(/free copy of your credit report .* within 60 days/);
    expect(source).toHaveTextContent(/toll-free at 1-800-555-0199/);
    expect(source).toHaveTextContent('you have the right to dispute it with the bureau');
  });

  it('says what applying would mean: a hard inquiry, and a likely decline on today’s file', () => {
    renderResult(lowScoreAnswer);
    const apply = screen.getByRole('region', { name: notLikelyNowTexts.applyHeading });
    expect(apply).toHaveTextContent(/hard inquiry/);
    expect(apply).toHaveTextContent(/On your credit report as it is today, we would most likely decline/);
  });

  it.each([
    ['a visitor, on the report', lowScoreAnswer, false, sitePaths.signUp, 'how-credit-scores-work'],
    ['a signed-in applicant, on the report', lowScoreAnswer, true, sitePaths.application, 'how-credit-scores-work'],
    [
      'a visitor, on the answers alone',
      unaffordableAnswer,
      false,
      sitePaths.signUp,
      'budgeting-your-first-us-paycheck',
    ],
  ])(
    'offers %s "Apply anyway" and "Not now" alike, neither primary, and no "Continue"',
    (_who, result, signedIn, applyHref, article) => {
      renderResult(result, { signedIn });
      const apply = screen.getByRole('link', { name: notLikelyNowTexts.applyAnyway });
      const notNow = screen.getByRole('link', { name: notLikelyNowTexts.notNow });
      expect(apply).toHaveAttribute('href', applyHref);
      expect(notNow).toHaveAttribute('href', `/knowledge-center/financial-education/${article}`);
      expect(apply.className).toBe(notNow.className);
      expect(apply).not.toHaveClass('button--primary');
      expect(document.querySelector('.button--primary')).toBeNull();
      expect(screen.queryByRole('link', { name: /^Continue/ })).toBeNull();
    },
  );
});
