import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import { sandboxReferenceContents } from '../modules/identity-questions/sandbox-kba.js';
import { processMetrics } from '../platform/metrics/provider-calls.js';
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

/** The count /metrics shows for one provider and outcome. */
async function callsOf(provider: string, outcome: string): Promise<number> {
  const metric = await processMetrics.getSingleMetric('waypoint_provider_calls_total')?.get();
  return (
    metric?.values.find((value) => value.labels.provider === provider && value.labels.outcome === outcome)?.value ?? 0
  );
}

describe('chooseProviders: every chosen provider is measured (docs/operations.md "Metrics and alerts")', () => {
  it('counts an answered call as ok and a refused one as error, by provider', async () => {
    const env = {
      IDENTITY_QUESTIONS_URL: 'http://127.0.0.1:9/api/',
      IDENTITY_QUESTIONS_USERNAME: 'user',
      IDENTITY_QUESTIONS_PASSWORD: 'password',
    };
    const [riskOk, questionsError] = [await callsOf('risk-score', 'ok'), await callsOf('identity-questions', 'error')];
    await withProviders({}, async ({ riskScore }) => {
      await riskScore.check({
        applicationId: 1,
        createdAt: null,
        firstName: 'Ana',
        lastName: 'Silva',
        dob: '1994-05-17',
        ssn: '456789012',
        street: '500 Congress Ave',
        zip: '78701',
        city: 'Austin',
        state: 'TX',
      });
    });
    await withProviders(env, async ({ identityQuestions }) => {
      await identityQuestions.start('t-1', { ...facts, firstName: 'Ana', lastName: 'Silva' }).catch(() => undefined);
    });
    expect(await callsOf('risk-score', 'ok')).toBe(riskOk + 1);
    expect(await callsOf('identity-questions', 'error')).toBe(questionsError + 1);
  });
});
