import { signUpToApplication } from './application-kit.js';
import { expectNoAxeViolations } from './axe.js';
import { waitForHydration } from './content-kit.js';
import { expect, test } from './fixtures.js';
import { atPhoneAndDesktop } from './screenshots.js';

// Decision 034: the Help button on every page but the application steps; the panel and its index load on opening.
// A phrase only the index holds (an FAQ answer's opening), never in a page's first-paint script.
const indexedPhrase = 'Harborline Bank decides on applications';

test.describe('the help widget', () => {
  test('loads nothing until opened, then searches and follows an answer, by keyboard alone', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/');
    const help = page.getByRole('button', { name: 'Help', exact: true });
    await expect(help).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scriptsBeforeOpening = scripts.length;
    expect(scripts.some((text) => text.includes(indexedPhrase))).toBe(false);

    await help.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Help' });
    await expect(panel).toBeVisible();
    const search = panel.getByRole('searchbox', {
      name: 'Search help: your account, the FAQ and the Knowledge Center',
    });
    await expect(search).toBeFocused();
    await expect
      .poll(() => scripts.slice(scriptsBeforeOpening).some((text) => text.includes(indexedPhrase)))
      .toBe(true);

    await page.keyboard.type('annual fee');
    const answer = panel.getByRole('link', { name: 'Does the card have an annual fee?' });
    await expect(answer).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText(/\d+ answers found\./);
    await expect(panel.getByText(/There is no annual fee/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await atPhoneAndDesktop(page, 'help-panel-results', { checkFits: true, fullPage: false });

    // The page behind is inert: Tab goes round the panel's controls (and, past the last, to the browser's own
    // controls, where the document has no focus), never to a link or button of the page.
    let insideVisits = 0;
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      const where = await panel.evaluate((dialog) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'none';
        return dialog.contains(active) ? 'inside' : 'behind';
      });
      expect(where).not.toBe('behind');
      if (where === 'inside') insideVisits += 1;
    }
    expect(insideVisits).toBeGreaterThan(20);
    await search.focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(help).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('annual fee');
    await answer.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/faq/general#fees');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Does the card have an annual fee?' })).toBeVisible();
  });

  test('finds knowledge-center articles and says so when nothing matches', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Help' });
    const search = panel.getByRole('searchbox');
    await search.fill('zzyzx');
    await expect(panel.getByRole('status')).toHaveText('No answers match.');
    await expect(panel.getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await search.fill('credit history');
    await expect(panel.getByText('Knowledge Center', { exact: true }).first()).toBeVisible();
    await atPhoneAndDesktop(page, 'help-panel-signed-out', { checkFits: true, fullPage: false });
  });

  test("answers a cardholder's task with the account page that does it", async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Help' });
    await panel.getByRole('searchbox').fill('how do I activate my card');
    const first = panel.getByRole('listitem').first();
    await expect(first.getByRole('link', { name: 'How do I activate my card?' })).toHaveAttribute(
      'href',
      '/account/card',
    );
    await expect(first.getByText('Your account', { exact: true })).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText('1 answer found.');
    await atPhoneAndDesktop(page, 'help-panel-account-task', { checkFits: true, fullPage: false });
  });

  test('carries a signed-in person to the help desk, and stays out of the application steps', async ({ page }) => {
    // A sign-up (argon2), two axe runs and screenshots at two widths: more than the default on a busy machine.
    test.slow();
    const email = await signUpToApplication(page, 'help');
    await expect(page.getByRole('button', { name: 'Help', exact: true })).toHaveCount(0);

    await page.goto('/faq');
    // The button answers once the page has hydrated (decision 050: the script comes after the first paint).
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Help' });
    await expect(panel.getByText(`Signed in as ${email}`)).toBeVisible();
    const contact = panel.getByRole('button', { name: 'Contact the help desk' });
    await expect(contact).toBeEnabled();
    await expectNoAxeViolations(page);
    await atPhoneAndDesktop(page, 'help-panel-signed-in', { checkFits: true, fullPage: false });
    await contact.click();
    await expect(page).toHaveURL('/help-desk/sso');
    await expect(page.getByTestId('help-desk-identity')).toHaveText(`Signed in as ${email}, not a cardholder yet.`);
  });
});
