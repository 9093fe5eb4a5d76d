import type { LogContext } from '@waypoint/domain/monitoring/log-batch';

// People's data must not land in logs: browser messages can quote what someone typed.
const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Nine digits as an SSN is written (123-45-6789, 123 45 6789, 123456789), not inside a longer number.
const ssnPattern = /(?<!\d)\d{3}([- ]?)\d{2}\1\d{4}(?!\d)/g;

export const redactedEmail = '[redacted e-mail]';
export const redactedSsn = '[redacted SSN]';

export function redactPersonalData(text: string): string {
  return text.replace(emailPattern, redactedEmail).replace(ssnPattern, redactedSsn);
}

export function redactContext(context: LogContext | undefined): LogContext | undefined {
  if (!context) return undefined;
  return Object.fromEntries(
    Object.entries(context).map(([key, value]) => [key, typeof value === 'string' ? redactPersonalData(value) : value]),
  );
}
