import { heading, signUpToApplication } from './application-kit.js';
import { expect, test } from './fixtures.js';

// Decision 050: each step's screen is a chunk of its own. One that cannot be fetched says so,
// keeps the answers, and a reload brings the step back once the network does.
const firstStepChunk = '**/assets/pre-residency-step-*.js';
// The service worker would answer the chunk from its cache, out of the test's reach.
test.use({ expectedFailedResources: ['/assets/pre-residency-step-'], serviceWorkers: 'block' });

test('a step whose code does not arrive says so, and a reload brings it back', async ({ page }) => {
  await signUpToApplication(page, 'step-chunk');

  await page.route(firstStepChunk, (route) => route.abort('internetdisconnected'));
  await page.reload();
  const failure = page.getByText('We could not load this step. Your answers are saved');
  await expect(failure).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);

  await page.unroute(firstStepChunk);
  await page.getByRole('link', { name: 'reload the page' }).click();
  await expect(heading(page)).toHaveText('Let’s find the right application for you');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
});
