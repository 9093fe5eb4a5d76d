import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type AppConfig } from '../config/config.js';
import type { ProviderMode } from '../config/provider-modes.js';
import type { Db } from '../db/database.js';
import type { RiskScoreInput } from '../modules/identity-score/risk-score-provider.js';
import { onfidoStandInToken, startOnfidoStandIn, type OnfidoStandIn } from '../testing/stand-ins/onfido-stand-in.js';
import {
  sentilinkStandInAccountId,
  sentilinkStandInToken,
  startSentilinkStandIn,
  type SentilinkStandIn,
} from '../testing/stand-ins/sentilink-stand-in.js';
import { chooseProviders } from './providers.js';

// providers.ts picks SentiLink and Onfido when their mode is real and their
// settings are given, else the sandboxes (decision 041). The modes are set here
// by hand, so this checks the choice whatever provider-modes.ts decides.

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
// SentiLink's stand-in scores serial 1750 at 750, its high band; the sandbox has no rule for it.
const applicant: RiskScoreInput = {
  applicationId: 7,
  createdAt: '2026-11-01T12:00:00.000Z',
  firstName: 'Ana',
  lastName: 'Silva',
  dob: '1990-05-01',
  ssn: '123-45-1750',
  street: '1 Main St',
  zip: '10001',
  city: 'New York',
  state: 'NY',
};

let sentilink: SentilinkStandIn;
let onfido: OnfidoStandIn;

beforeAll(async () => {
  [sentilink, onfido] = await Promise.all([startSentilinkStandIn(), startOnfidoStandIn()]);
});
afterAll(async () => {
  await Promise.all([sentilink.close(), onfido.close()]);
});

function configWith(mode: ProviderMode): AppConfig {
  const config = loadConfig({
    APP_ENV: 'test',
    RISK_SCORE_URL: sentilink.url,
    RISK_SCORE_ACCOUNT_ID: sentilinkStandInAccountId,
    RISK_SCORE_TOKEN: sentilinkStandInToken,
    DOCUMENT_CHECK_URL: onfido.url,
    DOCUMENT_CHECK_API_TOKEN: onfidoStandInToken,
  });
  const modes = { ...config.providers.modes, 'risk-score': mode, 'document-check': mode };
  return { ...config, providers: { ...config.providers, modes } };
}

describe('chooseProviders: the risk score and the document check', () => {
  it.each([
    ['real: SentiLink and Onfido', 'real', false, 'onfido'],
    ['sandbox: the sandboxes, even with settings given', 'sandbox', true, 'sandbox'],
  ] as const)('%s', async (_case, mode, approved, documentCheckName) => {
    const providers = chooseProviders(configWith(mode), log, {
      sessionSecret: Buffer.alloc(32, 7),
      // The sandbox card issuer is built but never asked here.
      db: {} as Db,
      now: () => new Date(),
    });
    try {
      await expect(providers.riskScore.check(applicant)).resolves.toMatchObject({ approved });
      expect(providers.documentCheck.name).toBe(documentCheckName);
    } finally {
      await providers.close();
    }
  });
});
