import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlData, graphqlRefusal, type GraphqlAnswer } from '../../../testing/fake-graphql';
import type { OpsApplication, OpsRecommendation } from '../api/back-office-applications-api';
import { application, policyDecision, renderApplication } from '../back-office-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'wp_staff_session_hash=; path=/; max-age=0';
});

const everyAction = ['requestInformation', 'recommend', 'approve', 'decline'];
const asApprover: OpsApplication = { ...application, allowedActions: everyAction };
/** The action's answer under its own field name. */
const answer = (field: string, version = 5, status = 'submitted'): GraphqlAnswer =>
  graphqlData({ [field]: { applicationId: 7, version, status } });

const approveRecommendation: OpsRecommendation = {
  id: 'r1',
  outcome: 'approve',
  creditLimit: 2500,
  reasonDetails: [],
  note: 'Pay stubs check out.',
  staffEmail: 'reviewer@bank.example',
  createdAt: '2026-11-03T10:00:00.000Z',
};

function actionButtons() {
  const group = screen.queryByRole('group', { name: 'Choose an action' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
}

describe('the actions panel offers only what the server allows', () => {
  it.each([
    {
      who: 'a reviewer: request information and recommend, and why not approve or decline',
      view: { allowedActions: ['requestInformation', 'recommend'], finalActionRefusal: 'ROLE_NOT_ALLOWED' },
      buttons: ['Request information', 'Recommend'],
      says: 'Approving and declining need an approver or an admin. You can request information or recommend an outcome.',
    },
    {
      who: 'an approver: all four',
      view: { allowedActions: everyAction, finalActionRefusal: null },
      buttons: ['Request information', 'Recommend', 'Approve', 'Decline'],
      says: null,
    },
    {
      who: 'an approver who recommended: four eyes keeps the decision for someone else',
      view: { allowedActions: ['requestInformation', 'recommend'], finalActionRefusal: 'FOUR_EYES' },
      buttons: ['Request information', 'Recommend'],
      says: 'You recommended on this application, so another approver or admin must approve or decline it (four eyes).',
    },
    {
      who: 'anyone, once the application is decided: nothing',
      view: { allowedActions: [], finalActionRefusal: 'ALREADY_DECIDED', status: 'approved' },
      buttons: [],
      says: 'Approved: there is nothing left to do here.',
    },
  ])('$who', async ({ view, buttons, says }) => {
    renderApplication({ OpsApplication: () => graphqlData({ opsApplication: { ...application, ...view } }) });
    await screen.findByRole('heading', { level: 2, name: 'Actions' });
    expect(actionButtons()).toEqual(buttons);
    if (says) expect(screen.getByText(says)).toBeVisible();
    else expect(screen.queryByText(/four eyes|need an approver|nothing left to do/)).toBeNull();
  });
});

describe('the actions, checked by the shared schema before anything is sent', () => {
  it.each([
    {
      rule: 'a request names at least one item',
      action: 'Request information',
      fill: async () => undefined,
      send: 'Send the request',
      error: 'What to ask for: Choose at least one item to ask for.',
    },
    {
      rule: 'a limit is at least the lowest the offer terms allow',
      action: 'Approve',
      fill: async (user: ReturnType<typeof userEvent.setup>) => {
        await user.clear(screen.getByLabelText('Credit limit'));
        await user.type(screen.getByLabelText('Credit limit'), '250');
      },
      send: 'Continue to approve',
      error: 'Credit limit: The credit limit is at least $300.',
    },
    {
      rule: 'a decline gives at most four principal reasons',
      action: 'Decline',
      fill: async (user: ReturnType<typeof userEvent.setup>) => {
        for (const name of [
          /Unable to verify identity/,
          /Income insufficient/,
          /Excessive obligations/,
          /Bankruptcy/,
          /Delinquent/,
        ]) {
          await user.click(screen.getByRole('checkbox', { name }));
        }
      },
      send: 'Continue to decline',
      error: 'Principal reasons: Choose at most 4 reasons: a notice gives the principal ones.',
    },
    {
      rule: 'a note never holds an SSN (the audit log keeps none)',
      action: 'Request information',
      fill: async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(screen.getByRole('checkbox', { name: 'Proof of income' }));
        await user.type(screen.getByLabelText('Note for the audit log (optional)'), 'SSN 123-45-6789 checked');
      },
      send: 'Send the request',
      error: 'Note for the audit log (optional): Leave the SSN out of the note: the audit log never keeps one.',
    },
  ])('$rule', async ({ action, fill, send, error }) => {
    const user = userEvent.setup();
    const { server } = renderApplication({ OpsApplication: () => graphqlData({ opsApplication: asApprover }) });
    await user.click(await screen.findByRole('button', { name: action }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: send }));
    const summary = await screen.findByRole('heading', { name: 'Please check the highlighted fields' });
    expect(summary.parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: error })).toBeVisible();
    // Only the page's own reads (the case, its paper-delivery section): no action was sent.
    expect(server.calls.map((call) => call.operationName).sort()).toEqual(['OpsApplication', 'OpsPaperDelivery']);
  });
});

