import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlData, graphqlRefusal } from '../../../testing/fake-graphql';
import { line, payment, renderPage, statement } from '../card-account-test-kit';
import { StatementsPage } from './statements-page';

const balance = { currentBalanceCents: 61_234, availableCreditCents: 38_766, creditLimitCents: 100_000 };

const lines = [
  line({ id: 'tx-1', kind: 'purchase', description: 'Blue Bottle Coffee', amountCents: 450, cashBackCents: 14 }),
  line({ id: 'tx-2', kind: 'payment', description: 'Payment, thank you', amountCents: 2_500 }),
  line({ id: 'tx-3', kind: 'payment_return', description: 'Payment returned: R01', amountCents: 2_500 }),
  line({ id: 'tx-4', kind: 'credit', description: 'Cash back redeemed', amountCents: 1_234 }),
  line({ id: 'tx-5', kind: 'fee', description: 'Returned payment fee', amountCents: 2_500 }),
  line({ id: 'tx-6', kind: 'interest', description: 'Interest on purchases', amountCents: 120 }),
  line({ id: 'tx-7', kind: 'refund', description: 'Shoe Shop', amountCents: 5_000, cashBackCents: -150 }),
];

function handlers(part: Record<string, (variables: Record<string, unknown>) => ReturnType<typeof graphqlData>> = {}) {
  return {
    MyCardBalance: () => graphqlData({ myCardBalance: balance }),
    MyStatements: () =>
      graphqlData({
        myStatements: [
          { ...statement, id: 42, paidOnTime: false, dueDate: '2999-01-05' },
          statement,
          { ...statement, id: 40, paidOnTime: false },
        ],
      }),
    MyTransactions: () => graphqlData({ myTransactions: { items: lines, nextCursor: null } }),
    MyPayments: () =>
      graphqlData({ myPayments: [payment({ id: 301, status: 'pending' }), payment({ id: 302, status: 'posted' })] }),
    ...part,
  };
}

