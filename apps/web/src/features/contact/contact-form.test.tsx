import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contactTopicLabels, contactTopics } from '@waypoint/domain/site/contact/contact-message';
import { ContactConfirmation } from './contact-confirmation';
import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ContactForm />
    </QueryClientProvider>,
  );

  it.each([
    ['name', 'contact-name', 'Your name'],
    ['e-mail', 'contact-email', 'E-mail address'],
    ['topic', 'contact-topic', 'What is your message about?'],
    ['message', 'contact-message', 'Your message'],
  ])('labels the %s field', (_field, id, label) => {
    expect(html).toContain(`<label for="${id}" class="field__label">${label}</label>`);
  });

  it('offers every topic, none chosen', () => {
    expect(html).toContain('<option value="">Choose a topic</option>');
    for (const topic of contactTopics) expect(html).toContain(`<option value="${topic}">${contactTopicLabels[topic]}`);
  });

  it('counts the characters left in the message', () => {
    expect(html).toContain('maxLength="4000"');
    expect(html).toContain('4000 characters left');
  });
});

describe('ContactConfirmation', () => {
  const html = renderToStaticMarkup(<ContactConfirmation email="ana@example.com" onSendAnother={() => {}} />);

  // No clock measures replies, so no time is promised.
  it('is a focusable status that promises a reply by e-mail, with no time it cannot keep', () => {
    expect(html).toMatch(/role="status" tabindex="-1"/i);
    expect(html).toContain('We reply by e-mail');
    expect(html).not.toMatch(/business day/);
    expect(html).toContain('ana@example.com');
    expect(html).toContain('Send another message');
  });
});
