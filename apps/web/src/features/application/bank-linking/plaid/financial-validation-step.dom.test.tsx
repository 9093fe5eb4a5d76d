import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plaidOAuthReturnPath } from '@waypoint/domain/bank-linking/plaid-oauth-return';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { clientSettingsUrl, type BankLinkingMode } from '../../../../lib/bank-link/bank-linking-mode';
import { fakeGraphqlServer, graphqlData, graphqlRefusal, type GraphqlAnswer } from '../../../../testing/fake-graphql';
import type { ApplicationCache } from '../../api/application-cache';
import { WizardContext, type MoveRequest, type WizardApi } from '../../state/wizard-context';
import { FinancialValidationStep } from '../../steps/financial-validation-step';
import { keepLinkToken, keptLinkToken } from './kept-link-token';

/**
 * The bank-linking step in each mode the client settings name (decision 039).
 * Plaid's script is not loaded: a fake `window.Plaid.create` follows Plaid's
 * documented handler ({ open, exit, destroy, submit }) and callbacks
 * (onSuccess(public_token, metadata), onExit(error, metadata), onEvent(eventName, metadata)).
 */
const plaidScriptUrl = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
const applicationId = 41;

interface LinkConfig {
  token: string | null;
  receivedRedirectUri?: string;
  onSuccess(publicToken: string, metadata: Record<string, unknown>): void;
  onExit(error: unknown, metadata: Record<string, unknown>): void;
  onEvent(eventName: string, metadata: Record<string, unknown>): void;
}

/** Plaid's Link as the page sees it after the script ran: what it was created with, and what was called. */
function installFakePlaid() {
  const created: LinkConfig[] = [];
  const opened: string[] = [];
  const plaid = {
    create: vi.fn((config: LinkConfig) => {
      created.push(config);
      return {
        open: () => opened.push(config.token ?? ''),
        exit: () => undefined,
        destroy: () => undefined,
        submit: () => undefined,
      };
    }),
  };
  vi.stubGlobal('Plaid', plaid);
  // react-plaid-link takes an existing tag with Plaid's address as the script loaded (the page never fetches it here).
  if (!document.querySelector(`script[src="${plaidScriptUrl}"]`)) {
    const tag = document.createElement('script');
    tag.type = 'text/plain';
    tag.src = plaidScriptUrl;
    document.head.append(tag);
  }
  const last = () => {
    const config = created.at(-1);
    if (!config) throw new Error('Plaid Link was never created');
    return config;
  };
  const session = { link_session_id: 'session-1', request_id: 'request-1' };
  return {
    plaid,
    created,
    opened,
    last,
    event: (eventName: string, more: Record<string, unknown> = {}) =>
      act(() => last().onEvent(eventName, { ...session, institution_name: null, exit_status: null, ...more })),
    success: (publicToken: string, institution: string) =>
      act(() =>
        last().onSuccess(publicToken, {
          ...session,
          institution: { name: institution, institution_id: 'ins_harbor' },
          accounts: [],
        }),
      ),
    exit: () => act(() => last().onExit(null, { ...session, institution: null, status: 'institution_not_found' })),
  };
}

function renderStep(mode: BankLinkingMode, { tokenAnswer }: { tokenAnswer?: GraphqlAnswer } = {}) {
  const api = fakeGraphqlServer(
    {
      CreatePlaidLinkToken: () => tokenAnswer ?? graphqlData({ createPlaidLinkToken: 'link-sandbox-token-1' }),
      SavePlaidEventsData: () => graphqlData({ savePlaidEventsData: true }),
      SaveUserPlaidInformation: () => graphqlData({ saveUserPlaidInformation: true }),
      EmployerVerifiedByPlaid: () => graphqlData({ employerVerifiedByPlaid: true }),
    },
    {
      [clientSettingsUrl]: () => ({ body: { recaptcha: { mode: 'sandbox' }, bankLinking: mode } }),
      '/sandbox/plaid/link/institutions': () => ({ body: { institutions: [{ id: 'ins_harbor', name: 'Harbor' }] } }),
    },
  );
  vi.stubGlobal('fetch', api.fetch);
  const moves: MoveRequest[] = [];
  const wizard: WizardApi = {
    draft: { id: applicationId, stepName: 'YP_Financial_Validation' } as ApplicationCache,
    step: 'YP_Financial_Validation',
    context: { today: new Date('2026-11-26T08:00:00Z'), ipCountry: null },
    move: (request) => {
      moves.push(request);
      return Promise.resolve(true);
    },
    afterSaves: (operation) => operation(),
    saving: false,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WizardContext value={wizard}>
        <FinancialValidationStep />
      </WizardContext>
    </QueryClientProvider>,
  );
  return { api, moves, user: userEvent.setup() };
}

async function linkButtonReady() {
  const button = await screen.findByRole('button', { name: 'Link your bank' });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  return button;
}

const plaidScripts = () => document.querySelectorAll(`script[src="${plaidScriptUrl}"]`);

