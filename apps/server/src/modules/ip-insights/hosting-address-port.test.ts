import { describe, expect, it } from 'vitest';
import { createHostingAddressPort } from './hosting-address-port.js';
import { unknownIpInsights, type IpUserType } from './ip-insights-provider.js';

// product-rules#auth-errors block_vpn reads the user type; a failed lookup stops nobody.
describe('the hosting-address port', () => {
  const warnings: unknown[] = [];
  const log = { warn: (entry: unknown) => void warnings.push(entry) };
  const answering = (userType: IpUserType) =>
    createHostingAddressPort(
      { provider: { lookup: async () => ({ ...unknownIpInsights, user_type: userType }) }, sandbox: false },
      log,
    );

  it.each<[IpUserType, boolean]>([
    ['hosting', true],
    ['residential', false],
    ['unknown', false],
  ])('user type %s: hosting %s', async (userType, hosting) => {
    expect(await answering(userType)('198.51.100.7')).toBe(hosting);
  });

  it('a lookup that fails is logged and answers no', async () => {
    const failing = createHostingAddressPort(
      {
        provider: {
          lookup: async () => {
            throw new Error('database not loaded');
          },
        },
        sandbox: false,
      },
      log,
    );
    expect(await failing('198.51.100.7')).toBe(false);
    expect(warnings).toHaveLength(1);
  });
});
