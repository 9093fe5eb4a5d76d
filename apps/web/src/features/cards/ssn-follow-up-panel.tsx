import { useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { ssnField } from '@waypoint/domain/application/schemas/field-schemas';
import { SSN_DEADLINE_DAYS, daysUntilSsnDeadline } from '@waypoint/domain/cards/ssn-follow-up';
import { AccountPart, partLoadOf } from '../../components/account/account-part';
import { FormShell } from '../../components/form/form-shell';
import { SsnField } from '../../components/form/ssn-field';
import { SubmitButton } from '../../components/form/submit-button';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { ApiError, refusedField } from '../../lib/api-errors';
import { useMyCard, type CardAccount } from './api/card-account';
import { useAddCardholderSsn } from './api/ssn-follow-up';
import { cardFailureText } from './card-panel-words';
import './ssn-follow-up.css';

/** The application's own SSN rule (the identification steps' field), so both say the same. */
const addSsnSchema = z.object({ ssn: ssnField });
type AddSsnValues = z.input<typeof addSsnSchema>;
type AddSsnInput = z.output<typeof addSsnSchema>;

/** "June 3, 2027": the deadline as a day, the same in every time zone. */
function readableDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

/** When the SSN is due: the date and the days left, or when the 60 days start, or that they ran out. */
function DeadlineWords({ account, now }: { account: CardAccount; now: Date }) {
  const { ssnDeadline, card } = account;
  if (card.status === 'locked' && card.lockReason === 'ssnMissing') {
    return (
      <p className="ssn-follow-up__locked">
        <strong>Your card is locked</strong> because we did not receive your SSN within {SSN_DEADLINE_DAYS} days of
        activation. Add it below and your card is unlocked straight away.
      </p>
    );
  }
  if (!ssnDeadline || !card.activatedAt) {
    return (
      <p>{`Your ${SSN_DEADLINE_DAYS} days start when you activate your card. You can add your SSN now if you have it.`}</p>
    );
  }
  const left = daysUntilSsnDeadline(new Date(card.activatedAt), now);
  return (
    <p className="ssn-follow-up__deadline">
      Add it by <strong>{readableDay(ssnDeadline)}</strong>
      {` — ${left === 1 ? '1 day' : `${left} days`} left. After that date your card is locked until you add it.`}
    </p>
  );
}

function AddSsnForm({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const add = useAddCardholderSsn();
  const fields = [{ name: 'ssn', id: `${id}-ssn`, label: 'Social Security number' }] as const;
  const { form, shell, setMessage, fieldProps } = useSchemaForm<AddSsnValues, AddSsnInput>({
    schema: addSsnSchema,
    defaultValues: { ssn: '' },
    fields,
  });

  const send = async (input: AddSsnInput) => {
    setMessage(null);
    try {
      await add.mutateAsync(input.ssn);
      onAdded();
    } catch (refused) {
      const field = refused instanceof ApiError ? refusedField(refused, ['ssn'] as const) : null;
      if (field) form.setError(field.field, { message: field.text }, { shouldFocus: true });
      else setMessage(cardFailureText(refused));
    }
  };

  return (
    <FormShell
      method="post"
      className="ssn-follow-up__form"
      aria-label="Add your SSN"
      onSubmit={form.handleSubmit(send)}
      {...shell}
    >
      <SsnField
        {...fieldProps(fields[0])}
        hint="9 digits, as on your Social Security card. We keep it encrypted and show only its last 4 digits."
      />
      <SubmitButton busy={add.isPending} busyLabel="Adding your SSN…">
        Add my SSN
      </SubmitButton>
    </FormShell>
  );
}

/** The SSN as it is shown once given: its last four only. */
function SsnAdded({ lastFour, takeFocus }: { lastFour: string; takeFocus: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <p ref={ref} tabIndex={-1} role="status" className="ssn-follow-up__added">
      {`SSN added (•••-••-${lastFour})`}
    </p>
  );
}

/**
 * "Add your SSN" on `/account` (docs/product-rules.md#ssn-follow-up): for a cardholder admitted
 * without an SSN, the 60-day rule, the deadline and the days left (or the lock once they ran out),
 * and the SSN field the application uses, hidden as typed with Show. Once added, only its last four
 * show. It reads the card panel's answer (myCard): while that loads or fails, the card panel says so
 * and offers Try again, and this part waits for it rather than repeat the same failure.
 */
export function SsnFollowUpPanel({ now = () => new Date() }: { now?: () => Date }) {
  const query = useMyCard();
  const [justAdded, setJustAdded] = useState(false);
  const account = query.data;
  if (!account || (!account.ssnNeeded && !account.ssnLastFour)) return null;
  return (
    <AccountPart
      id="account-ssn"
      title={account.ssnNeeded ? 'Add your SSN' : 'Your SSN'}
      load={partLoadOf([query])}
      failureText="We could not load your SSN's status."
    >
      {() =>
        account.ssnNeeded ? (
          <div className="ssn-follow-up">
            <p>
              {`You were approved before you had a Social Security number. Cardholders in that situation add it within ${SSN_DEADLINE_DAYS} days of activating their card.`}
            </p>
            <DeadlineWords account={account} now={now()} />
            <AddSsnForm onAdded={() => setJustAdded(true)} />
          </div>
        ) : (
          <SsnAdded lastFour={account.ssnLastFour ?? ''} takeFocus={justAdded} />
        )
      }
    </AccountPart>
  );
}
