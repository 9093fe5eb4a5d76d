import { useId } from 'react';
import type { z } from 'zod';
import { cardActivationSchema, type CardActivationInput } from '@waypoint/domain/cards/card-activation';
import { FormShell } from '../../components/form/form-shell';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { ApiError, refusedField } from '../../lib/api-errors';
import { useSession } from '../../lib/session/session-context';
import { useActivateCard } from './api/card-account';
import { cardFailureText } from './card-panel-words';

type ActivationValues = z.input<typeof cardActivationSchema>;

/**
 * Activate the card (docs/product-rules.md#cards): its last four digits and
 * the expiry printed on it, checked by the domain's schema here and again by
 * the server, which also refuses a request from outside the US. A refusal is
 * said in words: beside its field for a bad input, above the form otherwise.
 * On success the panel shows the active card (the mutation's answer), and
 * the session reads the person again: the server made them a cardholder.
 */
export function CardActivationForm() {
  const id = useId();
  const activate = useActivateCard();
  const { refreshUser } = useSession();
  const fields = [
    { name: 'lastFour', id: `${id}-last-four`, label: 'Last 4 digits of the card number' },
    { name: 'expiry', id: `${id}-expiry`, label: 'Expiry date (MM/YY)' },
  ] as const;
  const { form, shell, setMessage, fieldProps } = useSchemaForm<ActivationValues, CardActivationInput>({
    schema: cardActivationSchema,
    defaultValues: { lastFour: '', expiry: '' },
    fields,
  });

  const send = async (input: CardActivationInput) => {
    setMessage(null);
    try {
      await activate.mutateAsync(input);
      void refreshUser();
    } catch (refused) {
      const field = refused instanceof ApiError ? refusedField(refused, ['lastFour', 'expiry'] as const) : null;
      if (field) form.setError(field.field, { message: field.text }, { shouldFocus: true });
      else setMessage(cardFailureText(refused));
    }
  };

  return (
    <FormShell
      method="post"
      className="card-activation"
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit(send)}
      heading={
        <>
          <h3 id={`${id}-title`} className="card-panel__subtitle">
            Activate your card
          </h3>
          <p className="card-panel__note">
            Use the details printed on your card. For your security, cards can be activated only from within the US.
          </p>
        </>
      }
      {...shell}
    >
      <div className="card-activation__fields">
        <TextField
          {...fieldProps(fields[0])}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          hint="Of the long number on the front."
        />
        <TextField
          {...fieldProps(fields[1])}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          placeholder="MM/YY"
          hint="As printed, for example 09/30."
        />
      </div>
      <SubmitButton busy={activate.isPending} busyLabel="Activating your card…">
        Activate card
      </SubmitButton>
    </FormShell>
  );
}
