import type { TestBrowser } from './graphql-client.js';

const saveDraft = `mutation Save($input: DraftChanges!) { applicationCacheSave(input: $input) { stepName } }`;

/** Saves a draft change and checks the step the server moved to. */
export async function saveStep(browser: TestBrowser, input: Record<string, unknown>, expected: string): Promise<void> {
  const response = await browser.query<{ applicationCacheSave: { stepName: string } }>(saveDraft, { input });
  if (response.data?.applicationCacheSave.stepName !== expected) {
    throw new Error(`expected ${expected}: ${JSON.stringify(response.errors ?? response.data)}`);
  }
}

/**
 * Walks a signed-in young professional (a green-card holder, first job) to
 * YP_Financial_Validation, employed at `employer`. Capabilities do not import
 * each other's tests (decision 002), so the verification modules share this.
 */
export async function walkYpToFinancialValidation(
  browser: TestBrowser,
  employer: { name: string; website: string },
): Promise<void> {
  await saveStep(browser, {}, 'PreResidency_Question');
  await saveStep(browser, { permanentResident: 'true', stepName: 'YP_Identification' }, 'YP_Identification');
  await saveStep(
    browser,
    {
      dob: '1998-03-03',
      ssn: '234-56-7890',
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      stepName: 'YP_Employment',
    },
    'YP_Employment',
  );
  await saveStep(
    browser,
    {
      employmentStatus: 'employed',
      employerName: employer.name,
      employerWebsite: employer.website,
      jobTitle: 'Engineer',
      timeWithEmployer: 'oneToTwoYears',
      assignedAtClientLocation: 'false',
      firstJob: 'true',
      stepName: 'YP_Financial_Info',
    },
    'YP_Financial_Info',
  );
  await saveStep(
    browser,
    { income: 90000, residenceType: 'rent', accommodationCost: 1000, stepName: 'YP_Financial_Validation' },
    'YP_Financial_Validation',
  );
}
