import type { Db } from '../../db/database.js';
import { insertSandboxMessage } from './sandbox-sms-repository.js';
import { SmsDeliveryError, type SmsSender } from './sms-sender.js';

/**
 * The sandbox's test numbers (docs/sandbox.md "Text messages"). Any other
 * valid US number is "delivered" to /dev/sms.
 */
export const sandboxSmsNumbers = {
  /** Always refused as undeliverable, as a landline or an unsubscribed number would be. */
  undeliverable: '+12025550199',
  /** The provider cannot be reached: shows the "try again later" path. */
  unreachable: '+12025550198',
} as const;

/** The sandbox SMS provider: keeps each message for the development page instead of sending it. */
export function createSandboxSms(db: Db): SmsSender {
  return {
    mode: 'sandbox',
    async send({ to, body }) {
      if (to === sandboxSmsNumbers.undeliverable) throw new SmsDeliveryError('undeliverable');
      if (to === sandboxSmsNumbers.unreachable) throw new SmsDeliveryError('network');
      await insertSandboxMessage(db, { toNumber: to, body });
    },
  };
}
