import { describe, expect, it } from 'vitest';
import { recordLeadCalls } from '../../testing/lead-call-recorder';
import { browserFingerprint, logVisitOnce } from './visit-log';

const sent = recordLeadCalls();

describe('logVisitOnce (POST /crm/log)', () => {
  it('sends a fingerprint and the analytics session once per session', async () => {
    await logVisitOnce();
    await logVisitOnce();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/crm/log');
    // Sent as a page loads, it need not outlive the page.
    expect(sent[0]?.init).toMatchObject({ method: 'POST', keepalive: false });
    expect(sent[0]?.body).toEqual({
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      session: '22222222-2222-4222-8222-000000000001',
    });
  });

  it('a new session logs again, with the same fingerprint', async () => {
    await logVisitOnce();
    document.cookie = 'wp_sid=22222222-2222-4222-8222-000000000002; path=/';
    await logVisitOnce();
    const bodies = sent.map((call) => call.body as { fingerprint: string; session: string });
    expect(bodies.map((body) => body.session)).toEqual([
      '22222222-2222-4222-8222-000000000001',
      '22222222-2222-4222-8222-000000000002',
    ]);
    expect(bodies[0]?.fingerprint).toBe(bodies[1]?.fingerprint);
  });

  it('sends nothing before the visit has a session', async () => {
    document.cookie = 'wp_sid=; path=/; max-age=0';
    await logVisitOnce();
    expect(sent).toEqual([]);
  });

  it('the fingerprint is stable and names no cookie or address', async () => {
    const first = await browserFingerprint();
    document.cookie = 'wp_sid=33333333-3333-4333-8333-000000000003; path=/';
    expect(await browserFingerprint()).toBe(first);
  });
});
