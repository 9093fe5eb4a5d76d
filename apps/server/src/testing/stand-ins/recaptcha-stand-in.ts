import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's reCAPTCHA siteverify endpoint (POST,
 * application/x-www-form-urlencoded `secret`, `response`, `remoteip`; JSON
 * answer `success`, `score`, `action`, `challenge_ts`, `hostname`,
 * `error-codes`), for contract tests and the production-like e2e run
 * (RECAPTCHA_VERIFY_URL=<url>). docs/sandbox.md "reCAPTCHA" lists its tokens.
 */
export const recaptchaStandInSecret = 'stand-in-recaptcha-secret';
export const recaptchaStandInSiteKey = 'stand-in-recaptcha-site-key';

/** One siteverify answer, as Google sends it. */
export interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  challenge_ts?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/** What the stand-in does with one token: answer it, hang past the caller's time limit, or answer like a broken proxy. */
export type StandInBehaviour = { answer: SiteverifyAnswer } | { hang: true } | { html: number };

/** Answers recorded from siteverify (reCAPTCHA v3), by the token that draws them. */
export const recordedSiteverifyAnswers: Readonly<Record<string, StandInBehaviour>> = {
  'recorded-pass-login': {
    answer: { success: true, score: 0.9, action: 'login', challenge_ts: '2026-11-26T07:41:03Z', hostname: 'localhost' },
  },
  'recorded-low-score-login': {
    answer: { success: true, score: 0.1, action: 'login', challenge_ts: '2026-11-26T07:41:09Z', hostname: 'localhost' },
  },
  'recorded-pass-homepage': {
    answer: {
      success: true,
      score: 0.9,
      action: 'homepage',
      challenge_ts: '2026-11-26T07:41:15Z',
      hostname: 'localhost',
    },
  },
  'recorded-invalid-input-response': { answer: { success: false, 'error-codes': ['invalid-input-response'] } },
  'recorded-timeout-or-duplicate': {
    answer: {
      success: false,
      challenge_ts: '2026-11-26T07:38:55Z',
      hostname: '',
      'error-codes': ['timeout-or-duplicate'],
    },
  },
  'recorded-v2-checkbox': {
    answer: { success: true, challenge_ts: '2026-11-26T07:42:00Z', hostname: 'localhost' },
  },
  'stand-in-hangs': { hang: true },
  'stand-in-bad-gateway': { html: 502 },
};

/**
 * Tokens of the form `stand-in:<action>:<score>`, with an optional
 * `:<nonce>` to tell apart tokens of one action and score, pass with that
 * action and score (the e2e's fake grecaptcha.execute makes them), once
 * each: a second use answers `timeout-or-duplicate`, as Google does.
 */
const madeToken = /^stand-in:([a-z_]{1,40}):(0(?:\.\d{1,2})?|1(?:\.0)?)(?::[\w-]{1,64})?$/;

export interface RecaptchaStandIn {
  url: string;
  /** Every request, as the stand-in read it (the secret and token included: it is a test's own server). */
  requests: { secret: string | null; response: string | null; remoteip: string | null }[];
  close(): Promise<void>;
}

function send(reply: ServerResponse, status: number, type: string, body: string) {
  reply.writeHead(status, { 'content-type': type }).end(body);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    // siteverify's form is a secret and a token: a few kilobytes at most.
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startRecaptchaStandIn(
  options: { secret?: string; answers?: Readonly<Record<string, StandInBehaviour>> } = {},
): Promise<RecaptchaStandIn> {
  const secret = options.secret ?? recaptchaStandInSecret;
  const answers = { ...recordedSiteverifyAnswers, ...options.answers };
  const requests: RecaptchaStandIn['requests'] = [];
  const spent = new Set<string>();
  const hanging = new Set<ServerResponse>();

  const answerFor = (token: string | null, given: string | null): StandInBehaviour => {
    if (!given) return { answer: { success: false, 'error-codes': ['missing-input-secret'] } };
    if (given !== secret) return { answer: { success: false, 'error-codes': ['invalid-input-secret'] } };
    if (!token) return { answer: { success: false, 'error-codes': ['missing-input-response'] } };
    const recorded = answers[token];
    if (recorded) return recorded;
    const made = madeToken.exec(token);
    if (!made) return { answer: { success: false, 'error-codes': ['invalid-input-response'] } };
    if (spent.has(token)) return answers['recorded-timeout-or-duplicate'] as StandInBehaviour;
    spent.add(token);
    return {
      answer: {
        success: true,
        action: made[1],
        score: Number(made[2]),
        challenge_ts: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        hostname: '127.0.0.1',
      },
    };
  };

  const server = createServer((request, reply) => {
    void (async () => {
      if (request.method !== 'POST' || request.url?.split('?')[0] !== '/recaptcha/api/siteverify') {
        return send(reply, 404, 'text/html; charset=utf-8', '<html><body>Not Found</body></html>');
      }
      const form = new URLSearchParams(await readBody(request));
      const seen = { secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') };
      requests.push(seen);
      const behaviour = answerFor(seen.response, seen.secret);
      if ('hang' in behaviour) {
        hanging.add(reply);
        reply.on('close', () => hanging.delete(reply));
        return;
      }
      if ('html' in behaviour)
        return send(reply, behaviour.html, 'text/html; charset=utf-8', '<html><body>Bad Gateway</body></html>');
      send(reply, 200, 'application/json; charset=utf-8', JSON.stringify(behaviour.answer, null, 2));
    })().catch(() =>
      send(reply, 400, 'application/json; charset=utf-8', '{"success":false,"error-codes":["bad-request"]}'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    close: async () => {
      for (const reply of hanging) reply.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