const part = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StatementsPage', () => {
  it('shows the balance, available credit and limit from the issuer', async () => {
    renderPage(<StatementsPage />, handlers());
    const figures = within(part('Your balance'));
    expect(await figures.findByText('$612.34')).toBeInTheDocument();
    expect(figures.getByText('$387.66')).toBeInTheDocument();
    expect(figures.getByText('$1,000.00')).toBeInTheDocument();
  });

  it('says a credit balance as a credit', async () => {
    renderPage(
      <StatementsPage />,
      handlers({ MyCardBalance: () => graphqlData({ myCardBalance: { ...balance, currentBalanceCents: -1_500 } }) }),
    );
    expect(await within(part('Your balance')).findByText('$15.00 credit')).toBeInTheDocument();
  });

  it('lists statements with period, balance, minimum, due date, on-time mark, its page and its PDF', async () => {
    renderPage(<StatementsPage />, handlers());
    const table = await within(part('Statements')).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    // Not paid on time: "Not yet" until the due date has passed, then "No".
    expect(rows.map((row) => row.textContent)).toEqual([
      'October 1 – October 31, 2026$516.20$25.00January 5, 2999Not yetDownload the statement for October 1 – October 31, 2026',
      'October 1 – October 31, 2026$516.20$25.00November 26, 2026YesDownload the statement for October 1 – October 31, 2026',
      'October 1 – October 31, 2026$516.20$25.00November 26, 2026NoDownload the statement for October 1 – October 31, 2026',
    ]);
    const first = rows[1];
    expect(within(first as HTMLElement).getByRole('link', { name: 'October 1 – October 31, 2026' })).toHaveAttribute(
      'href',
      '/account/statements/41',
    );
    expect(within(first as HTMLElement).getByRole('link', { name: /^Download/ })).toHaveAttribute(
      'href',
      '/api/v1/card/statements/41.pdf',
    );
  });

  it('says when there is no statement yet', async () => {
    renderPage(<StatementsPage />, handlers({ MyStatements: () => graphqlData({ myStatements: [] }) }));
    expect(await within(part('Statements')).findByText(/No statements yet/)).toBeInTheDocument();
  });

  it.each([
    ['a purchase by its merchant, with its cash back', 'tx-1', 'Blue Bottle Coffee', '$0.14 cash back', '$4.50'],
    ['a payment as a credit', 'tx-2', 'Payment', null, '$25.00 credit'],
    ['a returned payment as a charge', 'tx-3', 'Payment returned', null, '$25.00'],
    ['a cash back credit', 'tx-4', 'Cash back credit', null, '$12.34 credit'],
    ['a fee', 'tx-5', 'Fee', null, '$25.00'],
    ['interest', 'tx-6', 'Interest', null, '$1.20'],
    [
      'a refund as a credit, with the cash back taken back',
      'tx-7',
      'Refund',
      '$1.50 cash back taken back',
      '$50.00 credit',
    ],
  ])('names %s', async (_rule, id, kind, cashBack, spoken) => {
    renderPage(<StatementsPage />, handlers());
    const list = await within(part('Transactions')).findByRole('list', { name: 'Posted transactions' });
    const index = lines.findIndex((each) => each.id === id);
    const row = within(list).getAllByRole('listitem')[index] as HTMLElement;
    expect(within(row).getByText(kind)).toBeInTheDocument();
    if (cashBack) expect(within(row).getByText(cashBack)).toBeInTheDocument();
    expect(within(row).getByText(spoken)).toBeInTheDocument();
    // A credit shows its minus sign on screen and hides it from screen readers, which read "credit".
    if (spoken.endsWith('credit'))
      expect(within(row).getByText(`−${spoken.replace(' credit', '')}`)).toHaveAttribute('aria-hidden', 'true');
  });

  it('puts the payments still pending on top, and no posted one', async () => {
    renderPage(<StatementsPage />, handlers());
    const region = part('Transactions');
    const heading = await within(region).findByRole('heading', { name: 'Pending' });
    const pending = within(heading.nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(pending.map((each) => each.textContent)).toEqual([
      'Nov 28Payment from First Platypus Bank checking ending 0000Payment · Pending−$25.00$25.00 credit',
    ]);
  });

  it('searches once the typing pauses, and hides the pending payments while searching', async () => {
    const { api, user } = renderPage(
      <StatementsPage />,
      handlers({
        MyTransactions: (variables) =>
          graphqlData({
            myTransactions: { items: variables.search ? [lines[0]] : lines, nextCursor: null },
          }),
      }),
    );
    const box = await screen.findByRole('searchbox', { name: 'Search transactions' });
    await user.type(box, 'coffee');
    expect(await screen.findByRole('list', { name: 'Transactions matching “coffee”' })).toBeInTheDocument();
    const searches = api.callsTo('MyTransactions').map((call) => call.variables.search);
    expect(searches).toEqual([null, 'coffee']);
    expect(screen.queryByRole('heading', { name: 'Pending' })).not.toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('says when nothing matches the search', async () => {
    const { user } = renderPage(
      <StatementsPage />,
      handlers({
        MyTransactions: (variables) =>
          graphqlData({ myTransactions: { items: variables.search ? [] : lines, nextCursor: null } }),
      }),
    );
    await user.type(await screen.findByRole('searchbox', { name: 'Search transactions' }), 'zzz');
    expect(await screen.findByText('No transactions match “zzz”.')).toBeInTheDocument();
  });

  it('shows more with the last page’s cursor, and no button on the last page', async () => {
    const { api, user } = renderPage(
      <StatementsPage />,
      handlers({
        MyTransactions: (variables) =>
          graphqlData({
            myTransactions:
              variables.after === 'cursor-2'
                ? { items: [line({ id: 'tx-9', kind: 'purchase', description: 'Older lunch' })], nextCursor: null }
                : { items: lines, nextCursor: 'cursor-2' },
          }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Older lunch')).toBeInTheDocument();
    expect(screen.getAllByText('Blue Bottle Coffee')).toHaveLength(1);
    expect(api.callsTo('MyTransactions').map((call) => call.variables.after)).toEqual([null, 'cursor-2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('fails one part alone, with its own Try again', async () => {
    renderPage(
      <StatementsPage />,
      handlers({ MyStatements: () => graphqlRefusal('INTERNAL_SERVER_ERROR', 'Internal server error', 500) }),
    );
    expect(
      await within(part('Statements')).findByText('We could not load your statements. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(part('Your balance')).getByText('$612.34')).toBeInTheDocument());
  });
});
