import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for GA4's Measurement Protocol (decision 043): POST
 * /mp/collect?measurement_id=…&api_secret=… with a JSON body `client_id`,
 * `user_id`, `events[{name, params, timestamp_micros}]`, answered 204 as
 * Google does; POST /debug/mp/collect answers the validation server's
 * `{ validationMessages: [{ fieldPath, description, validationCode }] }`.
 * It records what it received and can be told to fail (5xx, no answer).
 */
export const ga4StandInMeasurementId = 'G-STANDIN123';
export const ga4StandInApiSecret = 'stand-in-ga4-secret';

export interface Ga4StandInRequest {
  measurementId: string | null;
  apiSecret: string | null;
  body: {
    client_id?: string;
    user_id?: string;
    events?: { name: string; params?: Record<string, unknown>; timestamp_micros?: number }[];
  };
}

export interface ValidationMessage {
  fieldPath: string;
  description: string;
  validationCode: 'VALUE_INVALID' | 'VALUE_REQUIRED' | 'NAME_INVALID' | 'NAME_RESERVED' | 'VALUE_OUT_OF_BOUNDS';
}

export type Ga4Failure = { status: number } | { hang: true };

export interface Ga4StandIn {
  /** The origin to set as GA4_ENDPOINT. */
  url: string;
  /** Every /mp/collect request it acknowledged, in order. */
  received: Ga4StandInRequest[];
  /** Requests it failed on purpose, counted. */
  failedCount(): number;
  /** The next `times` collect requests fail this way (not recorded as received). */
  failNext(failure: Ga4Failure, times?: number): void;
  close(): Promise<void>;
}

const limits = { events: 25, params: 25, nameLength: 40, valueLength: 100, pageLocation: 1000, pageTitle: 300 };
const namePattern = /^[A-Za-z][A-Za-z0-9_]*$/;
const longValues: Record<string, number> = { page_location: limits.pageLocation, page_title: limits.pageTitle };

/** What the validation server says about a body: the published limits of the protocol. */
export function validateGa4Body(body: Ga4StandInRequest['body']): ValidationMessage[] {
  const messages: ValidationMessage[] = [];
  const add = (fieldPath: string, validationCode: ValidationMessage['validationCode'], description: string) =>
    messages.push({ fieldPath, validationCode, description });
  if (!body.client_id) add('client_id', 'VALUE_REQUIRED', 'client_id is required');
  const events = body.events ?? [];
  if (events.length === 0) add('events', 'VALUE_REQUIRED', 'at least one event is required');
  if (events.length > limits.events) add('events', 'VALUE_OUT_OF_BOUNDS', 'at most 25 events per request');
  events.forEach((event, index) => {
    if (!namePattern.test(event.name) || event.name.length > limits.nameLength)
      add(`events[${index}].name`, 'NAME_INVALID', `Event name "${event.name}" is invalid`);
    const params = Object.entries(event.params ?? {});
    if (params.length > limits.params) add(`events[${index}].params`, 'VALUE_OUT_OF_BOUNDS', 'at most 25 parameters');
    for (const [key, value] of params) {
      if (!namePattern.test(key) || key.length > limits.nameLength)
        add(`events[${index}].params.${key}`, 'NAME_INVALID', `Parameter name "${key}" is invalid`);
      if (typeof value === 'string' && value.length > (longValues[key] ?? limits.valueLength))
        add(`events[${index}].params.${key}`, 'VALUE_OUT_OF_BOUNDS', `Value of "${key}" is too long`);
    }
  });
  return messages;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    // The protocol's own limit on a body is 130 kB.
    if (size > 130 * 1024) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startGa4StandIn(): Promise<Ga4StandIn> {
  const received: Ga4StandInRequest[] = [];
  const failures: Ga4Failure[] = [];
  const hanging = new Set<ServerResponse>();
  let failed = 0;

  const server = createServer((request, reply) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in.invalid');
      const route = url.pathname;
      if (request.method !== 'POST' || (route !== '/mp/collect' && route !== '/debug/mp/collect'))
        return reply.writeHead(404).end();
      const seen: Ga4StandInRequest = {
        measurementId: url.searchParams.get('measurement_id'),
        apiSecret: url.searchParams.get('api_secret'),
        body: JSON.parse(await readBody(request)) as Ga4StandInRequest['body'],
      };
      if (route === '/debug/mp/collect') {
        const messages = validateGa4Body(seen.body);
        if (seen.measurementId !== ga4StandInMeasurementId)
          messages.push({ fieldPath: 'measurement_id', validationCode: 'VALUE_INVALID', description: 'unknown' });
        return reply
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ validationMessages: messages }));
      }
      const failure = failures.shift();
      if (failure) {
        failed += 1;
        if ('hang' in failure) {
          hanging.add(reply);
          reply.on('close', () => hanging.delete(reply));
          return;
        }
        return reply.writeHead(failure.status, { 'content-type': 'text/html' }).end('<html>Server Error</html>');
      }
      received.push(seen);
      reply.writeHead(204).end();
    })().catch(() => reply.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failedCount: () => failed,
    failNext: (failure, times = 1) => {
      for (let index = 0; index < times; index += 1) failures.push(failure);
    },
    close: async () => {
      for (const reply of hanging) reply.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
