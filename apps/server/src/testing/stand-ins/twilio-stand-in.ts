import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Twilio Programmable Messaging's "create a Message"
 * (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To,
 * Body, MessagingServiceSid; HTTP Basic with the account SID and auth token;
 * a 201 Message resource, or an error `{ code, message, status }`), for the
 * adapter's contract test and the production-like e2e run
 * (TWILIO_API_URL=<url>). docs/sandbox.md "Text messages" lists its numbers.
 */
export const twilioStandInAccountSid = `AC${'0'.repeat(31)}1`;
export const twilioStandInAuthToken = 'stand-in-twilio-auth-token';
export const twilioStandInMessagingServiceSid = `MG${'0'.repeat(31)}2`;

/** Numbers the stand-in answers as Twilio does for them. */
export const twilioStandInNumbers = {
  /** 21614: "To" is not a valid mobile number (a landline). */
  landline: '+12025550197',
  /** 429: too many requests. */
  rateLimited: '+12025550196',
  /** Never answers, past the caller's time limit. */
  hangs: '+12025550195',
} as const;

export interface TwilioStandIn {
  url: string;
  /** Every message accepted, as the stand-in read it. */
  messages: { to: string; body: string; messagingServiceSid: string }[];
  close(): Promise<void>;
}

function send(reply: ServerResponse, status: number, body: unknown) {
  reply.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const messages: TwilioStandIn['messages'] = [];
  const hanging = new Set<ServerResponse>();
  const expectedAuth = `Basic ${Buffer.from(`${twilioStandInAccountSid}:${twilioStandInAuthToken}`).toString('base64')}`;
  const path = `/2010-04-01/Accounts/${twilioStandInAccountSid}/Messages.json`;

  const server = createServer((request, reply) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== path)
        return send(reply, 404, twilioError(404, 20404, 'The requested resource was not found'));
      if (request.headers.authorization !== expectedAuth)
        return send(reply, 401, twilioError(401, 20003, 'Authenticate'));
      const form = new URLSearchParams(await readBody(request));
      const to = form.get('To') ?? '';
      const body = form.get('Body') ?? '';
      const messagingServiceSid = form.get('MessagingServiceSid') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to))
        return send(reply, 400, twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`));
      if (messagingServiceSid !== twilioStandInMessagingServiceSid)
        return send(reply, 400, twilioError(400, 21701, 'The Messaging Service Sid is invalid.'));
      if (to === twilioStandInNumbers.landline)
        return send(reply, 400, twilioError(400, 21614, `'To' number is not a valid mobile number`));
      if (to === twilioStandInNumbers.rateLimited)
        return send(reply, 429, twilioError(429, 20429, 'Too Many Requests'));
      if (to === twilioStandInNumbers.hangs) {
        hanging.add(reply);
        reply.on('close', () => hanging.delete(reply));
        return;
      }
      messages.push({ to, body, messagingServiceSid });
      send(reply, 201, {
        sid: `SM${String(messages.length).padStart(32, '0')}`,
        account_sid: twilioStandInAccountSid,
        messaging_service_sid: messagingServiceSid,
        to,
        body,
        status: 'accepted',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        error_code: null,
        error_message: null,
      });
    })().catch(() => send(reply, 400, twilioError(400, 21602, 'Message body is required.')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    close: async () => {
      for (const reply of hanging) reply.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
