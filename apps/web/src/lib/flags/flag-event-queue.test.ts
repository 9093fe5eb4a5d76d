import { describe, expect, it } from 'vitest';
import { FlagEventQueue, type FlagEvaluationEvent } from './flag-event-queue';

const event = (index: number): FlagEvaluationEvent => ({
  flagKey: 'plaidSplitVersion',
  variant: index % 2 === 0 ? 'A' : 'B',
  reason: 'SPLIT',
  occurredAt: '2026-11-23T00:00:00.000Z',
});
const bytesOf = (value: FlagEvaluationEvent) => new TextEncoder().encode(JSON.stringify(value)).length + 1;

describe('FlagEventQueue', () => {
  it('sends nothing below the limit, and everything once the limit is reached', () => {
    const sent: FlagEvaluationEvent[][] = [];
    const perEvent = bytesOf(event(0));
    const queue = new FlagEventQueue((events) => sent.push(events), perEvent * 3);
    queue.add(event(0));
    queue.add(event(1));
    expect(sent).toEqual([]);
    queue.add(event(2));
    expect(sent).toEqual([[event(0), event(1), event(2)]]);
    expect(queue.size).toEqual({ events: 0, bytes: 0 });
  });

  it('sends at 5 MB by default (product-rules#feature-flags)', () => {
    const sent: number[] = [];
    const queue = new FlagEventQueue((events) => sent.push(events.length));
    const perEvent = bytesOf(event(0));
    const needed = Math.ceil((5 * 1024 * 1024) / perEvent);
    for (let index = 0; index < needed - 1; index += 1) queue.add(event(0));
    expect(sent).toEqual([]);
    queue.add(event(0));
    expect(sent).toEqual([needed]);
  });

  it('sends what is waiting when asked (page hidden), and nothing when empty', () => {
    const sent: FlagEvaluationEvent[][] = [];
    const queue = new FlagEventQueue((events) => sent.push(events));
    queue.flush();
    expect(sent).toEqual([]);
    queue.add(event(0));
    queue.flush();
    expect(sent).toEqual([[event(0)]]);
  });
});
