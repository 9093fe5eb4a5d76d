// `npm run bench`: every benchmark in turn, after a build. Each runs to the end even when an
// earlier one missed its target, so one run reports every figure; the exit code is 1 when any
// missed (or failed to run), with the list of those at the end.
// Run: npm run bench
import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Each step: its name in the summary and the command, run from the repository's root. */
const steps: { name: string; command: string[] }[] = [
  { name: 'web bundle sizes', command: ['npm', 'run', 'bench:web-size'] },
  { name: 'web script cost against the calibration loop', command: ['npm', 'run', 'bench:web-script'] },
  {
    name: 'GraphQL and the draft save against raw node:http (PostgreSQL)',
    command: ['node', 'scripts/with-postgres.mjs', 'node', '--import', 'tsx', 'bench/graphql-throughput.ts'],
  },
  { name: 'document uploads', command: ['node', '--import', 'tsx', 'bench/upload-throughput.ts'] },
  { name: 'document bombs', command: ['npm', 'run', 'bench:document-bomb'] },
  { name: 'Lighthouse', command: ['npm', 'run', 'bench:web'] },
  { name: 'server start and memory', command: ['npm', 'run', 'bench:server-start'] },
  { name: 'embedded default memory under the fuzzer', command: ['npm', 'run', 'bench:server-fuzz-memory'] },
];

function run(command: string[]): Promise<number> {
  const [file = '', ...args] = command;
  const child = spawn(file, args, { cwd: repoRoot, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if ((await run(['npm', 'run', 'build'])) !== 0) {
  console.error('bench: the build failed; no benchmark ran.');
  process.exit(1);
}
const missed: string[] = [];
for (const step of steps) {
  console.log(`\n== ${step.name}`);
  if ((await run(step.command)) !== 0) missed.push(step.name);
}
console.log(
  missed.length === 0
    ? '\nbench: every benchmark met its targets.'
    : `\nbench: targets missed or a run failed in: ${missed.join('; ')}.`,
);
process.exit(missed.length === 0 ? 0 : 1);