describe('sending an action', () => {
  it('requests information with the ticked items in order and the version seen, then says so and reloads', async () => {
    const user = userEvent.setup();
    const { server } = renderApplication({
      OpsApplication: () => graphqlData({ opsApplication: asApprover }),
      OpsRequestInformation: () => answer('opsRequestInformation'),
    });
    await user.click(await screen.findByRole('button', { name: 'Request information' }));
    expect(screen.getByText(/The applicant will have until/)).toHaveTextContent('(30 days)');
    expect(
      screen.getByText('The applicant reads: “Upload a recent pay stub or tax return showing your income.”'),
    ).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Proof of income' }));
    await user.click(screen.getByRole('checkbox', { name: 'Proof of identity' }));
    await user.click(screen.getByRole('button', { name: 'Send the request' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Information requested.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(server.callsTo('OpsRequestInformation')).toEqual([
      {
        operationName: 'OpsRequestInformation',
        variables: { applicationId: 7, expectedVersion: 4, codes: ['proofOfIncome', 'proofOfIdentity'] },
      },
    ]);
    expect(server.callsTo('OpsApplication')).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Request information' })).toBeNull();
  });

  it('recommends approval with the policy’s suggested limit filled in', async () => {
    const user = userEvent.setup();
    const suggestsApproval = {
      ...policyDecision,
      outcome: 'approve',
      creditLimit: 3000,
      reasons: [],
      reasonDetails: [],
    };
    const { server } = renderApplication({
      OpsApplication: () => graphqlData({ opsApplication: { ...asApprover, suggestion: suggestsApproval } }),
      OpsRecommend: () => answer('opsRecommend'),
    });
    await user.click(await screen.findByRole('button', { name: 'Recommend' }));
    await user.click(screen.getByRole('radio', { name: 'Approve' }));
    expect(screen.getByLabelText('Credit limit')).toHaveValue('3,000');
    await user.click(screen.getByRole('button', { name: 'Record the recommendation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recommendation recorded.');
    expect(server.callsTo('OpsRecommend')[0]?.variables).toEqual({
      applicationId: 7,
      expectedVersion: 4,
      outcome: 'approve',
      creditLimit: 3000,
    });
  });

  it('declines only after a confirmation that lists the reasons principal first, in the order ticked', async () => {
    const user = userEvent.setup();
    const { server } = renderApplication({
      OpsApplication: () => graphqlData({ opsApplication: asApprover }),
      OpsDecline: () => answer('opsDecline', 5, 'declined'),
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('checkbox', { name: /Delinquent past or present/ }));
    await user.click(screen.getByRole('checkbox', { name: /Unable to verify identity/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to decline' }));

    const confirm = screen.getByRole('region', { name: 'Decline this application?' });
    expect(within(confirm).getByRole('heading')).toHaveFocus();
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Delinquent past or present credit obligations with others', 'Unable to verify identity']);
    expect(server.callsTo('OpsDecline')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Decline and send the notice' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Declined.');
    expect(server.callsTo('OpsDecline')[0]?.variables).toEqual({
      applicationId: 7,
      expectedVersion: 4,
      reasonCodes: ['delinquentObligations', 'identityNotVerified'],
    });
  });

  it('on a stale view says so, offers a reload that keeps the typed limit, and sends the new version next', async () => {
    const user = userEvent.setup();
    let version = 4;
    const { server } = renderApplication({
      OpsApplication: () =>
        graphqlData({ opsApplication: { ...asApprover, version, recommendations: [approveRecommendation] } }),
      OpsApprove: (variables) =>
        variables.expectedVersion === 4
          ? graphqlRefusal('APPLICATION_CHANGED', 'This application changed since you opened it.', 409)
          : answer('opsApprove', 6, 'approved'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    // The latest recommendation's limit comes first.
    const limit = screen.getByLabelText('Credit limit');
    expect(limit).toHaveValue('2,500');
    await user.clear(limit);
    await user.type(limit, '4000');
    await user.click(screen.getByRole('button', { name: 'Continue to approve' }));
    await user.click(screen.getByRole('button', { name: 'Approve and tell the applicant' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveFocus();
    expect(alert).toHaveTextContent('This application changed since you opened it.');
    expect(screen.getByLabelText('Credit limit')).toHaveValue('4,000');
    version = 5;
    await user.click(within(alert).getByRole('button', { name: 'Reload the application' }));
    expect(await within(alert).findByText(/Reloaded\./)).toBeVisible();
    expect(screen.getByLabelText('Credit limit')).toHaveValue('4,000');

    await user.click(screen.getByRole('button', { name: 'Continue to approve' }));
    await user.click(screen.getByRole('button', { name: 'Approve and tell the applicant' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Approved.');
    expect(server.callsTo('OpsApprove').map((call) => call.variables.expectedVersion)).toEqual([4, 5]);
    expect(server.callsTo('OpsApprove')[1]?.variables.creditLimit).toBe(4000);
  });

  it.each([
    ['FOUR_EYES', 'You recommended on this application, so another approver or admin must make the decision.'],
    ['ALREADY_DECIDED', 'This application already has a final decision.'],
    ['APPLICATION_CANCELED', 'The applicant canceled this application.'],
  ])('says a %s refusal in the server’s words, without a reload button', async (code, message) => {
    const user = userEvent.setup();
    renderApplication({
      OpsApplication: () => graphqlData({ opsApplication: asApprover }),
      OpsDecline: () => graphqlRefusal(code, message, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('checkbox', { name: /Unable to verify identity/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to decline' }));
    await user.click(screen.getByRole('button', { name: 'Decline and send the notice' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('puts a refused field’s words beside that field', async () => {
    const user = userEvent.setup();
    renderApplication({
      OpsApplication: () => graphqlData({ opsApplication: asApprover }),
      OpsRecommend: () => ({
        body: {
          errors: [
            {
              message: 'Use whole hundreds of dollars.',
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: [{ field: 'creditLimit', message: 'Use whole hundreds of dollars.' }],
              },
            },
          ],
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Recommend' }));
    await user.click(screen.getByRole('radio', { name: 'Approve' }));
    await user.type(screen.getByLabelText('Credit limit'), '3000');
    await user.click(screen.getByRole('button', { name: 'Record the recommendation' }));
    expect(await screen.findByText('Use whole hundreds of dollars.')).toBeVisible();
    expect(screen.getByLabelText('Credit limit')).toHaveAccessibleDescription(/Use whole hundreds of dollars\./);
  });
});
