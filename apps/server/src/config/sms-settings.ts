import { z } from 'zod';

/** Twilio's production API origin: the default of TWILIO_API_URL, which only a stand-in replaces. */
export const twilioProductionUrl = 'https://api.twilio.com';
/** A one-time code is wanted now: a send that takes longer is told to the person as a failure to retry. */
export const defaultSmsTimeoutMs = 10_000;

/** The settings that make text messages real (decision 074); without all three the sandbox keeps them. */
export const smsCredentialKeys = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_MESSAGING_SERVICE_SID'] as const;

/** Text messages: environment variables, read once at start (config.ts). */
export const smsSettingsShape = {
  // Twilio's account SID (AC…) and auth token; set with the Messaging Service: real texts, unset: the sandbox (/dev/sms).
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC and 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).max(200).optional(),
  // The Messaging Service (MG…) whose registered numbers send the codes.
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Twilio Messaging Service SID (MG and 32 hex digits)')
    .optional(),
  // Where Twilio is called; only a stand-in changes it.
  TWILIO_API_URL: z.url().optional(),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
};

type Parsed = z.infer<z.ZodObject<typeof smsSettingsShape>>;

/** Half a set of keys would be silently ignored for the sandbox, so it is refused; production's refusal is provider-modes.ts. */
export function checkSmsSettings(value: Parsed, context: z.RefinementCtx): void {
  const given = smsCredentialKeys.filter((key) => value[key] !== undefined);
  if (given.length === 0 || given.length === smsCredentialKeys.length) return;
  for (const key of smsCredentialKeys)
    if (value[key] === undefined)
      context.addIssue({
        code: 'custom',
        path: [key],
        message: `is required with ${given.join(' and ')} (without all three the sandbox sends the texts)`,
      });
}

export interface SmsSettings {
  /** Undefined: the sandbox keeps the texts (docs/sandbox.md "Text messages"). */
  twilio: { accountSid: string; authToken: string; messagingServiceSid: string } | undefined;
  url: string;
  timeoutMs: number;
}

export function readSmsSettings(value: Parsed): SmsSettings {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = value;
  const messagingServiceSid = value.TWILIO_MESSAGING_SERVICE_SID;
  return {
    twilio: accountSid && authToken && messagingServiceSid ? { accountSid, authToken, messagingServiceSid } : undefined,
    url: (value.TWILIO_API_URL ?? twilioProductionUrl).replace(/\/$/, ''),
    timeoutMs: value.SMS_TIMEOUT_MS ?? defaultSmsTimeoutMs,
  };
}
