import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { openTestPglite } from '../testing/pglite-starting-point.js';
import { RateLimiter } from './rate-limit.js';

let database: Database;
beforeAll(async () => {
  database = await openTestPglite();
});
afterAll(async () => {
  await database.close();
});

const rule = { name: 'test-gone-client', limit: 2, windowSeconds: 60 };
const now = new Date('2026-11-28T12:00:00Z');

it('counts a request whose client has gone (no address) under an empty subject instead of throwing', async () => {
  const limiter = new RateLimiter(database.db);
  // Fastify's request.ip is undefined once the socket is closed, whatever its type says.
  const goneClient = undefined as unknown as string;
  await expect(limiter.count(rule, goneClient, now)).resolves.toBe(1);
  await expect(limiter.count(rule, '', now)).resolves.toBe(2);
  await expect(limiter.hit(rule, goneClient, now)).rejects.toMatchObject({ statusCode: 429 });
});
