import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { notAnOfferText, prequalificationOutcomeMessages } from '@waypoint/domain/credit-report/credit-check-messages';
import { formatAprBps } from '@waypoint/domain/credit-report/offer-terms';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { BureauContact } from '../../../components/credit-bureau/bureau-contact';
import type { SignUpState } from '../../../lib/sign-up-state';
import type { Prequalification } from './api/prequalify';
import { prequalificationFailure } from './prequalification-failure';
import { NotLikelyNow } from './prequalification-not-likely';

export interface PrequalificationResultProps {
  result: Prequalification;
  /** A signed-in applicant goes on to the application; a visitor to sign-up with the names already given. */
  signedIn: boolean;
  names: SignUpState;
  /** Asks again with the same answers (a frozen file lifted, a busy bureau). */
  onCheckAgain: () => Promise<void>;
  onChangeAnswers: () => void;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "19.99% – 23.99%" from the answer's percentages, through the fee schedule's own formatting. */
export function aprRangeText(low: number, high: number): string {
  return `${formatAprBps(Math.round(low * 100))} – ${formatAprBps(Math.round(high * 100))}`;
}

function OfferTerms({ result }: { result: Prequalification }) {
  if (result.aprLow === null || result.aprHigh === null || result.indicativeLimit === null) return null;
  return (
    <>
      <dl className="prequal-terms">
        <div>
          <dt>Purchase APR</dt>
          <dd>{aprRangeText(result.aprLow, result.aprHigh)}</dd>
        </div>
        <div>
          <dt>Indicative credit limit</dt>
          <dd>{dollars.format(result.indicativeLimit)}</dd>
        </div>
      </dl>
      <p className="prequal-result__small">{notAnOfferText}</p>
    </>
  );
}

function OutcomeDetails({
  result,
  signedIn,
  names,
}: Pick<PrequalificationResultProps, 'result' | 'signedIn' | 'names'>) {
  switch (result.outcome) {
    case 'likelyApproved':
      return (
        <>
          <OfferTerms result={result} />
          {result.identityConfirmationNeeded ? (
            <p className="prequal-result__note">
              Your credit file carries a fraud alert, so we will confirm your identity by phone before we open an
              account. This protects you.
            </p>
          ) : null}
        </>
      );
    case 'documentsRoute':
      return (
        <>
          <ul>
            <li>Your passport</li>
            <li>Your visa or green card</li>
            <li>Proof of income, such as a job offer or recent payslips</li>
          </ul>
          <OfferTerms result={result} />
        </>
      );
    case 'notLikelyNow':
      return <NotLikelyNow result={result} signedIn={signedIn} names={names} />;
    case 'tryAgainLater':
      return <BureauContact bureau={result.bureau} />;
  }
}

/** The likely answer, one view per outcome, then the way on (decision 026). */
export function PrequalificationResult({
  result,
  signedIn,
  names,
  onCheckAgain,
  onChangeAnswers,
}: PrequalificationResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const message = prequalificationOutcomeMessages[result.outcome];

  // The answer replaces the form: move the reader to it, and again after each new check.
  useEffect(() => heading.current?.focus(), [result]);

  const checkAgain = async () => {
    if (checking) return;
    setChecking(true);
    setFailure(null);
    try {
      await onCheckAgain();
    } catch (error) {
      setFailure(prequalificationFailure(error).text);
    } finally {
      setChecking(false);
    }
  };

  const retry = result.outcome === 'tryAgainLater';
  // "Not likely now" offers its own choice of equal weight (decision 056): no primary way on here.
  const offersContinue = result.outcome !== 'notLikelyNow';
  const continueClass = `button ${retry ? 'button--secondary' : 'button--primary'}`;
  return (
    <section className={`prequal-result prequal-result--${result.outcome}`} aria-labelledby="prequal-result-title">
      <h2 id="prequal-result-title" ref={heading} tabIndex={-1}>
        {message.headline}
      </h2>
      <p>{message.nextStep}</p>
      <OutcomeDetails result={result} signedIn={signedIn} names={names} />
      {result.answersCarryOver ? (
        <p className="prequal-result__small">
          Your answers will fill in your application for the next 24 hours, so we do not ask for them twice.
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="prequal-result__failure">
          {failure}
        </p>
      ) : null}
      <div className="prequal-actions">
        {retry ? (
          <button
            type="button"
            className="button button--primary"
            aria-disabled={checking || undefined}
            onClick={() => void checkAgain()}
          >
            {checking ? 'Checking again…' : 'Check again'}
          </button>
        ) : null}
        {!offersContinue ? null : signedIn ? (
          <Link to={sitePaths.application} className={continueClass}>
            Continue my application
          </Link>
        ) : (
          <Link to={sitePaths.signUp} state={names} className={continueClass}>
            Continue to sign up
          </Link>
        )}
        <button type="button" className="prequal-link-button" onClick={onChangeAnswers}>
          Change my answers
        </button>
      </div>
    </section>
  );
}
