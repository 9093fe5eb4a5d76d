#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest,
// with the wall time of each tier printed at the end (docs/decisions/063-ci-under-thirty-minutes.md).
// The first stage's five jobs are independent and mostly single-threaded
// (prettier, eslint in two halves, tsc, the builds), so they share the
// machine's two cores; the suites after it each use both cores on their own.
import { spawn } from 'node:child_process';

// `npm run lint` lints the whole repo in one process; here it is split in two by TypeScript
// project (the web app with the domain, everything else), so that lint, the longest job, does
// not finish on one core after the others have ended. The halves load different programs for
// the type-aware rules, so the split costs 5% more CPU, not twice. Prettier runs on its own, so
// neither half waits for it (decision 111).
const lintWeb = ['apps/web', 'packages/domain'];
const lintFlags = ['--max-warnings=0'];
const stages = [
  [
    { name: 'format', commands: [['npm', 'run', 'format:check']] },
    { name: 'lint (web, domain)', commands: [['npx', 'eslint', ...lintFlags, ...lintWeb]] },
    {
      name: 'lint (server, tests, tools)',
      commands: [
        ['npx', 'eslint', ...lintFlags, ...lintWeb.flatMap((folder) => ['--ignore-pattern', `${folder}/**`]), '.'],
      ],
    },
    { name: 'typecheck', commands: [['npm', 'run', 'typecheck']] },
    { name: 'build (for e2e)', commands: [['npm', 'run', 'build']] },
  ],
  [{ name: 'unit and DOM', commands: [['npm', 'run', 'test:unit']] }],
  [{ name: 'integration on PGlite (embedded paths)', commands: [['npm', 'run', 'test:int']] }],
  [{ name: 'integration on PostgreSQL', commands: [['npm', 'run', 'test:pg']] }],
  [{ name: 'end to end', commands: [['npx', 'playwright', 'test']] }],
];

/** Runs one command; a job that shares its stage keeps its output until it ends, so lines do not interleave. */
function run([command, ...args], buffered) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('exit', (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(chunks));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function runJob(job, buffered) {
  const started = performance.now();
  for (const command of job.commands) {
    const code = await run(command, buffered);
    if (code !== 0) return { name: job.name, seconds: (performance.now() - started) / 1000, code };
  }
  return { name: job.name, seconds: (performance.now() - started) / 1000, code: 0 };
}

const results = [];
const startedAll = performance.now();
let failed = false;
for (const stage of stages) {
  const stageResults = await Promise.all(stage.map((job) => runJob(job, stage.length > 1)));
  results.push(...stageResults);
  if (stageResults.some((result) => result.code !== 0)) {
    failed = true;
    break;
  }
}
const total = (performance.now() - startedAll) / 1000;
const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log('\nTier                                  Wall time  Result');
for (const result of results) {
  console.log(
    `${result.name.padEnd(38)}${minutes(result.seconds).padStart(9)}  ${result.code === 0 ? 'passed' : 'FAILED'}`,
  );
}
console.log(`${'all'.padEnd(38)}${minutes(total).padStart(9)}  ${failed ? 'FAILED' : 'passed'}`);
process.exit(failed ? 1 : 0);
