import { Link } from 'react-router';
import { hardInquiryStatusMessages } from '@waypoint/domain/credit-report/credit-check-messages';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { BureauContact } from '../../components/credit-bureau/bureau-contact';
import { ApiError, NetworkError, errorCodes } from '../../lib/api-errors';
import { useCreditCheck, useRetryCreditCheck } from './api/credit-check';
import './credit-check-panel.css';

export const retryFailureTexts = {
  connection: 'We could not reach Waypoint. Check your internet connection, then press Try again.',
  tooSoon: 'We asked the bureau a moment ago. Please wait a minute, then press Try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/** A refused retry in the applicant's words: a limit is a wait, never a mistake of theirs. */
export function retryFailureText(error: unknown): string {
  if (error instanceof NetworkError) return retryFailureTexts.connection;
  if (!(error instanceof ApiError)) return retryFailureTexts.server;
  if (error.status === 429 || error.code === errorCodes.tooManyRequests) return retryFailureTexts.tooSoon;
  if (error.status >= 500 || error.code === errorCodes.internal) return retryFailureTexts.server;
  return error.message;
}

/**
 * The credit check of a submitted application (decision 026), on the
 * account page: what the hard inquiry's state means and what to do. A
 * pending check is asked about again until it ends; frozen and unavailable
 * offer "Try again". Nothing is shown before the application is submitted.
 */
export function CreditCheckPanel() {
  const check = useCreditCheck();
  const retry = useRetryCreditCheck();
  const current = check.data;
  if (!current) return null;
  const message = hardInquiryStatusMessages[current.status];
  const showBureau = current.bureau !== null && (current.status === 'frozen' || current.status === 'noFile');

  return (
    <section className="account-card credit-check" aria-labelledby="credit-check-title">
      <h2 id="credit-check-title">Your credit check</h2>
      <div role="status">
        <p className={`credit-check__headline credit-check__headline--${current.status}`}>{message.headline}</p>
        <p>{message.nextStep}</p>
      </div>
      {showBureau && current.bureau ? <BureauContact bureau={current.bureau} /> : null}
      {current.status === 'notAuthorized' ? (
        <p>
          <Link to={sitePaths.contact}>Contact support</Link>
        </p>
      ) : null}
      {retry.isError ? (
        <p role="alert" className="credit-check__failure">
          {retryFailureText(retry.error)}
        </p>
      ) : null}
      {current.canRetry ? (
        <button
          type="button"
          className="button button--primary"
          aria-disabled={retry.isPending || undefined}
          onClick={() => {
            if (!retry.isPending) retry.mutate();
          }}
        >
          {retry.isPending ? 'Trying again…' : 'Try again'}
        </button>
      ) : null}
    </section>
  );
}
