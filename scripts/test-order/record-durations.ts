import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { durationHintsFile, durationHintsFrom, type CachedResults } from './duration-hints.js';

// `npm run test:durations`, after a full `npm test`: the files of two seconds or more from
// Vitest's results cache into durations.json (decision 112).
const cacheDir = 'node_modules/.vite/vitest';
const resultFiles = existsSync(cacheDir)
  ? readdirSync(cacheDir)
      .map((hash) => `${cacheDir}/${hash}/results.json`)
      .filter((file) => existsSync(file))
  : [];
const [resultsFile] = resultFiles;
if (!resultsFile || resultFiles.length > 1)
  throw new Error(`expected one Vitest results cache under ${cacheDir}, found ${resultFiles.length}`);
const hints = durationHintsFrom(JSON.parse(readFileSync(resultsFile, 'utf8')) as CachedResults);
writeFileSync(durationHintsFile, `${JSON.stringify(hints, null, 2)}\n`);
console.log(`${Object.keys(hints).length} files of two seconds or more written to ${durationHintsFile.pathname}`);
