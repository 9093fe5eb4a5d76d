import { describe, expect, it } from 'vitest';
import type { CollectorBatch, CollectorEvent } from '@waypoint/domain/analytics/collector-batch';
import { createAnalyticsQueue } from './analytics-queue';

const event = (path: string): CollectorEvent => ({
  type: 'page_view',
  path,
  occurredAt: '2026-12-01T10:00:00.000Z',
  dimensions: {
    flow_type: 'none',
    channel_acquisition: 'direct',
    retargeting: 'none',
    isRAF: 'false',
    content_version: 'v',
  },
});

function harness(options: { maxBatch?: number; sessionHash?: string } = {}) {
  const sent: { batch: CollectorBatch; leaving: boolean }[] = [];
  const timers: (() => void)[] = [];
  const queue = createAnalyticsQueue({
    transport: (batch, leaving) => sent.push({ batch, leaving }),
    maxBatch: options.maxBatch ?? 3,
    delayMs: 2000,
    sessionHash: () => options.sessionHash,
    schedule: (run) => timers.push(run),
    cancel: () => undefined,
  });
  const fireTimers = () => timers.splice(0).forEach((run) => run());
  return { queue, sent, timers, fireTimers };
}

describe('analytics queue batching', () => {
  it('waits for the delay, then sends what gathered as one batch', () => {
    const { queue, sent, timers, fireTimers } = harness();
    queue.add(event('/'));
    queue.add(event('/faq'));
    expect(sent).toHaveLength(0);
    expect(timers).toHaveLength(1);
    fireTimers();
    expect(sent).toEqual([{ batch: { events: [event('/'), event('/faq')] }, leaving: false }]);
  });

  it('sends at once when a full batch waits', () => {
    const { queue, sent } = harness({ maxBatch: 2 });
    queue.add(event('/a'));
    queue.add(event('/b'));
    expect(sent.map(({ batch }) => batch.events.length)).toEqual([2]);
    expect(queue.pending()).toBe(0);
  });

  it('splits what waits on leaving into batches no bigger than the limit, marked as leaving', () => {
    const { queue, sent } = harness({ maxBatch: 10 });
    for (let index = 0; index < 5; index += 1) queue.add(event(`/${index}`));
    queue.flush(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.leaving).toBe(true);
    expect(sent[0]?.batch.events).toHaveLength(5);
  });

  it('sends nothing when nothing waits', () => {
    const { queue, sent } = harness();
    queue.flush(true);
    expect(sent).toHaveLength(0);
  });

  it('carries a landing address once, even without events (sign-up pages send no page view)', () => {
    const { queue, sent, fireTimers } = harness();
    queue.land('/user/signup?gclid=abc');
    queue.land('/?cmpid=later');
    fireTimers();
    expect(sent).toEqual([{ batch: { events: [], landing: '/user/signup?gclid=abc' }, leaving: false }]);
  });

  it('adds the session hash at send time, so the server can attach the user', () => {
    const { queue, sent, fireTimers } = harness({ sessionHash: 'hash-1' });
    queue.add(event('/'));
    fireTimers();
    expect(sent[0]?.batch.sessionHash).toBe('hash-1');
  });
});
