import { useEffect, useState } from 'react';
import type { z } from 'zod';
import {
  contactMessageLimits,
  contactMessageSchema,
  contactTopicLabels,
  contactTopics,
  type ContactMessage,
} from '@waypoint/domain/site/contact/contact-message';
import { EmailField } from '../../components/form/email-field';
import { FormShell } from '../../components/form/form-shell';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useRecaptcha } from '../../lib/recaptcha/use-recaptcha';
import { useSendContactMessage } from './api/send-contact-message';
import { ContactConfirmation } from './contact-confirmation';
import { contactFailure } from './contact-failure';

const fields = [
  { name: 'name', id: 'contact-name', label: 'Your name' },
  { name: 'email', id: 'contact-email', label: 'E-mail address' },
  { name: 'topic', id: 'contact-topic', label: 'What is your message about?' },
  { name: 'message', id: 'contact-message', label: 'Your message' },
] as const;
const [nameField, emailField, topicField, messageField] = fields;
const topicOptions = contactTopics.map((topic) => ({ value: topic, label: contactTopicLabels[topic] }));

/** The contact form; on success it gives way to a confirmation that can bring it back for another message. */
export function ContactForm() {
  const {
    form,
    errors,
    setMessage: setFormMessage,
    shell,
  } = useSchemaForm<z.input<typeof contactMessageSchema>, ContactMessage>({
    schema: contactMessageSchema,
    // The topic starts unchosen (the select's placeholder), so nobody files under a default by accident.
    defaultValues: { name: '', email: '', message: '' },
    fields,
  });
  const { isSubmitting } = form.formState;
  const { mutateAsync: send } = useSendContactMessage();
  const recaptcha = useRecaptcha('contact');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [writingAnother, setWritingAnother] = useState(false);

  useEffect(() => {
    // Name and e-mail are still filled in, so the next thing to do is choose the topic.
    if (writingAnother && sentTo === null) form.setFocus('topic');
  }, [writingAnother, sentTo, form]);

  const submit = async (values: ContactMessage) => {
    setFormMessage(null);
    try {
      const recaptchaToken = await recaptcha.token();
      await send({ ...values, recaptchaToken });
      setWritingAnother(false);
      setSentTo(values.email);
    } catch (error) {
      const failure = contactFailure(error);
      if (failure.kind === 'field') form.setError(failure.field, { message: failure.text }, { shouldFocus: true });
      else setFormMessage(failure.text);
    }
  };

  const sendAnother = () => {
    const { name, email } = form.getValues();
    form.reset({ name, email, message: '' });
    setSentTo(null);
    setWritingAnother(true);
  };

  if (sentTo !== null) return <ContactConfirmation email={sentTo} onSendAnother={sendAnother} />;

  return (
    // The button waits for the page's code; POST besides, so no browser could ever put the message in a URL.
    <FormShell method="post" onSubmit={form.handleSubmit(submit)} aria-label="Contact us" {...shell}>
      <TextField {...nameField} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <EmailField
        {...emailField}
        hint="We reply to this address."
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SelectField
        {...topicField}
        options={topicOptions}
        placeholder="Choose a topic"
        error={errors.topic?.message}
        {...form.register('topic')}
      />
      <TextareaField
        {...messageField}
        rows={8}
        maxLength={contactMessageLimits.message.max}
        hint="Please do not include your full card number or Social Security number."
        error={errors.message?.message}
        {...form.register('message')}
      />
      <p className="field__hint">This form is protected by an automatic security check.</p>
      <SubmitButton busy={isSubmitting} busyLabel="Sending your message…">
        Send message
      </SubmitButton>
    </FormShell>
  );
}
