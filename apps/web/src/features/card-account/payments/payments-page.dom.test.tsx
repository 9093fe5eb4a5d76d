import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStepUpAsker } from '../../../lib/step-up/step-up-gate';
import { graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import type { Autopay } from '../autopay/api/autopay';
import { checking, clientSettings, payment, renderPage, savings } from '../card-account-test-kit';
import type { NoticePreference } from '../notices/api/notice-preferences';
import { PaymentsPage } from './payments-page';

const preferences: NoticePreference[] = [
  { kind: 'statementReady', enabled: true, required: true },
  { kind: 'paymentDue', enabled: true, required: false },
  { kind: 'paymentReceived', enabled: false, required: false },
  { kind: 'paymentReturned', enabled: true, required: true },
  { kind: 'autopayScheduled', enabled: true, required: true },
];

const autopay: Autopay = {
  amountChoice: 'minimum',
  fixedAmountCents: null,
  bankAccount: checking,
  nextPaymentDate: '2026-12-26',
};

const payments = [
  payment({ id: 1, status: 'scheduled', creditDate: '2026-12-20' }),
  payment({ id: 2, status: 'pending' }),
  payment({ id: 3, status: 'posted', creditDate: '2026-11-01' }),
  payment({
    id: 4,
    status: 'returned',
    creditDate: '2026-10-20',
    returnCode: 'R01',
    returnReason: 'Not enough money in the account',
  }),
  payment({ id: 5, status: 'canceled', creditDate: '2026-10-10', autopay: true, amountChoice: 'autopay' }),
  payment({ id: 6, status: 'failed', creditDate: '2026-10-01' }),
];

function openPayments(handlers: Record<string, GraphqlHandler> = {}) {
  return renderPage(
    <PaymentsPage />,
    {
      MyPayments: () => graphqlData({ myPayments: payments }),
      MyAutopay: () => graphqlData({ myAutopay: null }),
      MyPaymentBankAccounts: () => graphqlData({ myPaymentBankAccounts: [checking, savings] }),
      MyCardNoticePreferences: () => graphqlData({ myCardNoticePreferences: preferences }),
      ...handlers,
    },
    { routes: clientSettings('sandbox') },
  );
}

const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentsPage: payments', () => {
  it.each([
    [1, 'Scheduled', true],
    [2, 'Pending', true],
    [3, 'Posted', false],
    [4, 'Returned: Not enough money in the account', false],
    [5, 'Canceled', false],
    [6, 'Not made: we could not send it to your bank', false],
  ])('payment %i says %s, cancelable: %s', async (id, words, cancelable) => {
    openPayments();
    const list = await within(region('Payments')).findByRole('list', { name: 'Your payments' });
    const row = within(list).getAllByRole('listitem')[id - 1] as HTMLElement;
    expect(within(row).getByText(words)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Cancel/ }) !== null).toBe(cancelable);
  });

  it('names autopay’s payments', async () => {
    openPayments();
    expect(
      await within(region('Payments')).findByText('Autopay from First Platypus Bank checking ending 0000'),
    ).toBeInTheDocument();
  });

  it('cancels a scheduled payment and shows the list as the server has it', async () => {
    let canceled = false;
    const { api, user } = openPayments({
      MyPayments: () =>
        graphqlData({ myPayments: canceled ? [payment({ id: 1, status: 'canceled' })] : payments.slice(0, 1) }),
      CancelCardPayment: () => {
        canceled = true;
        return graphqlData({ cancelCardPayment: payment({ id: 1, status: 'canceled' }) });
      },
    });
    await user.click(
      await within(region('Payments')).findByRole('button', { name: 'Cancel the payment of December 20, 2026' }),
    );
    expect(await within(region('Payments')).findByText('Canceled')).toBeInTheDocument();
    expect(api.callsTo('CancelCardPayment')[0]?.variables).toEqual({ id: 1 });
  });

  it('says why a cancel was refused', async () => {
    const { user } = openPayments({
      CancelCardPayment: () => graphqlRefusal('PAYMENT_NOT_CANCELABLE', 'The bank has already sent this payment.'),
    });
    await user.click(
      await within(region('Payments')).findByRole('button', { name: 'Cancel the payment of December 20, 2026' }),
    );
    expect(await within(region('Payments')).findByRole('alert')).toHaveTextContent(
      'The bank has already sent this payment.',
    );
  });
});

