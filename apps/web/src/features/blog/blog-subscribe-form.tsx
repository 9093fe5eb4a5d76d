import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { blogSubscriptionSchema, type BlogSubscription } from '@waypoint/domain/site/blog/blog-subscription';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { asyncHandler } from '../../lib/async-handler';
import { useSubscribeToBlog } from './api/subscribe-to-blog';
import { blogSubscribeFailure } from './blog-subscribe-failure';
import { subscribeEmailField, subscribeEmailId } from './blog-subscribe-fields';

/** "Get new posts by e-mail": one field; the answer is the same for everyone, so it says to check the inbox. */
export function BlogSubscribeForm({ idPrefix }: { idPrefix: string }) {
  const form = useForm<{ email: string }, unknown, BlogSubscription>({
    // The schema reads a field that was not sent as empty, so its input type is wider than the form's.
    resolver: zodResolver(blogSubscriptionSchema as z.ZodType<BlogSubscription, { email: string }>),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { mutateAsync: subscribe } = useSubscribeToBlog();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const emailId = subscribeEmailId(idPrefix);

  const submit = async (values: BlogSubscription) => {
    setFormMessage(null);
    try {
      await subscribe(values);
      setSentTo(values.email);
    } catch (error) {
      const failure = blogSubscribeFailure(error);
      if (failure.kind === 'field') form.setError(failure.field, { message: failure.text }, { shouldFocus: true });
      else setFormMessage(failure.text);
    }
  };

  return (
    <div className="blog-subscribe">
      <div role="status" aria-atomic="true">
        {sentTo !== null ? (
          <p className="blog-subscribe__sent">
            Check your inbox: we sent a link to <strong>{sentTo}</strong>. Open it to confirm your subscription.
          </p>
        ) : null}
      </div>
      {sentTo === null ? (
        <form
          method="post"
          noValidate
          onSubmit={asyncHandler(form.handleSubmit(submit))}
          aria-label="Subscribe to the blog"
        >
          {formMessage ? <FormAlert>{formMessage}</FormAlert> : null}
          <TextField
            id={emailId}
            label={subscribeEmailField.label}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            hint={subscribeEmailField.hint}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <SubmitButton busy={isSubmitting} busyLabel="Subscribing…">
            Subscribe
          </SubmitButton>
        </form>
      ) : null}
    </div>
  );
}