beforeEach(() => {
  for (const tag of plaidScripts()) tag.remove();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', sitePaths.application);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bank-linking step with Plaid keys (bankLinking: plaid)', () => {
  it('opens Plaid Link with a link token from the server, records its events and links on success', async () => {
    const link = installFakePlaid();
    const { api, moves, user } = renderStep('plaid');
    await user.click(await linkButtonReady());

    await waitFor(() => expect(link.opened).toEqual(['link-sandbox-token-1']));
    expect(api.callsTo('CreatePlaidLinkToken')).toEqual([
      { operationName: 'CreatePlaidLinkToken', variables: { applicationId } },
    ]);
    expect(link.last().receivedRedirectUri).toBeUndefined();
    // Kept for the tab, in case the bank's OAuth page takes the applicant away.
    expect(keptLinkToken(applicationId)).toBe('link-sandbox-token-1');
    expect(screen.queryByRole('dialog')).toBeNull();

    await link.event('SELECT_INSTITUTION', { institution_name: 'Harbor Credit Union' });
    await link.success('public-sandbox-1', 'Harbor Credit Union');

    await waitFor(() => expect(moves).toHaveLength(1));
    expect(api.callsTo('SavePlaidEventsData').map((call) => call.variables)).toEqual([
      {
        applicationId,
        eventName: 'SELECT_INSTITUTION',
        linkSessionId: 'session-1',
        institutionName: 'Harbor Credit Union',
      },
    ]);
    expect(api.callsTo('SaveUserPlaidInformation').map((call) => call.variables)).toEqual([
      { publicToken: 'public-sandbox-1', applicationId },
    ]);
    expect(moves[0]).toMatchObject({
      recorded: { plaidConnectionStatus: true, employerVerifiedByPlaid: true },
      to: 'YP_Financial_Validation',
    });
    expect(keptLinkToken(applicationId)).toBeNull();
  });

  it("asks why on exit and saves the reason with the 'other' text", async () => {
    const link = installFakePlaid();
    const { api, moves, user } = renderStep('plaid');
    await user.click(await linkButtonReady());
    await waitFor(() => expect(link.opened).toHaveLength(1));

    await link.event('EXIT', { exit_status: 'institution_not_found', error_code: null });
    await link.exit();
    const dialog = await screen.findByRole('dialog', { name: 'Why did you not link your bank?' });
    expect(moves[0]?.answers).toEqual({ plaidExitPopupOpenedAt: expect.any(Number) });
    expect(api.callsTo('SavePlaidEventsData').map((call) => call.variables)).toEqual([
      { applicationId, eventName: 'EXIT', linkSessionId: 'session-1', exitStatus: 'institution_not_found' },
    ]);

    await user.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Your reason' }), 'My bank asked for a code');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(moves[1]).toEqual({
      answers: { plaidExitReason: 'other', plaidExitReasonOther: 'My bank asked for a code' },
      to: 'YP_Financial_Validation',
    });
  });

  it("re-opens Link on the OAuth return page with the kept token and the page's address, then continues", async () => {
    const link = installFakePlaid();
    keepLinkToken({ linkToken: 'link-sandbox-kept', applicationId });
    window.history.replaceState(null, '', `${plaidOAuthReturnPath}?oauth_state_id=state-1`);
    const { api, moves } = renderStep('plaid');

    await waitFor(() => expect(link.opened).toEqual(['link-sandbox-kept']));
    expect(link.last().receivedRedirectUri).toBe(
      `${window.location.origin}${plaidOAuthReturnPath}?oauth_state_id=state-1`,
    );
    expect(api.callsTo('CreatePlaidLinkToken')).toEqual([]);

    await link.success('public-sandbox-2', 'First Platypus Bank');
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(api.callsTo('SaveUserPlaidInformation')[0]?.variables).toEqual({
      publicToken: 'public-sandbox-2',
      applicationId,
    });
    // The return address is left behind; the wizard carries on at /application.
    expect(window.location.pathname).toBe(sitePaths.application);
  });

  it('names the upload when the server refuses a link token, and opens no Link', async () => {
    const link = installFakePlaid();
    const refusal = 'Linking a bank account is not available. You can try again, or upload a proof of income instead.';
    const { user } = renderStep('plaid', { tokenAnswer: graphqlRefusal('BANK_LINK_UNAVAILABLE', refusal) });
    await user.click(await linkButtonReady());
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(link.plaid.create).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload a proof of income' })).toBeVisible();
  });
});

describe('the bank-linking step without Plaid keys', () => {
  it("opens the sandbox Link-like dialog (bankLinking: sandbox), and never loads Plaid's script", async () => {
    const { user } = renderStep('sandbox');
    await user.click(await linkButtonReady());
    const dialog = await screen.findByRole('dialog', { name: 'Link your bank' });
    expect(await within(dialog).findByRole('button', { name: 'Harbor' })).toBeVisible();
    expect(plaidScripts()).toHaveLength(0);
  });

  it('offers only the upload (bankLinking: unavailable)', async () => {
    const { api } = renderStep('unavailable');
    expect(await screen.findByText(/upload a photo or a PDF/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Link your bank' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload a proof of income' })).toBeVisible();
    expect(api.callsTo('CreatePlaidLinkToken')).toEqual([]);
    expect(plaidScripts()).toHaveLength(0);
  });
});
