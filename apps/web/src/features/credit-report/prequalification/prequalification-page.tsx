import { useEffect, useState } from 'react';
import type { PrequalificationForm as CheckedAnswers } from '@waypoint/domain/credit-report/prequalification-form';
import { softInquiryStatement } from '@waypoint/domain/credit-report/soft-inquiry-consent';
import { PRODUCT } from '@waypoint/domain/product';
import { useRecaptcha } from '../../../lib/recaptcha/use-recaptcha';
import { useSession } from '../../../lib/session/session-context';
import { prequalify, prequalifyVariables, type Prequalification } from './api/prequalify';
import { PrequalificationForm } from './prequalification-form';
import type { PrequalificationResult } from './prequalification-result';
import './prequalification-page.css';

/**
 * The answers live only in this page's memory while it is open: never in
 * Web Storage (decision 019 keeps date of birth and income out of it). The
 * form stays mounted, hidden, under the answer, so changing an answer starts
 * from what was typed.
 */
interface Answered {
  result: Prequalification;
  answers: CheckedAnswers;
}

/** The answer's view loads with the answer, not with the page (decision 091). */
const loadResultView = async () => (await import('./prequalification-result')).PrequalificationResult;

/** `/prequalify`: the soft-inquiry eligibility check, for visitors and applicants (decision 026). */
export function PrequalificationPage() {
  const { user } = useSession();
  const recaptcha = useRecaptcha('prequalify');
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [changing, setChanging] = useState(false);
  const [ResultView, setResultView] = useState<typeof PrequalificationResult | null>(null);

  useEffect(() => {
    // Back from the answer to the form: start at its first field rather than the top of the page.
    if (changing && answered === null) document.getElementById('prequal-first-name')?.focus();
  }, [changing, answered]);

  const check = async (answers: CheckedAnswers) => {
    const recaptchaToken = await recaptcha.token();
    const [result, view] = await Promise.all([
      prequalify(prequalifyVariables(answers, recaptchaToken)),
      loadResultView(),
    ]);
    setResultView(() => view);
    setChanging(false);
    setAnswered({ result, answers });
  };

  return (
    <div className="page prequal-page">
      <title>{`Check your eligibility | ${PRODUCT.name}`}</title>
      <div className="container prequal-page__body">
        <div className="prequal-page__intro">
          <p className="prequal-page__eyebrow">Eligibility check</p>
          <h1>See if you are likely to be approved</h1>
          <p className="page__lead">
            Answer a few questions and see in a minute whether you are likely to get the {PRODUCT.cardName}, with the
            rate and limit you could expect.
          </p>
          <p className="prequal-page__soft">{softInquiryStatement}</p>
          <h2 className="prequal-page__subheading">What happens next</h2>
          <ol className="prequal-page__steps">
            <li>We check your eligibility with a soft inquiry and show you the likely answer at once.</li>
            <li>If you go on, your answers fill in your application, so we do not ask for them twice.</li>
            <li>
              Only when you submit your application, and authorize it, do we check your credit report with a hard
              inquiry.
            </li>
          </ol>
        </div>
        <div className="prequal-page__panel">
          {answered && ResultView ? (
            <ResultView
              result={answered.result}
              signedIn={user !== null}
              names={{ firstName: answered.answers.firstName, lastName: answered.answers.lastName }}
              onCheckAgain={() => check(answered.answers)}
              onChangeAnswers={() => {
                setChanging(true);
                setAnswered(null);
              }}
            />
          ) : null}
          <div hidden={answered !== null}>
            <PrequalificationForm onCheck={check} />
          </div>
        </div>
      </div>
    </div>
  );
}
