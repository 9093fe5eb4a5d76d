import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { inviteCodeFormSchema, inviteCodeMessages } from '@waypoint/domain/referrals/invite-codes';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { asyncHandler } from '../../lib/async-handler';
import { useNotifications } from '../../lib/notifications/notification-context';
import { useValidatePreApprovedCode } from './api/validate-pre-approved-code';
import { inviteFailureText, signUpWithCode } from './invite-failure';

type CodeForm = z.output<typeof inviteCodeFormSchema>;

/**
 * Enter an invitation code (`/i`, `/invite-only`, an unknown link) or a pre-approved one (`/enroll`). product-rules#auth-errors:
 * an accepted code shows promo_code_activated and goes on to sign-up with
 * it; a refused one says so beside the field (status fail); a failed request
 * above the form (status error).
 */
export interface InviteCodeFormProps {
  id?: string;
  label?: string;
  /** The form's accessible name. */
  formLabel?: string;
  hint?: string;
  /** Beside the field when the code is refused. */
  notAccepted?: string;
}

export function InviteCodeForm({
  id = 'invite-code',
  label = 'Invitation code',
  formLabel = 'Enter your invitation code',
  hint = 'For example K7M2QX9P. Letters and numbers, as they appear in your invitation.',
  notAccepted = inviteCodeMessages.notAccepted,
}: InviteCodeFormProps) {
  const form = useForm<z.input<typeof inviteCodeFormSchema>, unknown, CodeForm>({
    resolver: zodResolver(inviteCodeFormSchema),
    defaultValues: { inviteCode: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { mutateAsync: validate } = useValidatePreApprovedCode();
  const { show } = useNotifications();
  const navigate = useNavigate();
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const submit = async ({ inviteCode }: CodeForm) => {
    setFormMessage(null);
    try {
      if (!(await validate(inviteCode))) {
        form.setError('inviteCode', { message: notAccepted }, { shouldFocus: true });
        return;
      }
      show('promo_code_activated');
      await navigate(signUpWithCode(sitePaths.signUp, inviteCode));
    } catch (error) {
      setFormMessage(inviteFailureText(error));
    }
  };

  return (
    <form method="post" noValidate onSubmit={asyncHandler(form.handleSubmit(submit))} aria-label={formLabel}>
      {formMessage ? <FormAlert>{formMessage}</FormAlert> : null}
      <TextField
        id={id}
        label={label}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={hint}
        error={errors.inviteCode?.message}
        {...form.register('inviteCode')}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Checking your code…">
        Use this code
      </SubmitButton>
    </form>
  );
}
