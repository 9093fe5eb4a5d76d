import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { startOrphanSweeps } from './modules/documents/orphan-sweep.js';
import { createReadiness } from './modules/health/readiness.js';
import { createGracefulShutdown } from './platform/graceful-shutdown.js';
import { boundHeapGrowth } from './platform/heap-growth.js';
import { storageFromConfig } from './platform/storage/storage-from-config.js';

async function main(): Promise<void> {
  // A full collection before the heap is half again what is alive (decision 093).
  boundHeapGrowth();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const readiness = createReadiness();
  const { app, database } = await buildApp({ config, readiness });
  // Leftovers of uploads a killed process never finished (docs/operations.md "Document storage").
  const orphanSweeps = startOrphanSweeps(
    { db: database.db, storage: storageFromConfig(config), now: () => new Date() },
    app.log,
  );
  // Drain, then close and exit (docs/operations.md "Shutdown", decision 059); set up before the
  // listener opens, so every request is known to it.
  const { shutdown } = createGracefulShutdown({
    app,
    readiness,
    drainMs: config.shutdown.drainMs,
    stopBackgroundWork: () => orphanSweeps.stop(),
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.driver, env: config.appEnv },
    `Waypoint is serving http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
