import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecaptchaSettings } from '../../lib/recaptcha/recaptcha-settings';
import { clientSettingsRoute, fakeGrecaptcha } from '../../lib/recaptcha/recaptcha-test-kit';
import { deferred, fakeGraphqlServer, graphqlData } from '../../testing/fake-graphql';
import { contactFailureTexts } from './contact-failure';
import { ContactForm } from './contact-form';

function renderForm(sendContactMessage: () => Promise<unknown>, recaptcha?: RecaptchaSettings) {
  const api = fakeGraphqlServer(
    {
      SendContactMessage: async () => {
        await sendContactMessage();
        return graphqlData({ sendContactMessage: true });
      },
    },
    clientSettingsRoute(recaptcha),
  );
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ContactForm />
    </QueryClientProvider>,
  );
  const fillIn = async () => {
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ana Lima');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ana@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is your message about?' }), 'account');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'When does my card arrive?');
  };
  return { api, user, fillIn };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.grecaptcha;
});

describe('ContactForm, as a visitor uses it', () => {
  it('lists every problem in a summary that takes focus, and marks each field', async () => {
    const { api, user } = renderForm(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Your name: /),
      expect.stringMatching(/^E-mail address: /),
      expect.stringMatching(/^What is your message about\?: /),
      expect.stringMatching(/^Your message: /),
    ]);
    expect(screen.getByRole('heading', { name: 'Please check the highlighted fields' }).parentElement).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeInvalid();
    expect(screen.getByRole('combobox', { name: 'What is your message about?' })).toBeInvalid();
    expect(api.calls).toEqual([]);
  });

  it('says it is sending, sends once however often the button is pressed, then confirms', async () => {
    const answer = deferred();
    const { api, user, fillIn } = renderForm(() => answer.promise);
    await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const busy = await screen.findByRole('button', { name: 'Sending your message…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    answer.resolve();
    expect(await screen.findByRole('status', { name: 'Thank you, your message is on its way' })).toHaveFocus();
    expect(api.callsTo('SendContactMessage')).toHaveLength(1);
    expect(api.calls[0]?.variables).toMatchObject({
      name: 'Ana Lima',
      email: 'ana@example.com',
      topic: 'account',
      message: 'When does my card arrive?',
    });
  });

  it('says a connection failure above the form and keeps what was typed', async () => {
    const { user, fillIn } = renderForm(() => Promise.reject(new TypeError('Failed to fetch')));
    await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(contactFailureTexts.connection));
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('When does my card arrive?');
    expect(screen.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-disabled');
  });

  it("with Google's reCAPTCHA v3, sends a token made for the contact action", async () => {
    const google = fakeGrecaptcha();
    window.grecaptcha = google.grecaptcha;
    const { api, user, fillIn } = renderForm(() => Promise.resolve(), { mode: 'google', siteKey: 'site-key' });
    await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status', { name: 'Thank you, your message is on its way' })).toBeVisible();
    expect(google.calls).toEqual([{ siteKey: 'site-key', action: 'contact' }]);
    expect(api.callsTo('SendContactMessage')[0]?.variables).toMatchObject({ recaptchaToken: 'token-for-contact' });
  });
});
