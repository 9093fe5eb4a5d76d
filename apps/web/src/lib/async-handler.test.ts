import { afterEach, describe, expect, it, vi } from 'vitest';
import { asyncHandler, reportUnexpected } from './async-handler';

afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('asyncHandler', () => {
  it('passes the event on and returns nothing React could take for a result', async () => {
    const seen: unknown[] = [];
    const handler = asyncHandler(async (event: { type: string }, extra: number) => {
      seen.push(event.type, extra);
    });
    expect(handler({ type: 'submit' }, 2)).toBeUndefined();
    await settle();
    expect(seen).toEqual(['submit', 2]);
  });

  it('reports a rejection as an uncaught error instead of leaving it unhandled', async () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    const failure = new Error('escaped the handler');
    asyncHandler(async () => {
      throw failure;
    })();
    await settle();
    expect(reported).toEqual([failure]);
  });

  it('reports nothing when the handler settles normally', async () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    asyncHandler(async () => 'done')();
    await settle();
    expect(reported).toEqual([]);
  });
});

describe('reportUnexpected', () => {
  it('throws outside any promise where the runtime has no reportError', async () => {
    vi.stubGlobal('reportError', undefined);
    const thrown: unknown[] = [];
    vi.stubGlobal('queueMicrotask', (task: () => void) => {
      try {
        task();
      } catch (error) {
        thrown.push(error);
      }
    });
    const failure = new Error('nobody expected this');
    reportUnexpected(failure);
    expect(thrown).toEqual([failure]);
  });
});
