import path from 'node:path';
import { loadConfig, type AppConfig } from '../config/config.js';

/** The configuration of an in-process test app whose files go under `dataDir`; `env` overrides it. */
export function testAppConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOGS === '1' ? 'info' : 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests run due jobs by hand (jobs.drain) so they know when mail went out.
    JOB_POLL_INTERVAL_MS: '0',
    ...env,
  });
}
