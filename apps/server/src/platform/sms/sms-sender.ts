/**
 * Text messages to a phone (decision 074): the sandbox keeps them for the
 * development page, the real adapter hands them to Twilio. Sending is
 * synchronous: a one-time code is worth nothing minutes late, so a failure is
 * told to the person at once instead of retried in the background.
 */
export interface SmsSender {
  /** Which adapter runs, for /healthz and logs. */
  readonly mode: 'sandbox' | 'real';
  /** Sends `body` to an E.164 number; throws SmsDeliveryError when the provider refuses or cannot be reached. */
  send(message: { to: string; body: string }): Promise<void>;
}

/** Why a message was not sent, by kind only (the provider's answer may echo the number). */
export type SmsFailure = 'undeliverable' | 'unauthorized' | 'rate-limited' | 'rejected-request' | 'status' | 'network';

export class SmsDeliveryError extends Error {
  constructor(readonly failure: SmsFailure) {
    super(`The text message could not be sent (${failure}).`);
    this.name = 'SmsDeliveryError';
  }
}
