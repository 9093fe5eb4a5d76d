import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as the testing guide requires of every page. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with one readable line per violated rule and offending element.
 *
 * Legacy mode runs `axe.run` in the page itself. The default opens a blank page for each check
 * and loads axe into it a second time to merge the frames' results: on 47 content pages that
 * was 49 s of the 132 s of CPU the checks cost (decision 109). What legacy mode leaves out is
 * cross-origin frames, and our pages frame only same-origin documents (the back office's PDFs).
 * Only violations are read, so only they are collected in full: axe keeps one node of each other
 * result type, which spares building and sending every passing node (a tenth of a check's time).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // `options()` replaces every option set before it, the tags too: it must come first.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode()
    .analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} at ${node.target.join(' ')}`,
    ),
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}
