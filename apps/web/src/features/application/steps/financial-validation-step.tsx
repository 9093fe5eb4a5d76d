import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { plaidOAuthReturnPath } from '@waypoint/domain/bank-linking/plaid-oauth-return';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import type { OAuthReturn } from '../../../components/bank-link/plaid-link-opener';
import type { SandboxLinkWords } from '../../../components/bank-link/sandbox-link-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError } from '../../../lib/api-errors';
import { useBankLinkingMode } from '../../../lib/bank-link/bank-linking-mode';
import type { LinkedBank, LinkEvent } from '../../../lib/bank-link/link-session';
import { useStringFlag } from '../../../lib/flags/feature-flags-provider';
import { createPlaidLinkToken } from '../bank-linking/api/create-plaid-link-token';
import { savePlaidEvent } from '../bank-linking/api/save-plaid-event';
import { saveUserPlaidInformation } from '../bank-linking/api/save-user-plaid-information';
import type { ExitAnswer } from '../bank-linking/exit-reason-dialog';
import { forgetLinkToken, keepLinkToken, keptLinkToken } from '../bank-linking/plaid/kept-link-token';
import { useWizard } from '../state/wizard-context';
import { StepActions } from '../wizard/step-actions';
import { useContinue } from '../wizard/use-step-form';

const step = 'YP_Financial_Validation';

// The Link windows and the exit question load apart from the step: the step draws without them, and only
// the mode's window loads, once the mode is known (decision 091: the heaviest step's script).
const loadPlaidLinkOpener = () => import('../../../components/bank-link/plaid-link-opener');
const loadSandboxLinkDialog = () => import('../../../components/bank-link/sandbox-link-dialog');
const PlaidLinkOpener = lazy(async () => ({ default: (await loadPlaidLinkOpener()).PlaidLinkOpener }));
const SandboxLinkDialog = lazy(async () => ({ default: (await loadSandboxLinkDialog()).SandboxLinkDialog }));
const ExitReasonDialog = lazy(async () => ({
  default: (await import('../bank-linking/exit-reason-dialog')).ExitReasonDialog,
}));
type Phase = 'idle' | 'linking' | 'saving' | 'exitReason';

const sandboxLinkWords: SandboxLinkWords = {
  title: 'Link your bank',
  chooseAccount: 'Choose the account your salary is paid into.',
  unreachable: 'We could not reach the bank-linking service. Try again, or upload a proof of income.',
  exit: 'Exit without linking',
};
const plaidUnreachable = 'We could not open the bank-linking window. Try again, or upload a proof of income instead.';

/**
 * Back from a bank's OAuth page (decision 039): the wizard serves
 * plaidOAuthReturnPath and resumes this step, which re-opens Plaid's Link with
 * the token kept before leaving and this address. Read once, on arrival.
 */
function oauthReturnOf(applicationId: number): OAuthReturn | null {
  if (window.location.pathname !== plaidOAuthReturnPath) return null;
  const linkToken = keptLinkToken(applicationId);
  return linkToken ? { linkToken, receivedRedirectUri: window.location.href } : null;
}

/** Leaves the return address once Link is done with it, without a navigation (the wizard keeps its history entry). */
function leaveOAuthReturnAddress() {
  if (window.location.pathname === plaidOAuthReturnPath)
    window.history.replaceState(window.history.state, '', sitePaths.application);
}

/**
 * YP_Financial_Validation (product-rules#yp-branches): link a bank, or upload a proof of income
 * instead. A link whose employment data names the employer skips the employer
 * check; the engine decides the next step. Which Link opens comes from the
 * client settings (decision 039): Plaid's own, the sandbox's dialog, or none.
 */
