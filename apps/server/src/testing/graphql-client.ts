import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sessionTransport } from '@waypoint/domain/auth/account-states';

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions: { code: string } }[];
  setCookies: string[];
}

/**
 * A browser-like client for tests: keeps the cookies the server sets and,
 * like the web app, echoes the per-session hash cookie as the header.
 */
let browsersMade = 0;
// Each browser is a different visitor unless told otherwise, so per-IP limits do not couple tests.
const nextIp = () => {
  browsersMade += 1;
  return `10.200.${Math.floor(browsersMade / 250)}.${(browsersMade % 250) + 1}`;
};

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  sendSessionHeader = true;

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = nextIp(),
  ) {}

  /** The headers a signed-in page sends: its cookies and the per-session hash header. */
  sessionHeaders(): Record<string, string> {
    const hash = this.cookies.get(sessionTransport.sessionHashCookie);
    return {
      'user-agent': 'waypoint-tests',
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      ...(hash && this.sendSessionHeader ? { [sessionTransport.sessionHashHeader]: hash } : {}),
    };
  }

  /** Any HTTP request from this browser (uploads, downloads), with its session. */
  async send(options: Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>): Promise<LightMyRequestResponse> {
    return this.app.inject({
      ...options,
      remoteAddress: this.ip,
      headers: { ...this.sessionHeaders(), ...(options.headers ?? {}) },
    });
  }

  async query<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphqlResponse<T>> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/v1/graphql',
      remoteAddress: this.ip,
      headers: { 'content-type': 'application/json', ...this.sessionHeaders() },
      payload: JSON.stringify({ query, variables }),
    });
    const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    for (const cookie of setCookies) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((attribute) => /max-age=0|expires=thu, 01 jan 1970/i.test(attribute.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const body = response.json() as { data?: T | null; errors?: GraphqlResponse['errors'] };
    return {
      status: response.statusCode,
      data: body.data ?? null,
      ...(body.errors ? { errors: body.errors } : {}),
      setCookies,
    };
  }
}
