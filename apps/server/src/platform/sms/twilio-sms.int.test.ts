import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTwilioStandIn,
  twilioStandInAccountSid,
  twilioStandInAuthToken,
  twilioStandInMessagingServiceSid,
  twilioStandInNumbers,
  type TwilioStandIn,
} from '../../testing/stand-ins/twilio-stand-in.js';
import { SmsDeliveryError } from './sms-sender.js';
import { createTwilioSms, type TwilioSmsOptions } from './twilio-sms.js';

/* The real SMS adapter (decision 074) against Twilio's loopback stand-in: never the internet. */

let standIn: TwilioStandIn;
let options: TwilioSmsOptions;
beforeAll(async () => {
  standIn = await startTwilioStandIn();
  options = {
    accountSid: twilioStandInAccountSid,
    authToken: twilioStandInAuthToken,
    messagingServiceSid: twilioStandInMessagingServiceSid,
    url: standIn.url,
    timeoutMs: 500,
  };
});
afterAll(async () => {
  await standIn.close();
});

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SmsDeliveryError)) throw new Error(`expected SmsDeliveryError, got ${String(error)}`);
  return error.failure;
}

describe('Twilio SMS adapter', () => {
  it('posts the text through the Messaging Service, form-encoded with Basic auth', async () => {
    await createTwilioSms(options).send({ to: '+12025550143', body: 'Your Waypoint code is 123456.' });
    expect(standIn.messages.at(-1)).toEqual({
      to: '+12025550143',
      body: 'Your Waypoint code is 123456.',
      messagingServiceSid: twilioStandInMessagingServiceSid,
    });
  });

  it.each([
    ['a landline (21614)', twilioStandInNumbers.landline, {}, 'undeliverable'],
    ['a number Twilio calls invalid (21211)', '+1202', {}, 'undeliverable'],
    ['a wrong auth token', '+12025550143', { authToken: 'not-the-token-at-all' }, 'unauthorized'],
    ['too many requests', twilioStandInNumbers.rateLimited, {}, 'rate-limited'],
    ['another Messaging Service', '+12025550143', { messagingServiceSid: `MG${'f'.repeat(32)}` }, 'rejected-request'],
    ['no answer within the time limit', twilioStandInNumbers.hangs, {}, 'network'],
    ['nobody listening', '+12025550143', { url: 'http://127.0.0.1:9' }, 'network'],
  ])('names %s (to %s) by its kind', async (_case, to, override, failure) => {
    const sender = createTwilioSms({ ...options, ...override });
    const before = standIn.messages.length;
    expect(await failureOf(sender.send({ to, body: 'code' }))).toBe(failure);
    expect(standIn.messages).toHaveLength(before);
  });
});
