import type { z } from 'zod';
import { passwordLimits } from '@waypoint/domain/auth/account-field-limits';
import type { resetPasswordFormSchema } from '@waypoint/domain/auth/account-fields';
import { FormShell } from '../../../components/form/form-shell';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useLazySchemaForm } from '../../../components/form/use-lazy-schema-form';

export type NewPasswordValues = z.output<typeof resetPasswordFormSchema>;

const fields = [
  { name: 'newPassword', id: 'reset-new-password', label: 'New password' },
  { name: 'confirmPassword', id: 'reset-confirm-password', label: 'Confirm new password' },
] as const;
const [newPassword, confirmPassword] = fields;
/** The schema and the library under it load on the form's first focus, not with the page (decision 091). */
const loadResetPasswordSchema = async () =>
  (await import('@waypoint/domain/auth/account-fields')).resetPasswordFormSchema;

export interface NewPasswordFormProps {
  busy: boolean;
  message: string | null;
  /** Resolves to the server's refusal of the password (said on its field), or null. */
  onSubmit(values: NewPasswordValues): Promise<string | null>;
}

export function NewPasswordForm({ busy, message, onSubmit }: NewPasswordFormProps) {
  const { form, errors, shell } = useLazySchemaForm<z.input<typeof resetPasswordFormSchema>, NewPasswordValues>({
    loadSchema: loadResetPasswordSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    fields,
  });
  const submit = async (values: NewPasswordValues) => {
    const refusal = await onSubmit(values);
    if (refusal) form.setError('newPassword', { message: refusal });
  };

  return (
    <FormShell onSubmit={form.handleSubmit(submit)} aria-label="Set a new password" {...shell} message={message}>
      <PasswordField
        {...newPassword}
        autoComplete="new-password"
        hint={`At least ${passwordLimits.min} characters. A few unrelated words make a strong password that is easy to remember.`}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        {...confirmPassword}
        autoComplete="new-password"
        hint="Type it once more, so we know it is what you meant."
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <SubmitButton busy={busy} busyLabel="Saving your new password…">
        Set new password
      </SubmitButton>
    </FormShell>
  );
}
