import { useState } from 'react';
import { z } from 'zod';
import { checkUsMobileNumber } from '@waypoint/domain/account-security/us-mobile-number';
import { FormAlert } from '../../../components/form/form-alert';
import { FormShell } from '../../../components/form/form-shell';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { ApiError, refusedField } from '../../../lib/api-errors';
import { formatLocalDateTime } from '../../../lib/dates';
import {
  phoneFailureText,
  useConfirmPhoneVerification,
  useMyPhone,
  useStartPhoneVerification,
  type PhoneCodeSent,
  type VerifiedPhone,
} from './phone-api';
import './phone.css';

// The domain's own check, so the form says what the server would say before sending.
const numberSchema = z.object({
  phoneNumber: z.string().superRefine((value, context) => {
    const checked = checkUsMobileNumber(value);
    if (!checked.ok) context.addIssue({ code: 'custom', message: checked.message });
  }),
});
const codeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the text message.')),
});
const numberFields = [{ name: 'phoneNumber', id: 'phone-number', label: 'Mobile number' }] as const;
const codeFields = [{ name: 'code', id: 'phone-code', label: 'Code from the text message' }] as const;

function NumberForm({ current, onSent }: { current: VerifiedPhone | null; onSent: (sent: PhoneCodeSent) => void }) {
  const start = useStartPhoneVerification();
  const { form, fieldProps, shell, setMessage } = useSchemaForm<
    z.input<typeof numberSchema>,
    z.output<typeof numberSchema>
  >({
    schema: numberSchema,
    defaultValues: { phoneNumber: '' },
    fields: numberFields,
  });
  const send = async (phoneNumber: string) => {
    setMessage(null);
    try {
      onSent(await start.mutateAsync(phoneNumber));
    } catch (error) {
      const onField = error instanceof ApiError ? refusedField(error, ['phoneNumber'] as const) : null;
      if (onField) form.setError('phoneNumber', { message: onField.text });
      else setMessage(phoneFailureText(error));
    }
  };
  return (
    <FormShell
      onSubmit={form.handleSubmit(({ phoneNumber }) => send(phoneNumber))}
      aria-label={current ? 'Change your mobile number' : 'Add your mobile number'}
      {...shell}
    >
      <TextField
        {...fieldProps(numberFields[0])}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint="A US mobile number that can get text messages. We text it a 6-digit code."
      />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending…">
        Text me a code
      </SubmitButton>
    </FormShell>
  );
}

function CodeForm({ sent, onDone, onBack }: { sent: PhoneCodeSent; onDone: () => void; onBack: () => void }) {
  const confirm = useConfirmPhoneVerification();
  const { form, fieldProps, shell, setMessage } = useSchemaForm<
    z.input<typeof codeSchema>,
    z.output<typeof codeSchema>
  >({
    schema: codeSchema,
    defaultValues: { code: '' },
    fields: codeFields,
  });
  const check = async (code: string) => {
    setMessage(null);
    try {
      await confirm.mutateAsync(code);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CODE_INVALID') form.setError('code', { message: error.message });
      else setMessage(phoneFailureText(error));
    }
  };
  return (
    <FormShell
      onSubmit={form.handleSubmit(({ code }) => check(code))}
      aria-label="Confirm your mobile number"
      {...shell}
    >
      <p>
        We texted a code to <span className="phone-panel__number">{sent.display}</span>. It works until{' '}
        {formatLocalDateTime(sent.expiresAt)}.
      </p>
      <TextField {...fieldProps(codeFields[0])} inputMode="numeric" autoComplete="one-time-code" maxLength={9} />
      <div className="phone-panel__actions">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Checking…">
          Confirm
        </SubmitButton>
        <button type="button" className="button button--secondary" onClick={onBack}>
          Use another number
        </button>
      </div>
    </FormShell>
  );
}

/**
 * The mobile phone part of Sign-in and security (decision 074,
 * docs/product-rules.md#verified-phone): the verified number, and the forms to
 * add or change it by a texted code. The card is issued once a number is
 * verified, and step-up codes can go to it.
 */
export function PhonePanel() {
  const phone = useMyPhone();
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [changing, setChanging] = useState(false);
  const [justVerified, setJustVerified] = useState(false);
  const current = phone.data ?? null;

  return (
    <section className="account-card phone-panel" aria-labelledby="phone-title">
      <h2 id="phone-title">Mobile phone</h2>
      {phone.isPending ? <p>Loading your phone…</p> : null}
      {phone.isError ? (
        <FormAlert>
          <p>{phoneFailureText(phone.error)}</p>
        </FormAlert>
      ) : null}
      {justVerified && current ? (
        <FormAlert tone="success">
          <p>Your mobile number {current.display} is verified.</p>
        </FormAlert>
      ) : null}
      {current ? (
        <p>
          Your verified mobile number is <span className="phone-panel__number">{current.display}</span>. We use it to
          set up your card and to send you codes that confirm it is you.
        </p>
      ) : phone.isSuccess ? (
        <p>
          Add a US mobile number. We need a verified number before we can issue your card, and we can text you codes
          that confirm it is you.
        </p>
      ) : null}
      {phone.isSuccess && sent ? (
        <CodeForm
          sent={sent}
          onDone={() => {
            setSent(null);
            setChanging(false);
            setJustVerified(true);
          }}
          onBack={() => setSent(null)}
        />
      ) : null}
      {phone.isSuccess && !sent && (!current || changing) ? (
        <NumberForm
          current={current}
          onSent={(next) => {
            setJustVerified(false);
            setSent(next);
          }}
        />
      ) : null}
      {current && !changing && !sent ? (
        <div className="phone-panel__actions">
          <button type="button" className="button button--secondary" onClick={() => setChanging(true)}>
            Change your number
          </button>
        </div>
      ) : null}
    </section>
  );
}
