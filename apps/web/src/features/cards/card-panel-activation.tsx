import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  cardActivationMessages,
  cardActivationSchema,
  type CardActivationInput,
} from '@waypoint/domain/cards/card-activation';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../components/form/form-alert';
import { FormShell } from '../../components/form/form-shell';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { ApiError, refusedField } from '../../lib/api-errors';
import { useSession } from '../../lib/session/session-context';
import { isStepUpRequired } from '../../lib/step-up/step-up-gate';
import { useActivateCard } from './api/card-account';
import { cardFailureText } from './card-panel-words';

type ActivationValues = z.input<typeof cardActivationSchema>;

/** The server's answer when the connection names no country and the account has no verified phone (decision 077). */
const verifiedPhoneRequired = 'VERIFIED_PHONE_REQUIRED';

/** Where to add the phone: its panel on Sign-in and security. */
function AddPhoneNote() {
  return (
    <FormAlert>
      <p>{cardActivationMessages.phoneNeeded}</p>
      <p>
        <Link to={sitePaths.accountSecurity}>Add your mobile phone</Link>
      </p>
    </FormAlert>
  );
}

/**
 * Activate the card (docs/product-rules.md#cards): its last four digits and
 * the expiry printed on it, checked by the domain's schema here and again by
 * the server, which also refuses a request from outside the US. A refusal is
 * said in words: beside its field for a bad input, above the form otherwise.
 * From a connection with no known country (docs/product-rules.md#card-activation-country)
 * the server asks for a code to the verified phone: the step-up prompt opens
 * (the API call goes through withStepUp) and the activation goes on once proved;
 * a prompt closed, or proved another way, leaves the reason in words; without a
 * verified phone the form says so and links to where one is added.
 * On success the panel shows the active card (the mutation's answer), and
 * the session reads the person again: the server made them a cardholder.
 */
export function CardActivationForm() {
  const id = useId();
  const activate = useActivateCard();
  const { refreshUser } = useSession();
  const [needsPhone, setNeedsPhone] = useState(false);
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
    setNeedsPhone(false);
    try {
      await activate.mutateAsync(input);
      void refreshUser();
    } catch (refused) {
      const field = refused instanceof ApiError ? refusedField(refused, ['lastFour', 'expiry'] as const) : null;
      if (field) form.setError(field.field, { message: field.text }, { shouldFocus: true });
      else if (refused instanceof ApiError && refused.code === verifiedPhoneRequired) setNeedsPhone(true);
      else if (isStepUpRequired(refused)) setMessage(cardActivationMessages.confirmByPhone);
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
      {needsPhone ? <AddPhoneNote /> : null}
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