describe('PaymentsPage: autopay', () => {
  it('turns autopay on for a fixed amount from the chosen account, with the Reg E words', async () => {
    const { api, user } = openPayments({
      SetAutopay: () =>
        graphqlData({
          setAutopay: { ...autopay, amountChoice: 'fixed', fixedAmountCents: 5_000, bankAccount: savings },
        }),
    });
    const panel = within(await screen.findByRole('region', { name: 'Autopay' }));
    expect(await panel.findByText(/Autopay is off/)).toBeInTheDocument();
    expect(
      panel.getByText(/we e-mail you the amount and the day at least 10 days before each payment/),
    ).toBeInTheDocument();
    await user.click(panel.getByRole('radio', { name: 'First Platypus Bank savings ending 1111' }));
    await user.click(panel.getByRole('radio', { name: 'A fixed amount' }));
    await user.type(panel.getByRole('textbox', { name: 'Fixed amount, in US dollars' }), '50');
    await user.click(panel.getByRole('button', { name: 'Turn on autopay' }));
    expect(await panel.findByText('Autopay is on.')).toBeInTheDocument();
    expect(panel.getByText('$50.00 each month (never more than the statement balance)')).toBeInTheDocument();
    expect(panel.getByText('On the due date, December 26, 2026')).toBeInTheDocument();
    expect(api.callsTo('SetAutopay')[0]?.variables).toEqual({
      bankAccountId: 8,
      amountChoice: 'fixed',
      fixedAmountCents: 5_000,
    });
  });

  it.each([
    ['no bank account chosen', null, 'minimum', '', 'Choose the bank account autopay pays from.'],
    ['a fixed amount missing', 7, 'fixed', '', 'Enter the amount autopay pays.'],
    ['a fixed amount under $1', 7, 'fixed', '0.99', 'The smallest autopay amount is $1.00.'],
    ['a fixed amount not in dollars', 7, 'fixed', 'ten', 'Enter the amount in dollars and cents, like 50.00.'],
  ])('refuses %s beside the field', async (_rule, account, choice, typed, words) => {
    const { api, user } = openPayments();
    const panel = within(await screen.findByRole('region', { name: 'Autopay' }));
    await panel.findByText(/Autopay is off/);
    if (account) await user.click(panel.getByRole('radio', { name: 'First Platypus Bank checking ending 0000' }));
    if (choice === 'fixed') {
      await user.click(panel.getByRole('radio', { name: 'A fixed amount' }));
      if (typed) await user.type(panel.getByRole('textbox', { name: 'Fixed amount, in US dollars' }), typed);
    }
    await user.click(panel.getByRole('button', { name: 'Turn on autopay' }));
    expect(panel.getByText(words)).toBeInTheDocument();
    expect(api.callsTo('SetAutopay')).toHaveLength(0);
  });

  it('shows autopay as set and turns it off', async () => {
    const { api, user } = openPayments({
      MyAutopay: () => graphqlData({ myAutopay: autopay }),
      TurnOffAutopay: () => graphqlData({ turnOffAutopay: true }),
    });
    const panel = within(await screen.findByRole('region', { name: 'Autopay' }));
    expect(await panel.findByText('The minimum payment due')).toBeInTheDocument();
    expect(panel.getByText('First Platypus Bank checking ending 0000')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Turn off autopay' }));
    expect(await panel.findByText(/Autopay is off/)).toBeInTheDocument();
    expect(api.callsTo('TurnOffAutopay')).toHaveLength(1);
  });
});

describe('PaymentsPage: notices', () => {
  it.each([
    ['statementReady', 'Statement ready', true, /delivered online/],
    ['paymentDue', 'Payment due reminder', false, null],
    ['paymentReceived', 'Payment received', false, null],
    ['paymentReturned', 'Payment returned', true, /Cardholder Agreement/],
    ['autopayScheduled', 'Autopay scheduled', true, /at least 10 days ahead/],
  ])('%s: required ones are on, disabled and say why', async (_kind, name, required, why) => {
    openPayments();
    const box = await within(region('E-mail notices')).findByRole('checkbox', { name });
    expect((box as HTMLInputElement).disabled).toBe(required);
    if (why) expect(box).toHaveAccessibleDescription(why);
    if (required) expect(box).toBeChecked();
  });

  it('asks again after autopay changes: the autopay notice is required for an amount that varies', async () => {
    let autopayOn = false;
    const { user } = openPayments({
      MyAutopay: () => graphqlData({ myAutopay: autopayOn ? autopay : null }),
      MyCardNoticePreferences: () =>
        graphqlData({
          myCardNoticePreferences: preferences.map((each) =>
            each.kind === 'autopayScheduled' ? { ...each, required: autopayOn } : each,
          ),
        }),
      SetAutopay: () => {
        autopayOn = true;
        return graphqlData({ setAutopay: autopay });
      },
    });
    const notices = within(region('E-mail notices'));
    expect(await notices.findByRole('checkbox', { name: 'Autopay scheduled' })).toBeEnabled();
    const panel = within(region('Autopay'));
    await user.click(panel.getByRole('radio', { name: 'First Platypus Bank checking ending 0000' }));
    await user.click(panel.getByRole('button', { name: 'Turn on autopay' }));
    await waitFor(() => expect(notices.getByRole('checkbox', { name: 'Autopay scheduled' })).toBeDisabled());
  });

  it('turns an optional notice on', async () => {
    const { api, user } = openPayments({
      SetCardNoticePreference: () =>
        graphqlData({
          setCardNoticePreference: preferences.map((each) =>
            each.kind === 'paymentReceived' ? { ...each, enabled: true } : each,
          ),
        }),
    });
    await user.click(await within(region('E-mail notices')).findByRole('checkbox', { name: 'Payment received' }));
    await waitFor(() =>
      expect(within(region('E-mail notices')).getByRole('checkbox', { name: 'Payment received' })).toBeChecked(),
    );
    expect(api.callsTo('SetCardNoticePreference')[0]?.variables).toEqual({ kind: 'paymentReceived', enabled: true });
  });
});

describe('Linking a bank account (step-up)', () => {
  it('asks for a step-up when the server wants one, then links with the same token', async () => {
    const asked: (readonly string[])[] = [];
    const unregister = setStepUpAsker((accepted) => {
      asked.push(accepted);
      return Promise.resolve(true);
    });
    const answers: GraphqlHandler[] = [
      () => graphqlRefusal('STEP_UP_REQUIRED', 'Confirm it is you first.'),
      () => graphqlData({ linkPaymentBankAccount: savings }),
    ];
    const { api, user } = renderPage(
      <PaymentsPage />,
      {
        MyPayments: () => graphqlData({ myPayments: [] }),
        MyAutopay: () => graphqlData({ myAutopay: null }),
        MyPaymentBankAccounts: () => graphqlData({ myPaymentBankAccounts: [] }),
        MyCardNoticePreferences: () => graphqlData({ myCardNoticePreferences: preferences }),
        CreatePaymentLinkToken: () => graphqlData({ createPaymentLinkToken: 'link-sandbox-1' }),
        LinkPaymentBankAccount: (variables) => (answers.shift() ?? answers[0]!)(variables),
      },
      {
        routes: {
          ...clientSettings('sandbox'),
          '/sandbox/plaid/link/institutions': () => ({ body: { institutions: [{ id: 'ins_1', name: 'Platypus' }] } }),
          '/sandbox/plaid/link/session/login': () => ({
            body: { accounts: [{ id: 'acc-1', name: 'Plaid Saving', mask: '1111', subtype: 'savings' }] },
          }),
          '/sandbox/plaid/link/session/complete': () => ({
            body: { publicToken: 'public-sandbox-1', institutionName: 'Platypus', linkSessionId: 's-1' },
          }),
        },
      },
    );
    const panel = within(await screen.findByRole('region', { name: 'Autopay' }));
    await user.click(await panel.findByRole('button', { name: 'Link a bank account' }));
    await user.click(await screen.findByRole('button', { name: 'Platypus' }));
    await user.type(screen.getByLabelText('Username'), 'user_good');
    await user.type(screen.getByLabelText('Password'), 'pass_good');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Plaid Saving ending 1111' }));
    expect(await panel.findByRole('radio', { name: 'First Platypus Bank savings ending 1111' })).toBeChecked();
    unregister();
    expect(asked).toHaveLength(1);
    const calls = api.callsTo('LinkPaymentBankAccount').map((call) => call.variables);
    expect(calls).toEqual([
      { publicToken: 'public-sandbox-1', plaidAccountId: 'acc-1' },
      { publicToken: 'public-sandbox-1', plaidAccountId: 'acc-1' },
    ]);
  });
});
