import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { productionProviderSettings } from '../../testing/production-settings.js';
import { experianConsumerAssistance } from './bureau-api/experian-report.js';
import { creditBureauFromConfig } from './credit-bureau-from-config.js';
import { sandboxBureauContact } from './sandbox-credit-bureau.js';

describe('creditBureauFromConfig', () => {
  it('is the sandbox bureau without settings', () => {
    expect(creditBureauFromConfig(loadConfig({})).bureau).toEqual(sandboxBureauContact);
  });

  it("is the bureau's API with every setting", () => {
    expect(creditBureauFromConfig(loadConfig(productionProviderSettings)).bureau).toEqual(experianConsumerAssistance);
  });
});
