import { sessionTransport } from '@waypoint/domain/auth/account-states';
import type { GraphqlResponse } from './graphql-client.js';

/**
 * TestBrowser's twin for a server running as its own process: real HTTP to
 * 127.0.0.1, keeping the cookies it sets and echoing the per-session hash
 * header as the web app does.
 */
export class RemoteBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  sessionHeaders(): Record<string, string> {
    const hash = this.cookies.get(sessionTransport.sessionHashCookie);
    return {
      'user-agent': 'waypoint-tests',
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      ...(hash ? { [sessionTransport.sessionHashHeader]: hash } : {}),
    };
  }

  private keepCookies(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((attribute) => /max-age=0|expires=thu, 01 jan 1970/i.test(attribute.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Any HTTP request with this browser's session (uploads, downloads). */
  async send(method: string, url: string, init: { headers?: Record<string, string>; body?: Buffer } = {}) {
    const response = await fetch(new URL(url, this.baseUrl), {
      method,
      headers: { ...this.sessionHeaders(), ...init.headers },
      ...(init.body ? { body: init.body } : {}),
    });
    this.keepCookies(response);
    return response;
  }

  async query<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphqlResponse<T>> {
    const response = await this.send('POST', '/api/v1/graphql', {
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ query, variables })),
    });
    const body = (await response.json()) as { data?: T | null; errors?: GraphqlResponse['errors'] };
    return {
      status: response.status,
      data: body.data ?? null,
      ...(body.errors ? { errors: body.errors } : {}),
      setCookies: response.headers.getSetCookie(),
    };
  }
}
