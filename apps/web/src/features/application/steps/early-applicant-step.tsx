import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { RELOCATION_THRESHOLD_DAYS } from '@waypoint/domain/constants';
import { FormAlert } from '../../../components/form/form-alert';
import { formatDay } from '../../../lib/dates';
import { scheduleRelocationReminder } from '../api/email-and-reminders';
import { useWizard } from '../state/wizard-context';
import { StepActions } from '../wizard/step-actions';
import { useContinue } from '../wizard/use-step-form';

/**
 * {hash}: the early applicant, moving more than 60 days from now. product-rules#relocation-rule
 * lets {hash} lead straight to Identification, so the whole application can
 * be finished and sent now; the copy says so. The optional reminder e-mail
 * is for those who stop here and finish nearer the move.
 */
export function EarlyApplicantStep() {
  const step = '{hash}';
  const { draft } = useWizard();
  const continueWith = useContinue(step);
  const reminder = useMutation({ mutationFn: scheduleRelocationReminder });
  const scheduledFor = reminder.data?.scheduledFor ?? draft.relocationReminderScheduledFor;

  const goOn = (event: FormEvent) => {
    event.preventDefault();
    void continueWith({});
  };

  return (
    <form noValidate aria-label="Start your application early" onSubmit={goOn} className="step-form">
      <p className="step-lead">
        You expect to move on <strong>{formatDay(draft.expectedRelocationDate)}</strong>, more than{' '}
        {RELOCATION_THRESHOLD_DAYS} days from now. You do not have to wait: you can finish and send your application
        today. The card can only be activated once you are in the US.
      </p>
      <div className="step-panel">
        <h2 className="step-panel__title">What happens next</h2>
        <ul className="wizard-list">
          <li>
            <strong>Continue now</strong> to the questions about you, then your work, your income and your documents.
            When you send the application, we decide on it as we do for everyone.
          </li>
          <li>
            <strong>Or finish later</strong>: everything is saved as you go, and you can come back any time from any
            device.
          </li>
          <li>If you finish later, we can e-mail you once when your move is {RELOCATION_THRESHOLD_DAYS} days away.</li>
        </ul>
      </div>
      <div className="step-panel" aria-live="polite">
        <h2 className="step-panel__title">Reminder e-mail</h2>
        {scheduledFor ? (
          <p>
            We will e-mail you on <strong>{formatDay(scheduledFor)}</strong>
            {reminder.data ? ` at ${reminder.data.email}` : ''}. If your date changes, update it on the previous screen
            and ask again.
          </p>
        ) : (
          <p>
            One e-mail, {RELOCATION_THRESHOLD_DAYS} days before your move. No marketing, and nothing else is scheduled.
          </p>
        )}
        {reminder.isError ? (
          <FormAlert>
            <p>We could not schedule your reminder. Please try again.</p>
          </FormAlert>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={reminder.isPending || undefined}
          onClick={() => {
            if (!reminder.isPending) reminder.mutate();
          }}
        >
          {reminder.isPending ? 'Scheduling…' : scheduledFor ? 'Schedule it again' : 'E-mail me a reminder'}
        </button>
      </div>
      <StepActions step={step} continueLabel="Continue my application" />
    </form>
  );
}
