import { describe, expect, it } from 'vitest';
import { instrumentMethods, isTimeout, processMetrics } from './provider-calls.js';

// decision 044: provider calls by outcome, through composition/providers.ts's wrapper.
async function callsOf(provider: string): Promise<Record<string, number>> {
  const metric = await processMetrics.getSingleMetric('waypoint_provider_calls_total')?.get();
  const counts: Record<string, number> = {};
  for (const value of metric?.values ?? [])
    if (value.labels.provider === provider) counts[String(value.labels.outcome)] = value.value;
  return counts;
}

class Bureau {
  readonly bureau = 'Example Bureau';
  #answers = 0;
  async inquire(kind: 'ok' | 'refuse' | 'slow'): Promise<number> {
    if (kind === 'refuse') throw new Error('refused');
    if (kind === 'slow') throw new DOMException('The operation timed out.', 'TimeoutError');
    this.#answers += 1;
    return this.#answers;
  }
  async answers(): Promise<number> {
    return this.#answers;
  }
}

describe('instrumentMethods', () => {
  it('measures the named methods only, keeps the adapter itself as `this`, and passes values and throws through', async () => {
    const bureau = instrumentMethods('test-bureau', new Bureau(), ['inquire']);
    expect(bureau.bureau).toBe('Example Bureau');
    expect(await bureau.inquire('ok')).toBe(1);
    await expect(bureau.inquire('refuse')).rejects.toThrow('refused');
    await expect(bureau.inquire('slow')).rejects.toThrow('timed out');
    expect(await bureau.answers()).toBe(1);
    expect(await callsOf('test-bureau')).toEqual({ ok: 1, error: 1, timeout: 1 });
  });
});

describe('isTimeout', () => {
  it.each([
    ['AbortSignal.timeout', new DOMException('timed out', 'TimeoutError'), true],
    ['an abort', new DOMException('aborted', 'AbortError'), true],
    ['a socket timeout', Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }), true],
    ['undici headers timeout', Object.assign(new Error('x'), { code: 'UND_ERR_HEADERS_TIMEOUT' }), true],
    [
      'fetch failed, caused by a timeout',
      new Error('fetch failed', { cause: new DOMException('t', 'TimeoutError') }),
      true,
    ],
    ['a refusal', Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }), false],
    ['an HTTP 500', new Error('status 500'), false],
    ['not an error', 'timeout', false],
  ])('%s', (_case, error, expected) => {
    expect(isTimeout(error)).toBe(expected);
  });
});