export function FinancialValidationStep() {
  const wizard = useWizard();
  const continueWith = useContinue(step);
  const mode = useBankLinkingMode();
  useEffect(() => {
    // Fetched ahead of the press, so the window opens at once; a failed fetch is tried again by the press.
    if (mode === 'plaid') loadPlaidLinkOpener().catch(() => undefined);
    if (mode === 'sandbox') loadSandboxLinkDialog().catch(() => undefined);
  }, [mode]);
  const applicationId = wizard.draft.id ?? 0;
  const [oauthReturn, setOAuthReturn] = useState(() => oauthReturnOf(applicationId));
  const [phase, setPhase] = useState<Phase>(oauthReturn ? 'linking' : 'idle');
  const splitVersion = useStringFlag('plaidSplitVersion', 'A');
  const [error, setError] = useState<string | null>(null);
  const [bankName, setBankName] = useState<string | null>(null);
  // The resumed Link session is over, whatever its end: another try starts a new one.
  const leaveOAuthReturn = () => {
    leaveOAuthReturnAddress();
    setOAuthReturn(null);
  };
  // Linked in this visit or an earlier one (Back from a later step, a reload): the server's draft says so.
  const isLinked = wizard.draft.plaidConnectionStatus === true;

  // The link stays on this step and says so; Continue then goes where the engine leads.
  const linked = async (bank: LinkedBank) => {
    leaveOAuthReturn();
    setPhase('saving');
    try {
      const { employerVerifiedByPlaid } = await saveUserPlaidInformation(applicationId, bank.publicToken);
      const recorded = { plaidConnectionStatus: true, employerVerifiedByPlaid: employerVerifiedByPlaid || null };
      const saved = wizard.move({ recorded, to: step });
      setBankName(bank.institutionName);
      setPhase('idle');
      await saved;
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? failure.message
          : 'We could not finish linking your bank. Try again, or upload a proof of income instead.',
      );
      setPhase('idle');
    }
  };

  const exited = () => {
    leaveOAuthReturn();
    setPhase('exitReason');
    void wizard.move({ answers: { plaidExitPopupOpenedAt: Date.now() }, to: step });
  };

  const failed = (message: string) => {
    leaveOAuthReturn();
    setError(message);
    setPhase('idle');
  };

  // Every Link event is recorded (product-rules#bank-linking savePlaidEventsData); the link token
  // also sets the application's plaidSplitVersion on the server.
  const createLinkToken = () => createPlaidLinkToken(applicationId);
  const recordEvent = (event: LinkEvent) => void savePlaidEvent(applicationId, event);

  const answered = (answer: ExitAnswer) => {
    setPhase('idle');
    void wizard.move({ answers: { ...answer }, to: step });
  };

  if (isLinked) return <LinkedPanel bankName={bankName} onContinue={() => void continueWith({})} />;

  return (
    <>
      <form
        noValidate
        aria-label="Confirm your income"
        onSubmit={(event) => event.preventDefault()}
        className="step-form"
      >
        <div className="step-panel">
          {/* The plaidSplitVersion flag (decision 013): B leads with speed; the server records which one was shown. */}
          {mode === 'unavailable' ? (
            <p>Confirm your income with a recent pay stub or bank statement: upload a photo or a PDF.</p>
          ) : splitVersion === 'B' ? (
            <p>
              Confirm your income in about a minute: link your bank securely and we read your pay deposits, with no
              documents to find. It can also confirm where you work, so you skip that check.
            </p>
          ) : (
            <p>
              We confirm your income from your bank account: link it securely in a minute. It can also confirm where you
              work, so you skip that check.
            </p>
          )}
          {error ? <FormAlert>{error}</FormAlert> : null}
          {phase === 'saving' ? <p role="status">Linking your bank…</p> : null}
          <div className="link-actions">
            {mode === 'unavailable' ? null : (
              <button
                type="button"
                className="button button--primary"
                aria-disabled={phase === 'saving' || mode === 'loading' || undefined}
                onClick={() => {
                  if (phase === 'saving' || mode === 'loading') return;
                  setError(null);
                  setPhase('linking');
                }}
              >
                Link your bank
              </button>
            )}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void wizard.move({ to: 'YP_Financial_Validation_Uploader' })}
            >
              Upload a proof of income
            </button>
          </div>
          {wizard.draft.plaidExitReason ? (
            <p className="link-note">Thank you for telling us why. You can try again or upload a document.</p>
          ) : null}
        </div>
        <StepActions step={step} showContinue={false} />
      </form>
      <Suspense fallback={null}>
        {phase === 'linking' && mode === 'plaid' ? (
          <PlaidLinkOpener
            createLinkToken={createLinkToken}
            oauthReturn={oauthReturn}
            tokenKeeper={{ keep: (linkToken) => keepLinkToken({ linkToken, applicationId }), forget: forgetLinkToken }}
            unreachable={plaidUnreachable}
            openingNote="Opening the secure bank-linking window…"
            onEvent={recordEvent}
            onExit={exited}
            onLinked={(bank) => void linked(bank)}
            onFailed={failed}
          />
        ) : null}
        {phase === 'linking' && mode === 'sandbox' ? (
          <SandboxLinkDialog
            createLinkToken={createLinkToken}
            words={sandboxLinkWords}
            canTryAnotherBank
            onEvent={recordEvent}
            onExit={exited}
            onLinked={(bank) => void linked(bank)}
          />
        ) : null}
        {phase === 'exitReason' ? <ExitReasonDialog onAnswer={answered} onSkip={() => setPhase('idle')} /> : null}
      </Suspense>
    </>
  );
}

/** The bank is linked: say so, and Continue (also when the applicant comes Back here later). */
function LinkedPanel({ bankName, onContinue }: { bankName: string | null; onContinue(): void }) {
  const wizard = useWizard();
  const employerToo = wizard.draft.employerVerifiedByPlaid === true;
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Just linked: the dialog and the button that opened it are gone, so the focus goes to the news.
  const justLinked = bankName !== null;
  useEffect(() => {
    if (justLinked) titleRef.current?.focus();
  }, [justLinked]);
  return (
    <form
      noValidate
      aria-label="Confirm your income"
      className="step-form"
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <div className="step-panel step-panel--success" role="status">
        <h2 ref={titleRef} tabIndex={-1} className="step-panel__title">
          Your bank is linked
        </h2>
        <p>
          {bankName ? (
            <>
              Thank you: your account at <strong>{bankName}</strong> confirms your income.
            </>
          ) : (
            'Thank you: your linked bank account confirms your income.'
          )}{' '}
          {employerToo ? 'It also confirms where you work, so you skip that check.' : null}
        </p>
      </div>
      <StepActions step={step} />
    </form>
  );
}
