import { describe, expect, it } from 'vitest';
import { ecoaAgencies } from '@waypoint/domain/decisions/ecoa-agencies';
import { productionProviderSettings } from '../testing/production-settings.js';
import { ConfigError, loadConfig } from './config.js';
import { noticeSettingKeys, sandboxCreditor } from './notice-settings.js';

const key = Buffer.alloc(32, 3).toString('base64');
const production = { APP_ENV: 'production', SESSION_SECRET: key, ENCRYPTION_KEY: key, ...productionProviderSettings };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the creditor and the ECOA agency the notices name (decision 054)', () => {
  it('outside production, the defaults say they are a sandbox', () => {
    const { notices } = loadConfig({ APP_ENV: 'development' });
    expect(notices.creditor).toEqual({ name: sandboxCreditor.name, address: sandboxCreditor.address });
    expect(notices.creditor.name).toMatch(/sandbox/);
    expect(notices.agency).toEqual(ecoaAgencies.occ);
    expect(notices.sandbox).toBe(true);
  });

  it.each(noticeSettingKeys)('production without %s refuses to start, naming it', (name) => {
    const problems = problemsOf({ ...production, [name]: '' });
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name}: is required when APP_ENV=production`))]);
  });

  it.each([
    { charter: 'nationalBank', over: 'false', agency: ecoaAgencies.occ },
    { charter: 'nationalBank', over: 'true', agency: ecoaAgencies.cfpb },
    { charter: 'stateMemberBank', over: 'false', agency: ecoaAgencies.federalReserve },
    { charter: 'stateNonMemberBank', over: 'false', agency: ecoaAgencies.fdic },
  ])('$charter, over $10 billion $over: the notices name $agency.name', ({ charter, over, agency }) => {
    const { notices } = loadConfig({
      ...production,
      CREDITOR_CHARTER: charter,
      CREDITOR_ASSETS_OVER_10_BILLION: over,
    });
    expect(notices.agency).toEqual(agency);
    expect(notices.creditor).toEqual({
      name: productionProviderSettings.CREDITOR_LEGAL_NAME,
      address: productionProviderSettings.CREDITOR_ADDRESS,
    });
    expect(notices.sandbox).toBe(false);
  });

  it.each([
    ['CREDITOR_CHARTER', 'creditUnion'],
    ['CREDITOR_ASSETS_OVER_10_BILLION', 'yes'],
    ['CREDITOR_ADDRESS', 'Somewhere'],
  ])('a bad %s is refused, naming it', (name, value) => {
    expect(problemsOf({ [name]: value })).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
  });
});
