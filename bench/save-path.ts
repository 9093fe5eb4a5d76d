// `npm run bench:save`: only the draft-save comparison of `npm run bench`, for profiling
// the save path (docs/decisions/049-save-path.md): e.g.
//   node scripts/with-postgres.mjs node --cpu-prof --cpu-prof-dir=/tmp/profile --import tsx bench/save-path.ts
// Exits 1 when a target is missed.
import { adminDatabaseUrl } from './bench-database.js';
import { describeSettings, loadDurationSeconds } from './load.js';
import { printSaves } from './save-throughput.js';

const durationSeconds = loadDurationSeconds();
adminDatabaseUrl();
console.log(await describeSettings(durationSeconds));
if (!(await printSaves(durationSeconds))) process.exitCode = 1;
