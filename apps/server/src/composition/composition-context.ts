import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.js';
import type { AppSecrets } from '../config/secrets.js';
import type { Database } from '../db/database.js';
import type { ApplicationPort } from '../modules/application/application-port.js';
import type { AuthDeps } from '../modules/auth/auth-deps.js';
import type { SessionAdapters } from '../modules/auth/session-adapters.js';
import type { IpInsightsDeps } from '../modules/ip-insights/ip-insights-deps.js';
import type { Clock } from '../platform/clock.js';
import type { FieldCipher } from '../platform/field-encryption.js';
import type { ModuleHost } from '../platform/module-host.js';
import type { Providers } from './providers.js';

/**
 * What every area's composition file (composition/*-wiring.ts) is handed by
 * composition/compose-modules.ts: where modules plug in, the settings, the
 * database, the chosen providers (decision 038), and the few things every
 * area shares: the field cipher, auth's rate limiter and recaptcha, the
 * application's port, and the one family of session adapters (modules/auth/session-adapters.ts).
 */
export interface CompositionContext {
  host: ModuleHost;
  log: FastifyBaseLogger;
  config: AppConfig;
  secrets: AppSecrets;
  database: Database;
  providers: Providers;
  clock: Clock;
  cipher: FieldCipher;
  auth: AuthDeps;
  /** The application module's one port (decision 065). */
  applications: ApplicationPort;
  sessions: SessionAdapters;
  /** The offline IP databases (account security's session list reads an address's country, decision 076). */
  ipInsights: IpInsightsDeps;
  now: () => Date;
}
