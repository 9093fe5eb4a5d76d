import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usMobileNumberMessages } from '@waypoint/domain/account-security/us-mobile-number';
import { setStepUpAsker } from '../../../lib/step-up/step-up-gate';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlHandler } from '../../../testing/fake-graphql';
import { PhonePanel } from './phone-panel';

const verified = { phoneNumber: '+14155552671', display: '(415) 555-2671', verifiedAt: '2026-11-28T10:00:00.000Z' };
const sentTo = (phoneNumber: string, display: string) => ({
  startPhoneVerification: { phoneNumber, display, expiresAt: '2026-11-28T10:10:00.000Z' },
});

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

function renderPanel(handlers: Record<string, GraphqlHandler>) {
  const api = fakeGraphqlServer({ MyPhone: () => graphqlData({ myPhone: null }), ...handlers });
  vi.stubGlobal('fetch', api.fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PhonePanel />
    </QueryClientProvider>,
  );
  return { api, person: userEvent.setup(), panel: screen.getByRole('region', { name: 'Mobile phone' }) };
}

describe('PhonePanel', () => {
  it('adds a number: texts a code to it, and the code makes it the verified number', async () => {
    const { api, person, panel } = renderPanel({
      StartPhoneVerification: () => graphqlData(sentTo('+14155552671', '(415) 555-2671')),
      ConfirmPhoneVerification: () => graphqlData({ confirmPhoneVerification: verified }),
    });
    await person.type(await within(panel).findByLabelText('Mobile number'), '(415) 555-2671');
    await person.click(within(panel).getByRole('button', { name: 'Text me a code' }));
    expect(await within(panel).findByText('(415) 555-2671')).toBeVisible();
    const code = within(panel).getByLabelText('Code from the text message');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await person.type(code, '123 456');
    await person.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Your mobile number (415) 555-2671 is verified.',
    );
    expect(api.callsTo('StartPhoneVerification').map((call) => call.variables)).toEqual([
      { phoneNumber: '(415) 555-2671' },
    ]);
    expect(api.callsTo('ConfirmPhoneVerification').map((call) => call.variables)).toEqual([{ code: '123456' }]);
  });

  it.each([
    ['', usMobileNumberMessages.empty],
    ['555-0143', usMobileNumberMessages.length],
    ['(800) 555-0143', usMobileNumberMessages.service],
  ])('checks %j before asking the server: %s', async (typed, message) => {
    const { api, person, panel } = renderPanel({});
    const field = await within(panel).findByLabelText('Mobile number');
    if (typed) await person.type(field, typed);
    await person.click(within(panel).getByRole('button', { name: 'Text me a code' }));
    expect((await within(panel).findAllByText(message)).length).toBeGreaterThan(0);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('StartPhoneVerification')).toHaveLength(0);
  });

  it.each([
    ['a wrong code, beside the field', 'CODE_INVALID', 'That code is not right. Check it and try again.'],
    ['an expired code', 'CODE_EXPIRED', 'That code has expired. Send a new one.'],
  ])('says the refusal of %s', async (_case, code, message) => {
    const { person, panel } = renderPanel({
      StartPhoneVerification: () => graphqlData(sentTo('+14155552671', '(415) 555-2671')),
      ConfirmPhoneVerification: () => graphqlRefusal(code, message),
    });
    await person.type(await within(panel).findByLabelText('Mobile number'), '4155552671');
    await person.click(within(panel).getByRole('button', { name: 'Text me a code' }));
    await person.type(await within(panel).findByLabelText('Code from the text message'), '000000');
    await person.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect((await within(panel).findAllByText(message)).length).toBeGreaterThan(0);
  });

  it('says when the number cannot get a text', async () => {
    const { person, panel } = renderPanel({
      StartPhoneVerification: () =>
        graphqlRefusal('SMS_NOT_DELIVERED', 'We could not send a text to that number. Check it and try again.', 502),
    });
    await person.type(await within(panel).findByLabelText('Mobile number'), '2025550199');
    await person.click(within(panel).getByRole('button', { name: 'Text me a code' }));
    expect(await within(panel).findByText(/could not send a text to that number/)).toBeVisible();
    expect(within(panel).queryByLabelText('Code from the text message')).toBeNull();
  });

  it('changes a verified number after the step-up the server asks for, sending the same number again', async () => {
    let proved = false;
    unregister = setStepUpAsker(() => {
      proved = true;
      return Promise.resolve(true);
    });
    const { api, person, panel } = renderPanel({
      MyPhone: () => graphqlData({ myPhone: verified }),
      StartPhoneVerification: () =>
        proved
          ? graphqlData(sentTo('+12025550143', '(202) 555-0143'))
          : graphqlRefusal('STEP_UP_REQUIRED', 'Please confirm it is you before doing this.', 403),
    });
    expect(await within(panel).findByText('(415) 555-2671')).toBeVisible();
    await person.click(within(panel).getByRole('button', { name: 'Change your number' }));
    await person.type(within(panel).getByLabelText('Mobile number'), '202 555 0143');
    await person.click(within(panel).getByRole('button', { name: 'Text me a code' }));
    expect(await within(panel).findByText('(202) 555-0143')).toBeVisible();
    expect(api.callsTo('StartPhoneVerification')).toHaveLength(2);
  });
});
