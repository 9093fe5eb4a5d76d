import type { Page } from '@playwright/test';
import { fitsWidth } from './application-kit.js';

// Screenshots are for looking at (change notes), never compared; they are written only when
// E2E_SCREENSHOT_DIR names a folder.
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;

interface ScreenshotOptions {
  /** Also assert at each width that nothing scrolls sideways. */
  checkFits?: boolean;
  /** The whole page, or only what is on screen at the top. */
  fullPage?: boolean;
}

/** Shows the page at phone and desktop widths (360 and 1280 px), then puts the viewport back. */
export async function atPhoneAndDesktop(
  page: Page,
  name: string,
  { checkFits = false, fullPage = true }: ScreenshotOptions = {},
): Promise<void> {
  const size = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (checkFits) await fitsWidth(page);
    if (!fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/${name}-${width}.png`, fullPage });
  }
  if (size) await page.setViewportSize(size);
}
