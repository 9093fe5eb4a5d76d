import { describe, expect, it } from 'vitest';
import { validateGa4Body } from '../../testing/stand-ins/ga4-stand-in.js';
import type { ForwardedEvent } from './analytics-forwarder.js';
import { ga4Bodies } from './ga4-payload.js';

const origin = 'https://waypoint.example';
let count = 0;
function stored(extra: Partial<ForwardedEvent> = {}): ForwardedEvent {
  count += 1;
  return {
    id: `00000000-0000-4000-8000-${String(count).padStart(12, '0')}`,
    type: 'page_view',
    name: null,
    label: null,
    path: '/faq',
    title: 'FAQ',
    occurredAt: new Date('2026-11-26T07:00:00Z'),
    userId: null,
    anonymousId: 'aid-1',
    sessionId: 'sid-1',
    dimensions: {
      flow_type: 'none',
      channel_acquisition: 'direct',
      retargeting: 'none',
      isRAF: 'false',
      content_version: 'v1',
    },
    ...extra,
  };
}

describe('ga4Bodies (decision 043)', () => {
  it('one body per visitor and user, 25 events at most, in their order', () => {
    const events = [
      ...Array.from({ length: 27 }, (_, index) => stored({ path: `/a/${index}` })),
      stored({ anonymousId: 'aid-2', userId: '11111111-1111-4111-8111-111111111111' }),
      stored({ anonymousId: null, sessionId: null }),
    ];
    const bodies = ga4Bodies(events, origin);
    expect(bodies.map((body) => [body.client_id, body.user_id, body.events.length])).toEqual([
      ['aid-1', undefined, 25],
      ['aid-1', undefined, 2],
      ['aid-2', '11111111-1111-4111-8111-111111111111', 1],
      [events[28]?.id, undefined, 1],
    ]);
    expect(bodies[1]?.events.map((event) => event.params.page_location)).toEqual([`${origin}/a/25`, `${origin}/a/26`]);
    for (const body of bodies) expect(validateGa4Body(body)).toEqual([]);
  });

  it.each([
    ['a page view', stored(), 'page_view'],
    ['an event keeps its name', stored({ type: 'event', name: 'identity_check_result' }), 'identity_check_result'],
    ['a reserved name gets a prefix', stored({ type: 'event', name: 'session_start' }), 'wp_session_start'],
    ['a reserved prefix gets one too', stored({ type: 'event', name: 'google_thing' }), 'wp_google_thing'],
    ['a long name is cut at 40', stored({ type: 'event', name: 'x'.repeat(60) }), 'x'.repeat(40)],
    ['an event without a name', stored({ type: 'event', name: null }), 'event'],
  ])('%s', (_case, event, name) => {
    const [body] = ga4Bodies([event], origin);
    expect(body?.events[0]?.name).toBe(name);
    expect(validateGa4Body(body ?? {})).toEqual([]);
  });

  it('the custom dimensions, title and label are event parameters; no title or label, no parameter', () => {
    const [body] = ga4Bodies(
      [
        stored({
          type: 'event',
          name: 'flag_evaluation',
          label: 'beta=on',
          title: null,
          path: '/application/US_Review',
        }),
      ],
      origin,
    );
    expect(body?.events[0]).toEqual({
      name: 'flag_evaluation',
      timestamp_micros: Date.parse('2026-11-26T07:00:00Z') * 1000,
      params: {
        page_location: `${origin}/application/US_Review`,
        label: 'beta=on',
        engagement_time_msec: 1,
        flow_type: 'none',
        channel_acquisition: 'direct',
        retargeting: 'none',
        isRAF: 'false',
        content_version: 'v1',
      },
    });
  });
});
