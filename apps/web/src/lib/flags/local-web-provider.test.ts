import { OpenFeature } from '@openfeature/web-sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultFlagDefinitions, resolveFlagVariant } from '@waypoint/domain/flags/feature-flags';
import { LocalWebFlagProvider } from './local-web-provider';

const split = defaultFlagDefinitions.find((definition) => definition.key === 'plaidSplitVersion');

afterAll(async () => {
  await OpenFeature.close();
});

describe('LocalWebFlagProvider through the OpenFeature web client', () => {
  it.each(['visit-1', 'visit-2', 'visit-3', 'visit-4', 'visit-5'])(
    'gives session %s the variant the server gives it',
    async (sessionId) => {
      await OpenFeature.setContext({ targetingKey: sessionId });
      await OpenFeature.setProviderAndWait(new LocalWebFlagProvider(async () => [...defaultFlagDefinitions]));
      const expected = split ? resolveFlagVariant(split, sessionId).variant : 'missing';
      expect(OpenFeature.getClient().getStringValue('plaidSplitVersion', 'A')).toBe(expected);
    },
  );

  it('answers the default for an unknown flag, a wrong type, or definitions that did not load', async () => {
    await OpenFeature.setProviderAndWait(new LocalWebFlagProvider(async () => [...defaultFlagDefinitions]));
    const client = OpenFeature.getClient();
    expect(client.getStringDetails('noSuchFlag', 'fallback')).toMatchObject({
      value: 'fallback',
      errorCode: 'FLAG_NOT_FOUND',
    });
    expect(client.getBooleanValue('plaidSplitVersion', true)).toBe(true);
    await OpenFeature.setProviderAndWait(new LocalWebFlagProvider(() => Promise.reject(new Error('offline')))).catch(
      () => undefined,
    );
    expect(OpenFeature.getClient().getStringValue('plaidSplitVersion', 'A')).toBe('A');
  });
});
