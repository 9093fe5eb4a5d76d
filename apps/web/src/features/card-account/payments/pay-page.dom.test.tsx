import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  graphqlData,
  graphqlRefusal,
  type GraphqlAnswer,
  type GraphqlHandler,
} from '../../../testing/fake-graphql';
import { checking, clientSettings, options, payment, renderPage, savings } from '../card-account-test-kit';
import { PayPage } from './pay-page';

const noAnswer: GraphqlHandler = () => {
  throw new TypeError('Failed to fetch');
};

function openPay(handlers: Record<string, GraphqlHandler> = {}, mode: 'sandbox' | 'unavailable' = 'sandbox') {
  return renderPage(
    <PayPage />,
    {
      MyPaymentOptions: () => graphqlData({ myPaymentOptions: options }),
      MyPaymentBankAccounts: () => graphqlData({ myPaymentBankAccounts: [checking] }),
      MakeCardPayment: () => graphqlData({ makeCardPayment: payment() }),
      ...handlers,
    },
    { routes: clientSettings(mode) },
  );
}

async function reviewMinimum(user: ReturnType<typeof openPay>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'Minimum payment: $25.00' }));
  await user.click(screen.getByRole('button', { name: 'Review payment' }));
  await screen.findByRole('heading', { name: 'Review your payment' });
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PayPage', () => {
  it('offers each amount with its figure, and when a payment made now counts as received', async () => {
    openPay();
    const amount = await screen.findByRole('group', { name: 'Amount' });
    expect(
      within(amount)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['minimum', 'statementBalance', 'currentBalance', 'other']);
    expect(within(amount).getByRole('radio', { name: 'Minimum payment: $25.00' })).toHaveAccessibleDescription(
      'Due December 26, 2026',
    );
    expect(within(amount).getByRole('radio', { name: 'Statement balance: $516.20' })).toBeInTheDocument();
    expect(within(amount).getByRole('radio', { name: 'Current balance: $612.34' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Now' })).toHaveAccessibleDescription(
      'Counts as received today, November 28, 2026, when made by 11:59 p.m. Eastern.',
    );
    // The one linked account is chosen already.
    expect(screen.getByRole('radio', { name: 'First Platypus Bank checking ending 0000' })).toBeChecked();
  });

  it('shows what is wrong beside the field and sends nothing', async () => {
    const { api, user } = openPay();
    await user.click(await screen.findByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount to pay, in US dollars' }), '0.50');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(screen.getByRole('textbox', { name: 'Amount to pay, in US dollars' })).toHaveAccessibleDescription(
      'From $1.00 to your current balance, $612.34. Error: The smallest payment is $1.00.',
    );
    expect(screen.getByRole('textbox', { name: 'Amount to pay, in US dollars' })).toHaveFocus();
    expect(api.callsTo('MakeCardPayment')).toHaveLength(0);
  });

  it('reviews, then pays once with a key made when the review opened, and shows the receipt', async () => {
    const { api, user } = openPay();
    await reviewMinimum(user);
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('Today, November 28, 2026, when made by 11:59 p.m. Eastern')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment made' })).toHaveFocus();
    const [call] = api.callsTo('MakeCardPayment');
    expect(call?.variables).toEqual({
      idempotencyKey: expect.stringMatching(uuid),
      bankAccountId: 7,
      amountChoice: 'minimum',
      amountCents: null,
      scheduledFor: null,
    });
    const receipt = within(screen.getByRole('region', { name: 'Payment made' }));
    expect(receipt.getByText('Pending')).toBeInTheDocument();
    expect(receipt.getByText('November 28, 2026')).toBeInTheDocument();
    expect(receipt.getByText(/counts as received on November 28, 2026/)).toBeInTheDocument();
  });

  it('sends one payment for a double click: the button is disabled while it is out', async () => {
    const answer = deferred<GraphqlAnswer>();
    const { api, user } = openPay({ MakeCardPayment: () => answer.promise });
    await reviewMinimum(user);
    const confirm = screen.getByRole('button', { name: 'Confirm payment' });
    await user.dblClick(confirm);
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();
    answer.resolve(graphqlData({ makeCardPayment: payment() }));
    await screen.findByRole('heading', { name: 'Payment made' });
    expect(api.callsTo('MakeCardPayment')).toHaveLength(1);
  });

  it('sends the same key again after no answer came, and a new review makes a new key', async () => {
    let answers = 0;
    const { api, user } = openPay({
      MakeCardPayment: (variables) => {
        answers += 1;
        return answers === 1 ? noAnswer(variables) : graphqlData({ makeCardPayment: payment() });
      },
    });
    await reviewMinimum(user);
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the bank to make the payment. Press Confirm payment again: you will pay once.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await screen.findByRole('heading', { name: 'Payment made' });
    const [first, second] = api.callsTo('MakeCardPayment').map((call) => call.variables.idempotencyKey);
    expect(first).toMatch(uuid);
    expect(second).toBe(first);
  });

  it('makes a new key when the review opens again after a change', async () => {
    const { api, user } = openPay({ MakeCardPayment: noAnswer });
    await reviewMinimum(user);
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(await screen.findByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(api.callsTo('MakeCardPayment')).toHaveLength(2));
    const [first, second] = api.callsTo('MakeCardPayment').map((call) => call.variables.idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('schedules a later day, and the receipt says when it is sent', async () => {
    const { api, user } = openPay({
      MakeCardPayment: () =>
        graphqlData({ makeCardPayment: payment({ status: 'scheduled', creditDate: '2026-12-20' }) }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Statement balance: $516.20' }));
    await user.click(screen.getByRole('radio', { name: 'On a later date' }));
    await user.type(screen.getByLabelText('Pay on'), '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText('December 20, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment scheduled' })).toBeInTheDocument();
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(api.callsTo('MakeCardPayment')[0]?.variables).toMatchObject({
      amountChoice: 'statementBalance',
      scheduledFor: '2026-12-20',
    });
  });

  it.each([
    [
      'a field the server refused, beside the field',
      graphqlRefusal('BAD_USER_INPUT', 'Choose a day within the next 60 days.'),
      'scheduledFor',
    ],
    ['nothing to pay, at the amount', graphqlRefusal('NOTHING_TO_PAY', 'There is nothing to pay.'), 'amountChoice'],
  ])('shows %s back on the form', async (_rule, refusal, field) => {
    const withFields =
      field === 'scheduledFor'
        ? {
            ...refusal,
            body: {
              errors: [
                {
                  message: 'Choose a day within the next 60 days.',
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    fieldErrors: [{ field: 'scheduledFor', message: 'Choose a day within the next 60 days.' }],
                  },
                },
              ],
            },
          }
        : refusal;
    const { user } = openPay({ MakeCardPayment: () => withFields });
    await user.click(await screen.findByRole('radio', { name: 'Minimum payment: $25.00' }));
    if (field === 'scheduledFor') {
      await user.click(screen.getByRole('radio', { name: 'On a later date' }));
      await user.type(screen.getByLabelText('Pay on'), '2027-01-20');
    }
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
    const form = await screen.findByRole('form', { name: 'Make a payment' });
    if (field === 'scheduledFor') {
      expect(within(form).getByLabelText('Pay on')).toHaveAccessibleDescription(
        'The payment counts as received on that day. Error: Choose a day within the next 60 days.',
      );
    } else {
      expect(within(form).getByRole('group', { name: 'Amount' })).toHaveAccessibleDescription(
        'Error: There is nothing to pay.',
      );
    }
  });

  it('links a bank account in the sandbox’s Link and chooses it', async () => {
    const { api, user } = renderPage(
      <PayPage />,
      {
        MyPaymentOptions: () => graphqlData({ myPaymentOptions: options }),
        MyPaymentBankAccounts: () => graphqlData({ myPaymentBankAccounts: [] }),
        CreatePaymentLinkToken: () => graphqlData({ createPaymentLinkToken: 'link-sandbox-1' }),
        LinkPaymentBankAccount: () => graphqlData({ linkPaymentBankAccount: savings }),
      },
      {
        routes: {
          ...clientSettings('sandbox'),
          '/sandbox/plaid/link/institutions': () => ({ body: { institutions: [{ id: 'ins_1', name: 'Platypus' }] } }),
          '/sandbox/plaid/link/session/login': () => ({
            body: { accounts: [{ id: 'acc-savings', name: 'Plaid Saving', mask: '1111', subtype: 'savings' }] },
          }),
          '/sandbox/plaid/link/session/complete': () => ({
            body: { publicToken: 'public-sandbox-1', institutionName: 'Platypus', linkSessionId: 's-1' },
          }),
        },
      },
    );
    expect(await screen.findByText('Link the bank account you want to pay from.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link a bank account' }));
    await user.click(await screen.findByRole('button', { name: 'Platypus' }));
    await user.type(screen.getByLabelText('Username'), 'user_good');
    await user.type(screen.getByLabelText('Password'), 'pass_good');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Plaid Saving ending 1111' }));
    expect(await screen.findByRole('radio', { name: 'First Platypus Bank savings ending 1111' })).toBeChecked();
    expect(api.callsTo('LinkPaymentBankAccount')[0]?.variables).toEqual({
      publicToken: 'public-sandbox-1',
      plaidAccountId: 'acc-savings',
    });
  });

  it('says so when there is no card account', async () => {
    openPay({ MyPaymentOptions: () => graphqlData({ myPaymentOptions: null }) });
    expect(await screen.findByText('You do not have a card account yet.')).toBeInTheDocument();
  });
});
