import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { waitlistConsentText, waitlistJoinSchema, type WaitlistJoin } from '@waypoint/domain/waitlist/waitlist';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { asyncHandler } from '../../lib/async-handler';
import { useRecaptcha } from '../../lib/recaptcha/use-recaptcha';
import { joinWaitlist } from './api/waitlist-api';
import { waitlistFailure } from './waitlist-failure';

type WaitlistFields = { email: string; consent: boolean };

/**
 * "Join the waitlist" (decision 087): the address, the consent in the page's words, and the
 * site's automatic security check. The answer is the same for everyone (whether or not the
 * address is on the list already), so it says to check the inbox. Needs a query client around it
 * (for the security check's settings) and nothing from the router, so it can hydrate on its own.
 */
export function WaitlistForm() {
  const form = useForm<WaitlistFields, unknown, WaitlistJoin>({
    // The schema reads a field that was not sent as empty, so its input type is wider than the form's.
    resolver: zodResolver(waitlistJoinSchema as z.ZodType<WaitlistJoin, WaitlistFields>),
    defaultValues: { email: '', consent: false },
  });
  const { errors, isSubmitting } = form.formState;
  const recaptchaCheck = useRecaptcha('waitlist');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [recaptchaFailed, setRecaptchaFailed] = useState(false);
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const submit = async (values: WaitlistJoin) => {
    setFormMessage(null);
    setRecaptchaFailed(false);
    try {
      await joinWaitlist({ ...values, recaptchaToken: await recaptchaCheck.token() });
      setSentTo(values.email);
    } catch (error) {
      const failure = waitlistFailure(error);
      if (failure.kind === 'field') form.setError(failure.field, { message: failure.text }, { shouldFocus: true });
      else if (failure.kind === 'recaptcha') setRecaptchaFailed(true);
      else setFormMessage(failure.text);
    }
  };

  return (
    <div className="waitlist-form">
      {/* The live region is there from the start, so the answer is announced when it appears. */}
      <div role="status" aria-atomic="true">
        {sentTo !== null ? (
          <p className="form-alert form-alert--success">
            Thank you. If <strong>{sentTo}</strong> is not confirmed on our waitlist yet, we have sent it a link. Open
            the link within 7 days to confirm your place; until then the address is not on the list.
          </p>
        ) : null}
      </div>
      {sentTo === null ? (
        <form
          method="post"
          noValidate
          onSubmit={asyncHandler(form.handleSubmit(submit))}
          aria-label="Join the waitlist"
        >
          {formMessage ? <FormAlert>{formMessage}</FormAlert> : null}
          <TextField
            id="waitlist-email"
            label="Your e-mail address"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <CheckboxField
            id="waitlist-consent"
            label={waitlistConsentText}
            hint={
              <>
                We use your address only for this. Our <a href={sitePaths.privacyPolicy}>Privacy Policy</a> explains how
                we handle it.
              </>
            }
            error={errors.consent?.message}
            {...form.register('consent')}
          />
          {recaptchaFailed ? (
            <p className="field__error waitlist-form__check" role="alert">
              We could not complete our automatic security check. Please press the button again to retry.
            </p>
          ) : (
            <p className="field__hint waitlist-form__check">This form is protected by an automatic security check.</p>
          )}
          <SubmitButton busy={isSubmitting} busyLabel="Joining…">
            Join the waitlist
          </SubmitButton>
        </form>
      ) : null}
    </div>
  );
}
