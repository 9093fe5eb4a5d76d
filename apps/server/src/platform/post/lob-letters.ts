import { failureOfStatus, readBoundedJson } from '../vendor-http.js';
import { LetterDeliveryError, type LetterSender } from './letter-sender.js';

export interface LobLettersOptions {
  /** A secret API key (test_… or live_…), sent as the Basic user name. */
  apiKey: string;
  /** Our return address, saved at Lob (adr_…). */
  fromAddressId: string;
  /** The API origin (LOB_API_URL). */
  url: string;
  timeoutMs: number;
}

/** Bounded: Lob's letter resource is a few kilobytes (it links the rendered PDF, it does not carry it). */
const maxAnswerBytes = 256 * 1024;

/** Lob's answers that mean the address cannot get post (it failed verification or is not mailable). */
const undeliverableCodes = new Set(['failed_deliverability_strictness', 'invalid_address', 'undeliverable_address']);

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The real print-and-mail adapter (decision 089): Lob's "create a letter"
 * (POST /v1/letters, multipart form with the PDF as `file`, HTTP Basic with
 * the secret key as the user name). Notices are `operational` mail, printed
 * in black and white, the address printed on the first page for the window
 * envelope. Lob keeps an idempotency key for 24 hours, so the job's retries
 * within that time never print a letter twice; our own row (letter-outbox.ts)
 * stops later ones.
 */
export function createLobLetters(options: LobLettersOptions): LetterSender {
  const endpoint = `${options.url}/v1/letters`;
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  return {
    mode: 'real',
    name: 'lob',
    async sendLetter({ idempotencyKey, to, document }) {
      const form = new FormData();
      form.set('description', document.title.slice(0, 255));
      form.set('to[name]', to.name.slice(0, 40));
      form.set('to[address_line1]', to.line1);
      if (to.line2) form.set('to[address_line2]', to.line2);
      form.set('to[address_city]', to.city);
      form.set('to[address_state]', to.state);
      form.set('to[address_zip]', to.zip);
      form.set('to[address_country]', 'US');
      form.set('from', options.fromAddressId);
      form.set('color', 'false');
      form.set('use_type', 'operational');
      form.set('address_placement', 'insert_blank_page');
      form.set('file', new Blob([document.pdf], { type: 'application/pdf' }), 'letter.pdf');
      // A timer held for the call, so the limit cannot be collected before it fires.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, accept: 'application/json', 'idempotency-key': idempotencyKey },
          body: form,
          signal: controller.signal,
        }).catch(() => {
          throw new LetterDeliveryError('network');
        });
        const answer = await readBoundedJson(response, maxAnswerBytes, () => new LetterDeliveryError('network'));
        if (response.ok) {
          const { id, expected_delivery_date: expected } = answer as { id?: unknown; expected_delivery_date?: unknown };
          if (typeof id !== 'string' || typeof expected !== 'string' || !dayPattern.test(expected))
            throw new LetterDeliveryError('status');
          return { providerId: id, expectedDelivery: expected };
        }
        const code = (answer as { error?: { code?: unknown } }).error?.code;
        if (response.status === 422 && typeof code === 'string' && undeliverableCodes.has(code))
          throw new LetterDeliveryError('undeliverable');
        throw new LetterDeliveryError(failureOfStatus(response.status));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
