import { afterEach, describe, expect, it, vi } from 'vitest';
import { referEndpoint, referSomeone } from './refer-someone';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('referSomeone', () => {
  it('posts form data of the non-empty fields only (product-rules#plain-http)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}', { status: 202 })),
    );
    await referSomeone({
      organization: 'Acme Relocation Inc.',
      partnerName: 'Maria Lopez',
      partnerEmail: 'maria@acme.example',
      partnerPhone: undefined,
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.com',
      relocationDate: '2027-03-01',
      note: undefined,
    });
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe(referEndpoint);
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual([
      'organization',
      'partnerName',
      'partnerEmail',
      'firstName',
      'lastName',
      'email',
      'relocationDate',
    ]);
    // The browser sets multipart/form-data with its boundary; we must not set a type.
    expect(new Headers(init.headers).get('content-type')).toBeNull();
  });
});
