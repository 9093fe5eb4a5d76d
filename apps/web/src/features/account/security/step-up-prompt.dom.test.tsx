import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphqlRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { withStepUp } from '../../../lib/step-up/step-up-gate';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import { StepUpHost } from './step-up-host';

/*
 * The step-up prompt (decision 073) as a screen meets it: an operation sent
 * through withStepUp that the server answers STEP_UP_REQUIRED opens the
 * prompt, and runs again once the code is confirmed.
 */

const refusal = graphqlRefusal('STEP_UP_REQUIRED', 'Please confirm it is you before doing this.', 403);

/** A stand-in for a sensitive operation (unlocking a card): refused until a code was confirmed. */
const sensitiveDocument = 'mutation Sensitive { sensitive }' as unknown as DocumentTypeDecoration<
  { sensitive: boolean },
  Record<string, never>
>;

function setUp(
  handlers: Record<string, GraphqlHandler>,
  methods = ['phoneCode', 'emailCode'],
  provePasskey?: () => Promise<void>,
) {
  let proved = false;
  const api = fakeGraphqlServer({
    Sensitive: () => (proved ? graphqlData({ sensitive: true }) : refusal),
    StepUpOptions: () => graphqlData({ stepUpOptions: { methods, windowSeconds: 600 } }),
    SendStepUpCode: (variables) =>
      graphqlData({
        sendStepUpCode: {
          method: variables.method,
          sentTo: variables.method === 'emailCode' ? 'p•••@example.com' : '••• 4567',
        },
      }),
    CompleteStepUp: (variables) => {
      if (variables.code !== '123456')
        return graphqlRefusal('CODE_INVALID', 'That code is not right. Check it and try again.');
      proved = true;
      return graphqlData({ completeStepUp: { method: variables.method, validUntil: '2026-11-28T10:10:00.000Z' } });
    },
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  render(<StepUpHost provePasskey={provePasskey} canUsePasskeys={() => provePasskey !== undefined} />);
  const result = withStepUp(() => graphqlRequest(sensitiveDocument, {}));
  // Read later; the rejection is handled where the test expects one.
  result.catch(() => undefined);
  return { api, result, person: userEvent.setup() };
}

// The prompt's code is loaded when first asked for; on a busy machine that can take more than a second.
const prompt = () => screen.findByRole('dialog', { name: 'Confirm it’s you' }, { timeout: 5_000 });

beforeAll(async () => {
  await import('./step-up-prompt');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StepUpHost with withStepUp', () => {
  it('opens on STEP_UP_REQUIRED, sends an e-mail code, and runs the operation again once the code is confirmed', async () => {
    const { api, result, person } = setUp({});
    const dialog = await prompt();
    await person.click(await within(dialog).findByRole('button', { name: 'E-mail a code to me' }));
    expect(await within(dialog).findByText('p•••@example.com')).toBeVisible();
    expect(api.callsTo('SendStepUpCode')).toEqual([
      { operationName: 'SendStepUpCode', variables: { method: 'emailCode' } },
    ]);

    await person.type(within(dialog).getByLabelText('Code'), '123456');
    await person.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await expect(result).resolves.toEqual({ sensitive: true });
    expect(api.callsTo('Sensitive')).toHaveLength(2);
    expect(api.callsTo('CompleteStepUp')[0]?.variables).toEqual({ method: 'emailCode', code: '123456' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the phone first when the account has a verified one, and says where the text went', async () => {
    const { person } = setUp({});
    const dialog = await prompt();
    const buttons = await within(dialog).findAllByRole('button', { name: /code to me|my phone/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Text a code to my phone', 'E-mail a code to me']);
    await person.click(buttons[0]!);
    expect(await within(dialog).findByText('••• 4567')).toBeVisible();
  });

  it.each([
    [['phoneCode'], ['Text a code to my phone']],
    [['emailCode'], ['E-mail a code to me']],
    [[], ['Text a code to my phone', 'E-mail a code to me']],
  ])('offers only the proofs the refused operation accepts (%j)', async (accepted, shown) => {
    setUp({
      Sensitive: () => ({
        status: 403,
        body: {
          errors: [{ message: 'Confirm it is you.', extensions: { code: 'STEP_UP_REQUIRED', methods: accepted } }],
        },
      }),
    });
    const dialog = await prompt();
    const buttons = await within(dialog).findAllByRole('button', { name: /code to me|my phone/ });
    expect(buttons.map((button) => button.textContent)).toEqual(shown);
  });

  it('says so when the operation accepts no proof the account has', async () => {
    setUp(
      {
        Sensitive: () => ({
          status: 403,
          body: {
            errors: [
              { message: 'Confirm it is you.', extensions: { code: 'STEP_UP_REQUIRED', methods: ['phoneCode'] } },
            ],
          },
        }),
      },
      ['emailCode'],
    );
    const dialog = await prompt();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This needs a proof your account cannot give yet.',
    );
    expect(within(dialog).queryByRole('button', { name: /code to me|my phone/ })).toBeNull();
  });

  it('leaves the refusal to the caller when the prompt is closed, without running the operation again', async () => {
    const { api, result, person } = setUp({});
    const dialog = await prompt();
    await within(dialog).findByRole('button', { name: 'E-mail a code to me' });
    await person.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(result).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
    await expect(result).rejects.toBeInstanceOf(ApiError);
    expect(api.callsTo('CompleteStepUp')).toEqual([]);
    expect(api.callsTo('Sensitive')).toHaveLength(1);
  });

  it.each([
    ['a wrong code', '000000', 'That code is not right. Check it and try again.', 1],
    ['too few digits', '1234', 'Enter the 6 digits of the code.', 0],
  ])('keeps the prompt open on %s and says why', async (_case, code, words, checks) => {
    const { api, person } = setUp({});
    const dialog = await prompt();
    await person.click(await within(dialog).findByRole('button', { name: 'E-mail a code to me' }));
    await person.type(await within(dialog).findByLabelText('Code'), code);
    await person.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(words);
    expect(api.callsTo('CompleteStepUp')).toHaveLength(checks);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('says a refused send in its own words', async () => {
    const { person } = setUp({
      SendStepUpCode: () => graphqlRefusal('TOO_MANY_REQUESTS', 'Too many requests.', 429),
    });
    const dialog = await prompt();
    await person.click(await within(dialog).findByRole('button', { name: 'E-mail a code to me' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many codes were sent.');
  });

  it.each([
    ['offers', true, ['Use a passkey', 'E-mail a code to me']],
    ['does not offer', false, ['E-mail a code to me']],
  ])('%s a passkey when the browser can use one (usable: %s)', async (_verb, withPasskey, labels) => {
    const provePasskey = vi.fn(() => Promise.resolve());
    const { result, person } = setUp({}, ['passkey', 'emailCode'], withPasskey ? provePasskey : undefined);
    const dialog = await prompt();
    const buttons = await within(dialog).findAllByRole('button', { name: /passkey|code to me/ });
    expect(buttons.map((button) => button.textContent)).toEqual(labels);
    if (!withPasskey) return;
    await person.click(buttons[0]!);
    expect(provePasskey).toHaveBeenCalledOnce();
    // The stand-in counts only a code as proof: the second refusal shows the operation was run again.
    await expect(result).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
