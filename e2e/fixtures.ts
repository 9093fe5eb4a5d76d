import { test as base, expect } from '@playwright/test';

/**
 * Every e2e test fails if the page logged a console error or threw an
 * uncaught exception, even when its own assertions passed.
 */
/** What the page reports for one blocked load or inline run (a `securitypolicyviolation` event). */
const reportViolationBinding = '__waypointReportCspViolation';

export const test = base.extend<{
  failOnPageErrors: void;
  failOnCspViolations: void;
  expectedFailedResources: readonly string[];
}>({
  /**
   * Every e2e test fails if the Content-Security-Policy blocked anything
   * (docs/operations.md "Security headers"): each page and frame of the test's
   * context reports its `securitypolicyviolation` events, and Chromium's console
   * line for one counts too, in case a page blocked it before the listener ran,
   * and so does its warning about a Permissions-Policy it cannot read.
   */
  failOnCspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(reportViolationBinding, (_source, text: unknown) => {
        violations.push(String(text));
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)[binding];
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'an inline source'} ` +
              `at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
          );
        });
      }, reportViolationBinding);
      context.on('console', (message) => {
        // Chromium also warns (not errs) about a Permissions-Policy feature it does not know.
        if (/Content Security Policy|Permissions-Policy header/i.test(message.text()))
          violations.push(`console: ${message.text()}`);
      });
      await use();
      expect(violations, 'CSP violations, or a Permissions-Policy the browser could not read').toEqual([]);
    },
    { auto: true },
  ],

  /**
   * Path prefixes (e.g. `/page-data/`) whose failed loads a test provokes on purpose, with
   * `test.use({ expectedFailedResources: [...] })`: Chromium's "Failed to load resource" line
   * for them is then not a fault. Every other error still fails the test.
   */
  expectedFailedResources: [[], { option: true }],
  failOnPageErrors: [
    async ({ page, expectedFailedResources }, use) => {
      const errors: { text: string; url: string }[] = [];
      // Documents the server meant to answer 404 (the not-found page): Chromium
      // logs "Failed to load resource" for them, which is the status we want, not a fault.
      const notFoundDocuments = new Set<string>();
      // GraphQL refusals (401 session expired, 409 e-mail taken, 400 bad input) are answers
      // the app handles and shows; Chromium still logs them as failed resources.
      const refusedApiCalls = new Set<string>();
      page.on('response', (response) => {
        const request = response.request();
        if (response.status() === 404 && request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          notFoundDocuments.add(response.url());
        }
        if (
          response.status() >= 400 &&
          response.status() < 500 &&
          new URL(response.url()).pathname === '/api/v1/graphql'
        ) {
          refusedApiCalls.add(response.url());
        }
      });
      page.on('console', (message) => {
        if (message.type() === 'error')
          errors.push({ text: `console.error: ${message.text()}`, url: message.location().url });
      });
      page.on('pageerror', (error) => errors.push({ text: `uncaught: ${error.message}`, url: page.url() }));
      await use();
      const provoked = (url: string) =>
        url !== '' && expectedFailedResources.some((prefix) => new URL(url).pathname.startsWith(prefix));
      const unexpected = errors
        .filter(
          ({ text, url }) =>
            !(
              (notFoundDocuments.has(url) || refusedApiCalls.has(url) || provoked(url)) &&
              text.includes('Failed to load resource')
            ),
        )
        .map(({ text, url }) => (url ? `${text} (${url})` : text));
      expect(unexpected, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
