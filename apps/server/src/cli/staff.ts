import path from 'node:path';
import { ConfigError, loadConfig } from '../config/config.js';
import { loadSecrets } from '../config/secrets.js';
import { openDatabase } from '../db/database.js';
import { StaffCommandError } from '../modules/staff/staff-accounts-service.js';
import { runStaffCommand } from '../modules/staff/staff-cli.js';
import { createFieldCipher } from '../platform/field-encryption.js';

/**
 * `npm run staff -- …` (docs/sandbox.md "Staff accounts"): the same settings as the server
 * (DATA_DIR, DATABASE_URL, PUBLIC_URL, the keys). The embedded database allows one process
 * at a time: with PGlite, stop the server first.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const secrets = await loadSecrets(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    const lines = await runStaffCommand(process.argv.slice(2), {
      db: database.db,
      cipher: createFieldCipher({ key: secrets.encryptionKey, keyId: secrets.encryptionKeyId }),
      sessionSecret: secrets.sessionSecret,
      publicUrl: config.publicUrl,
      now: () => new Date(),
    });
    for (const line of lines) console.log(line);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof StaffCommandError || error instanceof ConfigError || error instanceof TypeError;
    console.error(known ? error.message : error);
    process.exit(known ? 2 : 1);
  },
);
