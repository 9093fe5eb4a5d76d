import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import { CreditLimitPage } from './credit-limit-page';

const activeAccount = {
  status: 'open',
  creditLimitCents: 250_000,
  aprBps: 2_499,
  card: { status: 'active', lastFour: '4242' },
};
const request = (changes: Record<string, unknown>) => ({
  id: 1,
  status: 'approved',
  currentLimitCents: 250_000,
  requestedLimitCents: 300_000,
  approvedLimitCents: 300_000,
  declineReasons: [],
  createdAt: '2026-11-28T15:00:00.000Z',
  decidedAt: '2026-11-28T15:00:00.000Z',
  ...changes,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(handlers: Record<string, GraphqlHandler>) {
  const api = fakeGraphqlServer(handlers);
  vi.stubGlobal('fetch', api.fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CreditLimitPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

const state =
  (myCard: unknown, requests: unknown[] = []) =>
  () =>
    graphqlData({ myCard, myCreditLimitIncreaseRequests: requests });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { income: string; housing: string; limit?: string },
) {
  await user.type(await screen.findByLabelText(/Your yearly income/), values.income);
  await user.type(screen.getByLabelText(/Your monthly rent or mortgage/), values.housing);
  if (values.limit) await user.type(screen.getByLabelText(/The limit you would like/), values.limit);
}

describe('the limit now and who may ask', () => {
  it.each<[string, unknown, unknown[], string]>([
    ['a card not active', { ...activeAccount, card: { status: 'locked', lastFour: '4242' } }, [], 'Activate your card'],
    ['a closed account', { ...activeAccount, status: 'closed' }, [], 'Your account is closed'],
    [
      'a request waiting for staff',
      activeAccount,
      [request({ status: 'referred', approvedLimitCents: null, decidedAt: null })],
      'You already have a request waiting',
    ],
    ['no card yet', null, [], 'once you have a card'],
  ])('%s: no form, says so', async (_name, myCard, requests, words) => {
    renderPage({ CreditLimitState: state(myCard, requests) });
    expect(await screen.findByText(new RegExp(words))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a higher limit' })).not.toBeInTheDocument();
  });

  it('shows the limit and APR, and the form for an active card', async () => {
    renderPage({ CreditLimitState: state(activeAccount) });
    const now = await screen.findByRole('region', { name: 'Your limit now' });
    expect(now).toHaveTextContent('Credit limit$2,500.00');
    expect(now).toHaveTextContent('Purchase APR24.99%');
    expect(screen.getByText(/count only your own income/)).toBeInTheDocument();
  });
});

describe('asking', () => {
  it('checks each field beside it and sends nothing', async () => {
    const { api, user } = renderPage({ CreditLimitState: state(activeAccount) });
    await fill(user, { income: 'lots', housing: '1200', limit: '2550' });
    await user.click(screen.getByRole('button', { name: 'Ask for a higher limit' }));
    expect(screen.getByLabelText(/Your yearly income/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter your yearly income in whole dollars.'),
    );
    expect(screen.getByLabelText(/The limit you would like/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number of hundreds of dollars.'),
    );
    expect(api.calls.filter((call) => call.operationName === 'RequestCreditLimitIncrease')).toEqual([]);
  });

  it.each<[string, ReturnType<typeof request>, string[]]>([
    ['approved', request({}), ['Approved: your new limit is $3,000.00 (it was $2,500.00). Your APR stays the same.']],
    [
      'referred',
      request({ status: 'referred', approvedLimitCents: null, decidedAt: null }),
      ['Our team is looking at your request.'],
    ],
    [
      'declined with reasons',
      request({
        status: 'declined',
        approvedLimitCents: null,
        declineReasons: ['Your income does not support the minimum payment of a higher limit after your housing cost.'],
      }),
      ['We could not raise your limit of $2,500.00', 'Your income does not support the minimum payment'],
    ],
  ])('answers at once on the page: %s', async (_name, answer, words) => {
    // The account is read again after the answer, with the request in it: the answer stays on the page.
    let asked = false;
    const { api, user } = renderPage({
      CreditLimitState: () => state(activeAccount, asked ? [answer] : [])(),
      RequestCreditLimitIncrease: () => {
        asked = true;
        return graphqlData({ requestCreditLimitIncrease: answer });
      },
    });
    await fill(user, { income: '90,000', housing: '1500', limit: '3000' });
    await user.click(screen.getByRole('button', { name: 'Ask for a higher limit' }));
    await screen.findByRole('region', { name: 'Your requests' });
    // The answer, announced in the form's place, beside the list that now holds the request.
    const alert = screen.getAllByRole('status').find((element) => element.textContent?.includes(words[0] ?? ''));
    for (const word of words) expect(alert).toHaveTextContent(word);
    expect(api.calls.find((call) => call.operationName === 'RequestCreditLimitIncrease')?.variables).toEqual({
      annualIncome: 90_000,
      monthlyHousingCost: 1_500,
      requestedLimit: 3_000,
    });
  });

  it('an empty limit asks for as high as we can', async () => {
    const { api, user } = renderPage({
      CreditLimitState: state(activeAccount),
      RequestCreditLimitIncrease: () => graphqlData({ requestCreditLimitIncrease: request({}) }),
    });
    await fill(user, { income: '90000', housing: '0' });
    await user.click(screen.getByRole('button', { name: 'Ask for a higher limit' }));
    await screen.findByText(/Approved/);
    expect(api.calls.at(-2)?.variables).toMatchObject({ requestedLimit: null });
  });

  it('a refusal (too soon) is said in the server’s words', async () => {
    const { user } = renderPage({
      CreditLimitState: state(activeAccount),
      RequestCreditLimitIncrease: () =>
        graphqlRefusal(
          'LIMIT_REQUEST_TOO_SOON',
          'You can ask for a higher limit again from 2027-02-26, 90 days after our last answer.',
        ),
    });
    await fill(user, { income: '90000', housing: '1500' });
    await user.click(screen.getByRole('button', { name: 'Ask for a higher limit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can ask for a higher limit again from 2027-02-26');
  });
});

describe('the requests made', () => {
  it('lists them newest first with their outcome and reasons', async () => {
    renderPage({
      CreditLimitState: state(activeAccount, [
        request({ id: 2 }),
        request({
          id: 1,
          status: 'declined',
          requestedLimitCents: null,
          approvedLimitCents: null,
          createdAt: '2026-08-01T15:00:00.000Z',
          declineReasons: ['Under 21, only your own income counts, and you gave none.'],
        }),
      ]),
    });
    const history = await screen.findByRole('region', { name: 'Your requests' });
    const items = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === history.querySelector('ul'));
    expect(items[0]).toHaveTextContent('November 28, 2026: A limit of $3,000.00');
    expect(items[1]).toHaveTextContent('August 1, 2026: As high as you can');
    expect(items[1]).toHaveTextContent('Under 21, only your own income counts');
  });
});
