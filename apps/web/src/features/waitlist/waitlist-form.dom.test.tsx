import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldMessages } from '@waypoint/domain/notifications/field-messages';
import { waitlistApiPaths, waitlistMessages } from '@waypoint/domain/waitlist/waitlist';
import { clientSettingsRoute } from '../../lib/recaptcha/recaptcha-test-kit';
import { fakeGraphqlServer, type GraphqlAnswer } from '../../testing/fake-graphql';
import { WaitlistForm } from './waitlist-form';

/** The form against a stand-in server: `answer` is what POST /api/v1/waitlist says; each body sent is kept. */
function renderForm(answer: () => GraphqlAnswer = () => ({ status: 202, body: { ok: true } })) {
  const sent: unknown[] = [];
  const settings = fakeGraphqlServer({}, clientSettingsRoute());
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== waitlistApiPaths.join) return settings.fetch(input, init);
    sent.push(JSON.parse(String(init?.body)));
    const { status, body } = answer();
    return new Response(JSON.stringify(body), {
      status: status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WaitlistForm />
    </QueryClientProvider>,
  );
  const email = () => screen.getByRole('textbox', { name: 'Your e-mail address' });
  const consent = () => screen.getByRole('checkbox', { name: /E-mail me an invitation/ });
  const submit = () => user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
  return { sent, user, email, consent, submit };
}

/** What an element says: its text and the text of what describes it (a field's error). */
const wordsOf = (element: HTMLElement) =>
  [
    element.textContent ?? '',
    ...(element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : '')),
  ].join(' ');

afterEach(() => {
  vi.unstubAllGlobals();
});

const refusal = (status: number, code: string, fieldErrors?: { field: string; message: string }[]) => () => ({
  status,
  body: { errors: [{ message: 'refused', extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }] },
});

describe('WaitlistForm, as a visitor uses it', () => {
  it('marks the address and the box when both are missing, and sends nothing', async () => {
    const { sent, email, consent, submit } = renderForm();
    await submit();
    expect(await screen.findByText(fieldMessages.required)).toBeVisible();
    expect(email()).toBeInvalid();
    expect(consent()).toHaveAccessibleDescription(new RegExp(waitlistMessages.consentRequired));
    expect(sent).toEqual([]);
  });

  it('sends the normalized address, the consent and the security check, then says to check the inbox', async () => {
    const { sent, user, email, consent, submit } = renderForm();
    await user.type(email(), ' Ana@Example.COM');
    await user.click(consent());
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(
      /ana@example\.com is not confirmed on our waitlist yet/,
    );
    expect(sent).toEqual([{ email: 'ana@example.com', consent: true, recaptchaToken: 'test-recaptcha-pass' }]);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it.each([
    [
      'a refused address, beside the field',
      refusal(400, 'BAD_USER_INPUT', [{ field: 'email', message: 'Invalid address' }]),
      () => screen.getByRole('textbox', { name: 'Your e-mail address' }),
      /Invalid address/,
    ],
    [
      'a failed security check, where the check is',
      refusal(400, 'RECAPTCHA_MISMATCH'),
      () => screen.getByRole('alert'),
      /could not complete our automatic security check/,
    ],
    [
      'too many tries, above the form',
      refusal(429, 'TOO_MANY_REQUESTS'),
      () => screen.getByRole('alert'),
      /Too many tries from your network/,
    ],
  ])('says %s', async (_case, answer, where, words) => {
    const { user, email, consent, submit } = renderForm(answer);
    await user.type(email(), 'ana@example.com');
    await user.click(consent());
    await submit();
    await screen.findByRole('button', { name: 'Join the waitlist' });
    await vi.waitFor(() => expect(wordsOf(where())).toMatch(words));
  });
});
