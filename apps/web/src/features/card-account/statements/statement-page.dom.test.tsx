import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { graphqlData, graphqlRefusal } from '../../../testing/fake-graphql';
import { line, renderPage, statement } from '../card-account-test-kit';
import { StatementPage } from './statement-page';

function open(id: string, answer = () => graphqlData({ myStatement: statement })) {
  return renderPage(
    <StatementPage />,
    {
      MyStatement: answer,
      MyTransactions: () =>
        graphqlData({
          myTransactions: { items: [line({ id: 'tx-1', kind: 'purchase', description: 'Ferry' })], nextCursor: null },
        }),
    },
    { path: `/account/statements/${id}`, route: sitePaths.accountStatement },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StatementPage', () => {
  it('gives the figures as a summary table in a statement’s order', async () => {
    const { api } = open('41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement for October 1 – October 31, 2026' }));
    const rows = within(screen.getByRole('table', { name: 'Statement summary' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Previous balance$100.00',
      'Payments−$100.00$100.00 credit',
      'Other credits−$5.00$5.00 credit',
      'Purchases$520.00',
      'Fees charged$0.00',
      'Interest charged$1.20',
      'New balance$516.20',
      'Minimum payment due$25.00',
      'Payment due dateNovember 26, 2026',
      'Purchase APR24.99%',
      'Cash back earned$15.60',
    ]);
    expect(api.callsTo('MyStatement')[0]?.variables).toEqual({ id: 41 });
  });

  it('lists the statement’s own lines, with its PDF and a Pay button', async () => {
    const { api } = open('41');
    expect(await screen.findByText('Ferry')).toBeInTheDocument();
    expect(api.callsTo('MyTransactions')[0]?.variables).toMatchObject({ statementId: 41, search: null });
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
      'href',
      '/api/v1/card/statements/41.pdf',
    );
    expect(screen.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/account/pay');
    expect(screen.queryByRole('heading', { name: 'Pending' })).not.toBeInTheDocument();
  });

  it.each([
    ['paid on time', true, 'Paid on time: payments received by the due date reached the minimum.'],
    [
      'not yet paid on time',
      false,
      'Not paid on time yet: pay at least $25.00 by 11:59 p.m. Eastern on November 26, 2026.',
    ],
  ])('says whether it was %s', async (_rule, paidOnTime, words) => {
    open('41', () => graphqlData({ myStatement: { ...statement, paidOnTime } }));
    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  it('shows no credit sign on a credit of nothing', async () => {
    open('41', () => graphqlData({ myStatement: { ...statement, paymentsCents: 0 } }));
    expect(await screen.findByRole('row', { name: 'Payments $0.00' })).toBeInTheDocument();
  });

  it('says "Not stated" when the issuer gave no APR', async () => {
    open('41', () => graphqlData({ myStatement: { ...statement, aprBps: null } }));
    expect(await screen.findByRole('row', { name: 'Purchase APR Not stated' })).toBeInTheDocument();
  });

  it('says there is no such statement for another’s or a missing one', async () => {
    open('99', () => graphqlRefusal('NOT_FOUND', 'Not found'));
    expect(await screen.findByText('We could not find this statement.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Transactions on this statement' })).not.toBeInTheDocument();
  });
});
