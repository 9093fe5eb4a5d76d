import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LetterDeliveryError, type OutgoingLetter } from './letter-sender.js';
import { createLobLetters } from './lob-letters.js';

/*
 * The real print-and-mail adapter (decision 089) against a loopback stand-in
 * that answers in the shape of Lob's letters API (POST /v1/letters,
 * multipart, Basic auth with the key as the user, Idempotency-Key): never the
 * internet.
 */

const apiKey = 'test_standinkey0123456789';
const fromAddressId = 'adr_standin01234567';

interface Received {
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: FormData;
}

const received: Received[] = [];
const printedKeys = new Map<string, string>();
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const form = await new Request('http://stand-in', {
          method: 'POST',
          headers: { 'content-type': request.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        }).formData();
        const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
        received.push({ path: request.url ?? '', authorization: request.headers.authorization, idempotencyKey, form });
        const answer = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (request.headers.authorization !== `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`)
          return answer(401, { error: { message: 'Your API key is not valid.', status_code: 401 } });
        if (form.get('to[address_zip]') === '00000')
          return answer(422, {
            error: { message: 'address undeliverable', status_code: 422, code: 'failed_deliverability_strictness' },
          });
        if (form.get('to[address_zip]') === '55555')
          return answer(500, { error: { message: 'internal', status_code: 500 } });
        // Lob answers the same letter for the same key.
        const id = printedKeys.get(idempotencyKey ?? '') ?? `ltr_${printedKeys.size + 1}abcdef`;
        printedKeys.set(idempotencyKey ?? '', id);
        return answer(200, { id, expected_delivery_date: '2026-12-04', object: 'letter' });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const letter = (zip: string, key = 'b1e4f3c2-0000-4000-8000-000000000001'): OutgoingLetter => ({
  idempotencyKey: key,
  to: { name: 'Ada Okafor', line1: '12 Elm St', line2: 'Apt 4', city: 'Springfield', state: 'IL', zip },
  document: { title: 'Approval letter', pdf: new TextEncoder().encode('%PDF-1.7 test') },
});

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof LetterDeliveryError)) throw new Error(`expected LetterDeliveryError, got ${String(error)}`);
  return error.failure;
}

describe('Lob letters adapter', () => {
  it("sends Lob's shape: the address fields, our return address, operational black-and-white mail, the PDF", async () => {
    const lob = createLobLetters({ apiKey, fromAddressId, url, timeoutMs: 2000 });
    const accepted = await lob.sendLetter(letter('62701'));
    expect(accepted).toEqual({ providerId: 'ltr_1abcdef', expectedDelivery: '2026-12-04' });
    const request = received.at(-1);
    expect(request?.path).toBe('/v1/letters');
    expect(request?.idempotencyKey).toBe('b1e4f3c2-0000-4000-8000-000000000001');
    const form = request?.form;
    expect(Object.fromEntries([...(form?.entries() ?? [])].filter(([, value]) => typeof value === 'string'))).toEqual({
      description: 'Approval letter',
      'to[name]': 'Ada Okafor',
      'to[address_line1]': '12 Elm St',
      'to[address_line2]': 'Apt 4',
      'to[address_city]': 'Springfield',
      'to[address_state]': 'IL',
      'to[address_zip]': '62701',
      'to[address_country]': 'US',
      from: fromAddressId,
      color: 'false',
      use_type: 'operational',
      address_placement: 'insert_blank_page',
    });
    const file = form?.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as Blob).type).toBe('application/pdf');
    expect(Buffer.from(await (file as Blob).arrayBuffer()).toString()).toBe('%PDF-1.7 test');
  });

  it('the same idempotency key is the same letter at Lob', async () => {
    const lob = createLobLetters({ apiKey, fromAddressId, url, timeoutMs: 2000 });
    const key = 'b1e4f3c2-0000-4000-8000-000000000002';
    const first = await lob.sendLetter(letter('62701', key));
    const again = await lob.sendLetter(letter('62701', key));
    expect(again.providerId).toBe(first.providerId);
  });

  it.each([
    ['an address Lob cannot deliver to', { apiKey, zip: '00000' }, 'undeliverable'],
    ['a wrong key', { apiKey: 'test_wrongkey0123456789', zip: '62701' }, 'unauthorized'],
    ['a server error', { apiKey, zip: '55555' }, 'status'],
  ])('names %s', async (_case, given, failure) => {
    const lob = createLobLetters({ apiKey: given.apiKey, fromAddressId, url, timeoutMs: 2000 });
    expect(await failureOf(lob.sendLetter(letter(given.zip)))).toBe(failure);
  });

  it('names an unreachable Lob a network failure (the job retries it)', async () => {
    const lob = createLobLetters({ apiKey, fromAddressId, url: 'http://127.0.0.1:9', timeoutMs: 500 });
    expect(await failureOf(lob.sendLetter(letter('62701')))).toBe('network');
  });
});
