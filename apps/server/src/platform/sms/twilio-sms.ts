import { failureOfStatus, readBoundedJson } from '../vendor-http.js';
import { SmsDeliveryError, type SmsSender } from './sms-sender.js';

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  /** The Messaging Service that owns the sending numbers (and their A2P registration). */
  messagingServiceSid: string;
  /** The API origin (TWILIO_API_URL). */
  url: string;
  timeoutMs: number;
}

/**
 * Twilio's errors that mean this number cannot get a text (invalid, a
 * landline, unsubscribed with STOP, a region not enabled): the person should
 * enter another number, so they are named `undeliverable`, not retried.
 */
const undeliverableCodes = new Set([21211, 21214, 21408, 21610, 21612, 21614]);

/** Bounded: Twilio's message resource is a few kilobytes. */
const maxAnswerBytes = 64 * 1024;

/**
 * The real SMS adapter (decision 074): Twilio Programmable Messaging's
 * "create a Message" (POST /2010-04-01/Accounts/{AccountSid}/Messages.json,
 * form-encoded To, Body and MessagingServiceSid, HTTP Basic with the account
 * SID and auth token). Our own server makes and checks the codes
 * (verification-codes-service.ts), so Twilio only carries the text.
 */
export function createTwilioSms(options: TwilioSmsOptions): SmsSender {
  const endpoint = `${options.url}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    mode: 'real',
    async send({ to, body }) {
      // A timer held for the call, so the limit cannot be collected before it fires.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: to, Body: body, MessagingServiceSid: options.messagingServiceSid }),
          signal: controller.signal,
        }).catch(() => {
          throw new SmsDeliveryError('network');
        });
        const answer = await readBoundedJson(response, maxAnswerBytes, () => new SmsDeliveryError('network'));
        if (response.ok) {
          const status = (answer as { status?: unknown }).status;
          if (status === 'failed' || status === 'undelivered') throw new SmsDeliveryError('undeliverable');
          return;
        }
        const code = (answer as { code?: unknown }).code;
        if (response.status === 400 && typeof code === 'number' && undeliverableCodes.has(code))
          throw new SmsDeliveryError('undeliverable');
        throw new SmsDeliveryError(failureOfStatus(response.status));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
