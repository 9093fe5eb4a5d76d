import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountPart, partLoadOf, type AccountLoadStatus, type PartQuery } from './account-part';

type QueryState = 'answered' | 'loading' | 'failed' | 'waiting' | 'answered, newer failed' | 'failed, asking again';

/** A query as TanStack reports it in each state a part meets. */
function queryIn(state: QueryState): PartQuery & { refetch: ReturnType<typeof vi.fn> } {
  const refetch = vi.fn(() => Promise.resolve());
  switch (state) {
    case 'answered':
      return { data: null, status: 'success', fetchStatus: 'idle', refetch };
    case 'loading':
      return { data: undefined, status: 'pending', fetchStatus: 'fetching', refetch };
    case 'failed':
      return { data: undefined, status: 'error', fetchStatus: 'idle', refetch };
    case 'waiting':
      return { data: undefined, status: 'pending', fetchStatus: 'paused', refetch };
    case 'answered, newer failed':
      return { data: 'kept', status: 'error', fetchStatus: 'idle', refetch };
    case 'failed, asking again':
      return { data: undefined, status: 'error', fetchStatus: 'fetching', refetch };
  }
}

describe("a part's load from its queries (product-rules#user-status)", () => {
  it.each<[QueryState[], AccountLoadStatus]>([
    [['answered'], 'success'],
    [['answered', 'answered'], 'success'],
    [['answered, newer failed'], 'success'],
    [['loading'], 'fetching'],
    [['failed', 'loading'], 'fetching'],
    [['failed, asking again'], 'fetching'],
    [['failed'], 'fail'],
    [['answered', 'failed'], 'fail'],
    [['waiting'], 'idle'],
    [['answered', 'waiting'], 'idle'],
  ])('%j: %s', (states, expected) => {
    expect(partLoadOf(states.map(queryIn)).status).toBe(expected);
  });

  it('retry asks again for the failed queries only', () => {
    const queries = (['answered', 'failed', 'failed'] as const).map(queryIn);
    partLoadOf(queries).retry();
    expect(queries.map((query) => query.refetch.mock.calls.length)).toEqual([0, 1, 1]);
  });
});

describe('AccountPart', () => {
  const content = () => <p>The content</p>;

  it.each<[AccountLoadStatus, string, 'true' | null]>([
    ['idle', 'Loading…', null],
    ['fetching', 'Loading…', 'true'],
    ['success', 'The content', null],
    ['fail', 'We could not load it. Please try again.Try again', null],
  ])('%s shows "%s" under its title, busy: %s', (status, text, busy) => {
    render(
      <AccountPart
        id="part"
        title="A part"
        load={{ status, retry: () => undefined }}
        failureText="We could not load it."
      >
        {content}
      </AccountPart>,
    );
    const part = screen.getByRole('region', { name: 'A part' });
    expect(part.textContent).toBe(`A part${text}`);
    expect(part.getAttribute('aria-busy')).toBe(busy);
  });

  it('"Try again" retries and leaves the focus on the title', async () => {
    const retry = vi.fn();
    render(
      <AccountPart id="part" title="A part" load={{ status: 'fail', retry }} failureText="We could not load it.">
        {content}
      </AccountPart>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'A part' })).toHaveFocus();
  });
});
