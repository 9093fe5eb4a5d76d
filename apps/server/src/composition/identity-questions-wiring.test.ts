import { describe, expect, it } from 'vitest';
import type { KbaApplication } from '../modules/identity-questions/kba-deps.js';
import { createIdentityQuestionsDeps } from './identity-questions-wiring.js';

const application: KbaApplication = {
  applicationId: 7,
  status: 'incomplete',
  street: '500 Congress Ave',
  city: 'Austin',
  zip: '78701',
  employerName: null,
  dob: '1994-05-17',
  ssnLastFour: '6789',
  identityAnswersChangedAt: null,
};

function depsWith(nameOf?: (userId: string) => Promise<{ firstName: string; lastName: string } | null>) {
  return createIdentityQuestionsDeps({
    db: {} as never,
    provider: {
      start: () => Promise.reject(new Error('not used')),
      score: () => Promise.reject(new Error('not used')),
    },
    providerTimeoutMs: undefined,
    requireUserId: () => Promise.reject(new Error('not used')),
    findApplication: (userId) => Promise.resolve(userId === 'with-application' ? application : null),
    ...(nameOf ? { nameOf } : {}),
    log: { warn: () => undefined } as never,
    clock: { now: () => new Date() } as never,
  });
}

describe('identity questions wiring: the application with the name a vendor searches by', () => {
  it.each([
    [
      'a name and an application: both',
      'with-application',
      { firstName: 'Ana', lastName: 'Silva' },
      { ...application, firstName: 'Ana', lastName: 'Silva' },
    ],
    ['no account name: the application as it is', 'with-application', null, application],
    ['no application: none, whatever the name', 'without-application', { firstName: 'Ana', lastName: 'Silva' }, null],
  ] as const)('%s', async (_case, userId, name, expected) => {
    const deps = depsWith(() => Promise.resolve(name));
    expect(await deps.findApplication(userId)).toEqual(expected);
  });

  it('without a name source the application is passed through', async () => {
    expect(await depsWith().findApplication('with-application')).toEqual(application);
  });
});
