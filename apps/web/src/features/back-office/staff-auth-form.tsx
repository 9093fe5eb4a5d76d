import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentPropsWithRef } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { TextField } from '../../components/form/text-field';
import type { StaffMember } from './api/staff-api';
import { opsFormFailure } from './back-office-form-failure';
import { currentStaffKey } from './use-current-staff';

/** What every staff form that signs in (enrolment, sign-in) asks for: a password and the authenticator code. */
interface StaffCredentials {
  code: string;
  password: string;
}

/**
 * A form that signs a staff member in (decision 029): on success the session
 * is remembered and the queue opens; a refusal lands beside its field or
 * above the form. A code is good once, so a refused one is cleared: the next
 * try needs the authenticator's next one.
 */
export function useStaffAuthForm<Input extends StaffCredentials, Output>({
  schema,
  defaultValues,
  fields,
  send,
}: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  fields: readonly Path<Input>[];
  send: (values: Output) => Promise<StaffMember>;
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver<Input, unknown, Output>(schema),
    defaultValues,
  });
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onSubmit = form.handleSubmit(async (values) => {
    setFormMessage(null);
    try {
      queryClient.setQueryData(currentStaffKey, await send(values));
      await navigate(sitePaths.opsHome, { replace: true });
    } catch (error) {
      form.resetField('code' as Path<Input>, { keepError: false });
      const failure = opsFormFailure(error, fields);
      if (failure.field) form.setError(failure.field, { message: failure.text });
      else setFormMessage(failure.text);
    }
  });
  return { form, errors: form.formState.errors, isSubmitting: form.formState.isSubmitting, formMessage, onSubmit };
}

/** The authenticator app's current six digits. */
export function AuthenticatorCodeField({
  id,
  hint,
  error,
  ...input
}: { id: string; hint?: string; error: string | undefined } & Omit<ComponentPropsWithRef<'input'>, 'id'>) {
  return (
    <TextField
      id={id}
      label="Authenticator code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      hint={hint}
      error={error}
      {...input}
    />
  );
}
