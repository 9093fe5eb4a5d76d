import { z } from 'zod';
import { emailField } from '@waypoint/domain/auth/account-fields';
import { EmailField } from '../../../components/form/email-field';
import { FormAlert } from '../../../components/form/form-alert';
import { FormShell } from '../../../components/form/form-shell';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { ApiError, refusedField } from '../../../lib/api-errors';
import { formatLocalDateTime } from '../../../lib/dates';
import { useSession } from '../../../lib/session/session-context';
import {
  emailChangeFailureText,
  useCancelEmailChange,
  usePendingEmailChange,
  useRequestEmailChange,
  type PendingEmailChange,
} from './email-change-api';
import './email-change.css';

const changeFormSchema = z.object({ newEmail: emailField });
const fields = [{ name: 'newEmail', id: 'email-change-new', label: 'New e-mail address' }] as const;

function PendingChange({ pending, currentEmail }: { pending: PendingEmailChange; currentEmail: string }) {
  const cancel = useCancelEmailChange();
  return (
    <div className="email-change__pending">
      <FormAlert tone="info">
        <p>
          We sent a link to <span className="email-change__address">{pending.newEmail}</span>. Open it to finish the
          change; it works until {formatLocalDateTime(pending.linkExpiresAt)}. Until then you keep signing in with{' '}
          {currentEmail}.
        </p>
      </FormAlert>
      {cancel.isError ? (
        <FormAlert>
          <p>{emailChangeFailureText(cancel.error)}</p>
        </FormAlert>
      ) : null}
      <div className="email-change__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel this change'}
        </button>
      </div>
    </div>
  );
}

/**
 * The e-mail address part of Sign-in and security (decision 075, docs/product-rules.md#email-change):
 * the address in use, the change waiting for its link (cancellable) and the form to ask for one. The
 * server asks for a step-up first; the app's one prompt opens and the request goes on once proved.
 */
export function EmailChangePanel() {
  const { user } = useSession();
  const pending = usePendingEmailChange();
  const request = useRequestEmailChange();
  const { form, fieldProps, shell, setMessage } = useSchemaForm<
    z.input<typeof changeFormSchema>,
    z.output<typeof changeFormSchema>
  >({ schema: changeFormSchema, defaultValues: { newEmail: '' }, fields });

  const send = async ({ newEmail }: z.output<typeof changeFormSchema>) => {
    setMessage(null);
    try {
      await request.mutateAsync(newEmail);
      form.reset({ newEmail: '' });
    } catch (error) {
      // A closed step-up prompt leaves the server's words ("Please confirm it is you…") here.
      const onField = error instanceof ApiError ? refusedField(error, ['newEmail'] as const) : null;
      if (onField) form.setError('newEmail', { message: onField.text });
      else setMessage(emailChangeFailureText(error));
    }
  };

  if (!user) return null;
  return (
    <section className="account-card" aria-labelledby="email-change-title">
      <h2 id="email-change-title">E-mail address</h2>
      <p>
        You sign in with <span className="email-change__address">{user.email}</span>, and we write to it about your
        application and your card.
      </p>
      {pending.data ? <PendingChange pending={pending.data} currentEmail={user.email} /> : null}
      <FormShell onSubmit={form.handleSubmit(send)} aria-label="Change your e-mail address" {...shell}>
        <EmailField
          {...fieldProps(fields[0])}
          autoComplete="off"
          hint="We send a link to the new address. The change takes effect when you open it, and we tell your current address."
        />
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending…">
          Send a confirmation link
        </SubmitButton>
      </FormShell>
    </section>
  );
}
