import { describe, expect, it, vi } from 'vitest';
import { recordLeadCalls } from '../../testing/lead-call-recorder';
import { sendLead } from './lead-calls';

const sent = recordLeadCalls();

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
