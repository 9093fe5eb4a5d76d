import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationCatalogue } from '@waypoint/domain/notifications/notification-catalogue';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { NotificationArea } from '../../lib/notifications/notification-area';
import { NotificationProvider } from '../../lib/notifications/notification-provider';
import type { PageResults } from '../../lib/page-data/site-content';
import { fakeGraphqlServer, graphqlData, type GraphqlAnswer } from '../../testing/fake-graphql';
import { enrollCodeTexts } from './enroll-code-texts';
import { EnrollPage, loadEnrollCodeForm } from './enroll-page';

const result: PageResults['component---enroll'] = {
  head: { title: 'Enroll', description: 'The offer', ogType: 'website' },
  page: {
    title: 'Enroll',
    description: 'The offer',
    heading: 'Your Waypoint offer starts here',
    lede: 'Enter your code.',
    body: [],
  },
};

function SignUpStub() {
  const { search } = useLocation();
  return <h1>Sign up {search}</h1>;
}

function renderEnroll(answer: (variables: Record<string, unknown>) => GraphqlAnswer) {
  const api = fakeGraphqlServer({ ValidatePreApprovedCode: (variables) => answer(variables) });
  vi.stubGlobal('fetch', api.fetch);
  render(
    <MemoryRouter initialEntries={[sitePaths.enroll]}>
      <NotificationProvider>
        <NotificationArea />
        <Routes>
          <Route path={sitePaths.enroll} element={<EnrollPage result={result} />} />
          <Route path={sitePaths.signUp} element={<SignUpStub />} />
        </Routes>
      </NotificationProvider>
    </MemoryRouter>,
  );
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/enroll (decision 035)', () => {
  // As the page's loader does before rendering (app/page-components.ts, decision 046).
  beforeAll(loadEnrollCodeForm);

  it('an accepted code shows promo_code_activated and opens sign-up with the code', async () => {
    const { api, user } = renderEnroll(() => graphqlData({ validatePreApprovedCode: true }));
    await user.type(screen.getByRole('textbox', { name: enrollCodeTexts.label }), ' dm-spring-2027 ');
    await user.click(screen.getByRole('button', { name: 'Use this code' }));
    expect(await screen.findByRole('heading', { name: 'Sign up ?code=DM-SPRING-2027' })).toBeInTheDocument();
    expect(screen.getByText(notificationCatalogue.promo_code_activated.text)).toBeInTheDocument();
    expect(api.callsTo('ValidatePreApprovedCode')[0]?.variables).toEqual({ inviteCode: 'DM-SPRING-2027' });
  });

  it('a refused code says so beside the field and stays on the page', async () => {
    const { user } = renderEnroll(() => graphqlData({ validatePreApprovedCode: false }));
    const field = screen.getByRole('textbox', { name: enrollCodeTexts.label });
    await user.type(field, 'NOPE-2222');
    await user.click(screen.getByRole('button', { name: 'Use this code' }));
    expect(await screen.findByText(enrollCodeTexts.notAccepted)).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(screen.getByRole('form', { name: enrollCodeTexts.formLabel })).toBeInTheDocument();
  });
});
