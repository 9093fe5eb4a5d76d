import { afterEach, beforeEach, vi } from 'vitest';

/** One POST a lead call made: where, its JSON body and its request options. */
export interface SentLeadCall {
  url: string;
  body: unknown;
  init: RequestInit | undefined;
}

/**
 * Records every fetch of a lead-call test (lib/analytics) instead of sending it, inside a visit
 * (the wp_sid cookie) with empty session storage; the list is emptied before each test.
 */
export function recordLeadCalls(): SentLeadCall[] {
  const sent: SentLeadCall[] = [];
  beforeEach(() => {
    sent.length = 0;
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
  return sent;
}
