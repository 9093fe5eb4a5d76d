import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { mainPort, shortIdlePort } from './e2e/servers.js';

const port = mainPort;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `.tmp/e2e-data-${port}`;

function server(serverPort: number, folder: string, env: Record<string, string>) {
  return {
    // A fresh data folder each run, so no test sees another run's records.
    command: `rm -rf ${folder} && node --import tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${serverPort}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      APP_ENV: 'test',
      DATA_DIR: folder,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      // An inherited DATABASE_URL would point the run at a shared database; empty means embedded PGlite.
      DATABASE_URL: '',
      SMTP_URL: '',
      // Every test browser comes from 127.0.0.1; production keeps the real per-IP limits.
      RATE_LIMIT_IP_SCALE: '50',
      // The sandbox card ships a second after issuing, and is delivered a second later (docs/sandbox.md "Cards").
      CARD_SANDBOX_SHIP_AFTER_MS: '1000',
      // Sandbox payments post and test amounts come back in seconds; statements close only on demand (decision 079).
      CARD_SANDBOX_SETTLE_AFTER_MS: '3000',
      CARD_SANDBOX_RETURN_AFTER_MS: '3000',
      CARD_SANDBOX_CYCLE_MS: '0',
      // A run beside another can serve its own build (E2E_WEB_DIST_DIR); by default the app's.
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      ...env,
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

// Debian's Chromium, never a downloaded one (README "Set up"). Most tests run in its headless shell
// (`chromium-headless-shell`, which `.ci/run` installs): the same engine without the full browser's
// compositor and user interface, as Playwright itself uses for headless runs. Side by side on six
// spec files it used 11% less CPU than `chromium` (decision 105). E2E_CHROME_PATH picks another.
const fullChromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromePath = process.env.E2E_CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : fullChromium);
// The back office shows a PDF in the browser's own viewer, which only the full browser has.
const specsOfThePdfViewer = ['ops-case-answers.spec.ts', 'ops-change-requests.spec.ts'];
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI, where the shared machine's speed can halve between two runs; the report names
  // a test that passed only on its retry as flaky, and one that fails twice still fails. (The race
  // it was first added for is gone: uploads no longer move the draft's version, which
  // documents-files.int.test.ts holds.)
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // A document check starts its worker thread on first use (pdf.js loads in 2-5 s on a busy
  // machine); answers that wait on it get more than the default 5 s.
  expect: { timeout: 10_000 },
  // The CI machine is shared and its speed moves by more than two times from one run to the next:
  // a 23 s journey on a quiet day ran out of the default 30 s on a slow one. The test timeout only
  // bounds a hang; long journeys set their own.
  timeout: 60_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // A trace records a screencast of every action, a fifth of the run's CPU (decision 105): only a
    // retry records one, so a test that fails twice leaves the trace of its second try.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Every test's browser is a first visit, so the service worker installed and precached the
    // home shell in each: 13% of two specs' CPU (decision 108). Specs that exercise it, and a
    // content and an app journey under it, allow it again (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: specsOfThePdfViewer,
      use: { launchOptions: { executablePath: chromePath, args: chromiumArgs } },
    },
    {
      name: 'chromium with its PDF viewer',
      testMatch: specsOfThePdfViewer,
      use: { launchOptions: { executablePath: fullChromium, args: chromiumArgs } },
    },
  ],
  webServer: [server(port, dataDir, {}), server(shortIdlePort, `${dataDir}-short-idle`, { SESSION_IDLE_SECONDS: '8' })],
});
