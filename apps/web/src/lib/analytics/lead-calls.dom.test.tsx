import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendLead } from './lead-calls';

interface Sent {
  url: string;
  body: unknown;
  init: RequestInit | undefined;
}

let sent: Sent[];
beforeEach(() => {
  sent = [];
  sessionStorage.clear();
  document.cookie = 'wp_sid=22222222-2222-4222-8222-000000000001; path=/';
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body)), init });
    return new Response('{"ok":true}', { status: 202 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'wp_sid=; path=/; max-age=0';
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sendLead (POST /crm/new_lead)', () => {
  it('sends the e-mail and first name as JSON, once per address, without waiting', async () => {
    sendLead({ email: ' Nia@Example.com ', firstName: 'Nia' });
    sendLead({ email: 'nia@example.com', firstName: 'Nia' });
    await settle();
    expect(sent.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/crm/new_lead', body: { email: 'nia@example.com', firstName: 'Nia' } },
    ]);
    expect(sent[0]?.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(new Headers(sent[0]?.init?.headers).get('content-type')).toBe('application/json');
  });

  it.each([
    ['an address that is not one', { email: 'not-an-address', firstName: 'Nia' }],
    ['no first name', { email: 'nameless@example.com', firstName: '' }],
  ])('sends nothing for %s', async (_case, lead) => {
    sendLead(lead);
    await settle();
    expect(sent).toEqual([]);
  });

  it('a failed call is swallowed', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => sendLead({ email: 'offline@example.com', firstName: 'Nia' })).not.toThrow();
    await settle();
  });
});
