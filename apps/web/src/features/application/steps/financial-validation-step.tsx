import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError } from '../../../lib/api-errors';
import { saveUserPlaidInformation } from '../bank-linking/api/save-user-plaid-information';
import { ExitReasonDialog, type ExitAnswer } from '../bank-linking/exit-reason-dialog';
import { LinkDialog, type LinkedBank } from '../bank-linking/link-dialog';
import { useWizard } from '../state/wizard-context';
import { useStringFlag } from '../../../lib/flags/feature-flags-provider';
import { StepActions } from '../wizard/step-actions';
import { useContinue } from '../wizard/use-step-form';

const step = 'YP_Financial_Validation';
type Phase = 'idle' | 'linking' | 'saving' | 'exitReason';

/**
 * YP_Financial_Validation (spec §4): link a bank, or upload a proof of income
 * instead. A link whose employment data names the employer skips the employer
 * check; the engine decides the next step.
 */
export function FinancialValidationStep() {
  const wizard = useWizard();
  const continueWith = useContinue(step);
  const [phase, setPhase] = useState<Phase>('idle');
  const splitVersion = useStringFlag('plaidSplitVersion', 'A');
  const [error, setError] = useState<string | null>(null);
  const applicationId = wizard.draft.id ?? 0;

  const linked = async (bank: LinkedBank) => {
    setPhase('saving');
    try {
      const { employerVerifiedByPlaid } = await saveUserPlaidInformation(applicationId, bank.publicToken);
      await continueWith({}, { plaidConnectionStatus: true, employerVerifiedByPlaid: employerVerifiedByPlaid || null });
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
    setPhase('exitReason');
    void wizard.move({ answers: { plaidExitPopupOpenedAt: Date.now() }, to: step });
  };

  const answered = (answer: ExitAnswer) => {
    setPhase('idle');
    void wizard.move({ answers: { ...answer }, to: step });
  };

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
          {splitVersion === 'B' ? (
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
            <button
              type="button"
              className="button button--primary"
              aria-disabled={phase === 'saving' || undefined}
              onClick={() => {
                if (phase === 'saving') return;
                setError(null);
                setPhase('linking');
              }}
            >
              Link your bank
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void wizard.move({ to: 'YP_Financial_Validation_Options' })}
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
      {phase === 'linking' ? (
        <LinkDialog applicationId={applicationId} onExit={exited} onLinked={(bank) => void linked(bank)} />
      ) : null}
      {phase === 'exitReason' ? <ExitReasonDialog onAnswer={answered} onSkip={() => setPhase('idle')} /> : null}
    </>
  );
}
