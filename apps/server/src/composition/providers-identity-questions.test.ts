import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import { sandboxReferenceContents } from '../modules/identity-questions/sandbox-kba.js';
import { chooseProviders } from './providers.js';

// The sandbox card issuer is built but never asked here, so it needs no database.
const shared = { sessionSecret: Buffer.alloc(32, 7), db: {} as Db, now: () => new Date() };
const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
const facts = {
  street: '500 Congress Ave',
  city: 'Austin',
  zip: '78701',
  employerName: null,
  dob: '1994-05-17',
  ssnLastFour: '6789',
};

async function withProviders<T>(
  env: Record<string, string>,
  use: (providers: ReturnType<typeof chooseProviders>) => Promise<T>,
) {
  const providers = chooseProviders(loadConfig({ APP_ENV: 'test', ...env }), log, shared);
  try {
    return await use(providers);
  } finally {
    await providers.close();
  }
}

describe('chooseProviders: the identity questions (decision 042)', () => {
  it('no IDology user and password: the sandbox asks, never the network', async () => {
    await withProviders({}, async ({ identityQuestions }) => {
      const started = await identityQuestions.start('t-1', facts);
      expect(sandboxReferenceContents(started.reference).main).toContain('500 Congress Ave');
    });
  });

  it('IDology user and password: the adapter asks the configured URL (nothing listens there, so it rejects)', async () => {
    const env = {
      IDENTITY_QUESTIONS_URL: 'http://127.0.0.1:9/api/',
      IDENTITY_QUESTIONS_USERNAME: 'user',
      IDENTITY_QUESTIONS_PASSWORD: 'password',
    };
    await withProviders(env, async ({ identityQuestions }) => {
      await expect(identityQuestions.start('t-1', { ...facts, firstName: 'Ana', lastName: 'Silva' })).rejects.toThrow();
    });
  });
});
