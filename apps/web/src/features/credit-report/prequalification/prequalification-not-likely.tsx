import { generatePath, Link } from 'react-router';
import { notLikelyNowTexts as texts } from '@waypoint/domain/credit-report/credit-check-messages';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { BureauContact } from '../../../components/credit-bureau/bureau-contact';
import type { SignUpState } from '../../../lib/sign-up-state';
import type { Prequalification } from './api/prequalify';

type CreditScore = NonNullable<Prequalification['creditScore']>;

/** Where "Not now" leads: building credit when the report decided, budgeting when the answers did (decision 056). */
export function notNowPath(creditReportUsed: boolean): string {
  const slug = creditReportUsed ? 'how-credit-scores-work' : 'budgeting-your-first-us-paycheck';
  return generatePath(sitePaths.financialEducationArticle, { slug });
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "November 25, 2026" from the bureau's ISO date. */
export function scoreDateText(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : longDate.format(date);
}

/** The score as an adverse action notice discloses it: value, range, date, model, key factors (FCRA 609(f)(1)). */
function ScoreDisclosure({ score }: { score: CreditScore }) {
  return (
    <section className="prequal-notice" aria-labelledby="prequal-score-title">
      <h3 id="prequal-score-title">{texts.scoreHeading}</h3>
      <p>{texts.scoreIntro}</p>
      <dl className="prequal-score">
        <div>
          <dt>Your score</dt>
          <dd className="prequal-score__value">{score.value}</dd>
        </div>
        <div>
          <dt>Possible scores</dt>
          <dd>
            {score.rangeLow} to {score.rangeHigh}
          </dd>
        </div>
        <div>
          <dt>Date of the score</dt>
          <dd>{scoreDateText(score.scoredOn)}</dd>
        </div>
        <div>
          <dt>Scoring model</dt>
          <dd>{score.model}</dd>
        </div>
      </dl>
      <h4>{texts.keyFactorsHeading}</h4>
      {score.keyFactors.length > 0 ? (
        <ol className="prequal-factors">
          {score.keyFactors.map((factor) => (
            <li key={factor}>{factor}</li>
          ))}
        </ol>
      ) : (
        <p>{texts.noKeyFactors}</p>
      )}
    </section>
  );
}

/** Who supplied the report, that they did not decide, and the consumer's rights (FCRA 615(a)(2), (3)). */
function ReportSource({ bureau }: { bureau: Prequalification['bureau'] }) {
  return (
    <section className="prequal-notice" aria-labelledby="prequal-source-title">
      <h3 id="prequal-source-title">{texts.bureauHeading}</h3>
      <p>{texts.bureauDidNotDecide(bureau.name)}</p>
      <BureauContact bureau={bureau} />
      <h4>{texts.rightsHeading}</h4>
      <ul>
        {texts.rights(bureau).map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>
    </section>
  );
}

export interface NotLikelyNowProps {
  result: Prequalification;
  signedIn: boolean;
  names: SignUpState;
}

/**
 * "Not likely now" (decision 056): why, in facts; the score and the bureau
 * when a report was used; what applying would mean; then two ways on of the
 * same weight, neither styled as the one to take.
 */
export function NotLikelyNow({ result, signedIn, names }: NotLikelyNowProps) {
  return (
    <>
      {result.reasons.length > 0 ? (
        <ul className="prequal-reasons">
          {result.reasons.map((reason) => (
            <li key={reason.code}>{reason.text}</li>
          ))}
        </ul>
      ) : null}
      {result.creditScore ? <ScoreDisclosure score={result.creditScore} /> : null}
      {result.creditReportUsed ? <ReportSource bureau={result.bureau} /> : null}
      <section className="prequal-notice" aria-labelledby="prequal-apply-title">
        <h3 id="prequal-apply-title">{texts.applyHeading}</h3>
        <p>{texts.applyMeans(result.creditReportUsed)}</p>
        <p className="prequal-result__small">{texts.choiceHint(result.creditReportUsed)}</p>
        <div className="prequal-choice">
          {signedIn ? (
            <Link to={sitePaths.application} className="button button--secondary">
              {texts.applyAnyway}
            </Link>
          ) : (
            <Link to={sitePaths.signUp} state={names} className="button button--secondary">
              {texts.applyAnyway}
            </Link>
          )}
          <Link to={notNowPath(result.creditReportUsed)} className="button button--secondary">
            {texts.notNow}
          </Link>
        </div>
      </section>
    </>
  );
}
