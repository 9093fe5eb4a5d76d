import { describe, expect, it } from 'vitest';
import { unknownIpInsights, type IpInsights } from './ip-insights-provider.js';
import { rememberedIpInsights } from './remembered-ip-insights.js';

/** A provider that names each answer by the address and the how-many-th lookup it was. */
function countingProvider(failFirst = 0) {
  const asked: string[] = [];
  return {
    asked,
    provider: {
      async lookup(ip: string): Promise<IpInsights> {
        asked.push(ip);
        if (asked.length <= failFirst) throw new Error('database fault');
        return { ...unknownIpInsights, isp: `${ip} #${asked.length}` };
      },
    },
  };
}

describe('rememberedIpInsights', () => {
  it.each([
    ['at once', 0, 1],
    ['ten minutes later', 600_000, 1],
    ['past ten minutes', 600_001, 2],
  ])('the same address again %s asks the provider %s time(s) in all', async (_when, elapsedMs, lookups) => {
    let now = 1_000_000;
    const { asked, provider } = countingProvider();
    const remembered = rememberedIpInsights(provider, () => now);
    const first = await remembered.lookup('8.8.8.8');
    now += elapsedMs;
    const second = await remembered.lookup('8.8.8.8');
    expect(asked).toHaveLength(lookups);
    expect(second.isp).toBe(lookups === 1 ? first.isp : '8.8.8.8 #2');
  });

  it('keeps each address apart', async () => {
    const { asked, provider } = countingProvider();
    const remembered = rememberedIpInsights(provider);
    expect((await remembered.lookup('8.8.8.8')).isp).toBe('8.8.8.8 #1');
    expect((await remembered.lookup('1.1.1.1')).isp).toBe('1.1.1.1 #2');
    expect((await remembered.lookup('8.8.8.8')).isp).toBe('8.8.8.8 #1');
    expect(asked).toEqual(['8.8.8.8', '1.1.1.1']);
  });

  it('does not keep a failed lookup: the next request asks again', async () => {
    const { asked, provider } = countingProvider(1);
    const remembered = rememberedIpInsights(provider);
    await expect(remembered.lookup('8.8.8.8')).rejects.toThrow('database fault');
    expect((await remembered.lookup('8.8.8.8')).isp).toBe('8.8.8.8 #2');
    expect(asked).toHaveLength(2);
  });

  it('holds at most 4,096 addresses and drops the least recently looked up first', async () => {
    const { asked, provider } = countingProvider();
    const remembered = rememberedIpInsights(provider);
    for (let host = 0; host < 4_096; host += 1) await remembered.lookup(`10.0.${host >> 8}.${host & 0xff}`);
    await remembered.lookup('10.0.0.0'); // looked up again: now the most recent
    await remembered.lookup('192.0.2.1'); // one more: 10.0.0.1 goes
    const before = asked.length;
    await remembered.lookup('10.0.0.0');
    expect(asked).toHaveLength(before);
    await remembered.lookup('10.0.0.1');
    expect(asked).toHaveLength(before + 1);
  });
});
