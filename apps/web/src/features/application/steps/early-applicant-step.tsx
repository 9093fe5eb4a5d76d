import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { RELOCATION_THRESHOLD_DAYS } from '@waypoint/domain/application/constants';
import { FormAlert } from '../../../components/form/form-alert';
import { scheduleRelocationReminder } from '../api/email-and-reminders';
import { useWizard } from '../state/wizard-context';
import { formatDay } from '../wizard/dates';
import { StepActions } from '../wizard/step-actions';
import { useContinue } from '../wizard/use-step-form';

/**
 * {hash}: the early applicant, moving more than 60 days from now. They can
 * go on now, and ask for one reminder e-mail for when the move is near.
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
        You expect to move on <strong>{formatDay(draft.expectedRelocationDate)}</strong>. The card can only be activated
        from within the US, so we finish your application in the {RELOCATION_THRESHOLD_DAYS} days before you arrive.
      </p>
      <div className="step-panel">
        <h2 className="step-panel__title">What you can do now</h2>
        <ul className="wizard-list">
          <li>Answer the questions about you, your work and your income. Everything is saved as you go.</li>
          <li>Come back any time from any device: you will pick up where you left off.</li>
          <li>Get one e-mail from us when your move is close, so you do not have to remember.</li>
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
          <p>We will send one e-mail when it is time to finish. No marketing, and nothing else is scheduled.</p>
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
