import type { WindowFigures } from './save-load.js';

/** One measured minute of a soak: the server's process, the load's window, the queue and the database. */
export interface MinuteRecord {
  minute: number;
  rssMeanMb: number;
  rssMaxMb: number;
  cpuPercent: number;
  saves: WindowFigures;
  signUps: WindowFigures;
  reads: WindowFigures;
  requests: number;
  failed: number;
  jobsDueMean: number;
  jobsDueMax: number;
  oldestDueSecondsMax: number;
  jobsScheduled: number;
  jobsCompleted: number;
  jobsFailed: number;
  outboxDueMax: number;
  outboxSent: number;
  databaseMb: number;
}

/**
 * Flat means the last minutes look like the first ones. The tolerances, and
 * why: RSS +15% (a heap that settles moves a few per cent; a leak under a
 * steady load climbs without end); p99 ×1.5 or +25 ms (the drill machines
 * share two cores, so latency is compared and shown but does not fail the
 * run); the queue's due jobs and the due outbox at most 5 more on average
 * (their healthy depth is a handful, where ratios mean nothing).
 */
export const tolerances = { rssGrowth: 1.15, p99Factor: 1.5, p99SlackMs: 25, queueSlack: 5 };

interface ComparedRow {
  label: string;
  first: number;
  last: number;
  /** The verdict for rows that have one; `failsRun` says whether it breaks the drill's promise. */
  verdict?: { flat: boolean; rule: string; failsRun: boolean };
}

export interface Comparison {
  windowMinutes: number;
  firstMinutes: string;
  lastMinutes: string;
  rows: ComparedRow[];
  problems: string[];
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);
const round = (value: number) => Math.round(value * 100) / 100;

/** First and last windows of up to five minutes each (half the run each when it is shorter than ten). */
export function compareWindows(records: readonly MinuteRecord[], databaseMbAtStart: number): Comparison {
  const windowMinutes = Math.max(1, Math.min(5, Math.floor(records.length / 2)));
  const first = records.slice(0, windowMinutes);
  const last = records.slice(-windowMinutes);
  const both = (pick: (records: readonly MinuteRecord[]) => number) => ({
    first: round(pick(first)),
    last: round(pick(last)),
  });
  const meanOf = (field: (record: MinuteRecord) => number) => (window: readonly MinuteRecord[]) =>
    mean(window.map(field));
  const maxOf = (field: (record: MinuteRecord) => number) => (window: readonly MinuteRecord[]) =>
    Math.max(...window.map(field));
  // Database growth per minute across the window, from the end of the minute before it (or the measured start).
  const growthPerMinute = (window: readonly MinuteRecord[]) => {
    const before = records[records.indexOf(window[0] as MinuteRecord) - 1]?.databaseMb ?? databaseMbAtStart;
    return ((window.at(-1)?.databaseMb ?? before) - before) / Math.max(1, window.length);
  };

  const rss = both(meanOf((record) => record.rssMeanMb));
  const saveP99 = both(meanOf((record) => record.saves.p99Ms));
  const readP99 = both(meanOf((record) => record.reads.p99Ms));
  const due = both(meanOf((record) => record.jobsDueMean));
  const outbox = both(meanOf((record) => record.outboxDueMax));
  const p99Rule = (figures: { first: number; last: number }) => ({
    flat: figures.last <= Math.max(figures.first * tolerances.p99Factor, figures.first + tolerances.p99SlackMs),
    rule: `≤ ×${tolerances.p99Factor} or +${tolerances.p99SlackMs} ms`,
    failsRun: false,
  });
  const rows: ComparedRow[] = [
    {
      label: 'RSS mean (MB)',
      ...rss,
      verdict: { flat: rss.last <= rss.first * tolerances.rssGrowth, rule: '≤ +15%', failsRun: true },
    },
    { label: 'RSS max (MB)', ...both(maxOf((record) => record.rssMaxMb)) },
    { label: 'CPU (% of a core)', ...both(meanOf((record) => record.cpuPercent)) },
    { label: 'requests / min', ...both(meanOf((record) => record.requests)) },
    { label: 'failed requests', ...both(meanOf((record) => record.failed)) },
    { label: 'save p50 (ms)', ...both(meanOf((record) => record.saves.p50Ms)) },
    { label: 'save p99 (ms)', ...saveP99, verdict: p99Rule(saveP99) },
    { label: 'read p99 (ms)', ...readP99, verdict: p99Rule(readP99) },
    { label: 'sign-up p99 (ms)', ...both(meanOf((record) => record.signUps.p99Ms)) },
    {
      label: 'jobs due (mean)',
      ...due,
      verdict: {
        flat: due.last <= due.first + tolerances.queueSlack,
        rule: `≤ +${tolerances.queueSlack}`,
        failsRun: true,
      },
    },
    { label: 'jobs due (max)', ...both(maxOf((record) => record.jobsDueMax)) },
    { label: 'oldest due job (s, max)', ...both(maxOf((record) => record.oldestDueSecondsMax)) },
    {
      label: 'outbox due (mean of max)',
      ...outbox,
      verdict: {
        flat: outbox.last <= outbox.first + tolerances.queueSlack,
        rule: `≤ +${tolerances.queueSlack}`,
        failsRun: true,
      },
    },
    { label: 'database growth (MB/min)', ...both(growthPerMinute) },
  ];
  const problems = rows
    .filter((row) => row.verdict && !row.verdict.flat && row.verdict.failsRun)
    .map((row) => `${row.label} grew from ${row.first} to ${row.last}`);
  const span = (window: readonly MinuteRecord[]) => `${window[0]?.minute ?? 0}-${window.at(-1)?.minute ?? 0}`;
  return { windowMinutes, firstMinutes: span(first), lastMinutes: span(last), rows, problems };
}

export function printComparison(comparison: Comparison): void {
  const { rows } = comparison;
  const header = ['', `min ${comparison.firstMinutes}`, `min ${comparison.lastMinutes}`, 'last/first', 'verdict'];
  const lines = rows.map((row) => [
    row.label,
    String(row.first),
    String(row.last),
    row.first === 0 ? '—' : (row.last / row.first).toFixed(2),
    row.verdict
      ? `${row.verdict.flat ? 'flat' : row.verdict.failsRun ? 'GROWING' : 'slower (noted)'} (${row.verdict.rule})`
      : '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  console.log(`\nfirst ${comparison.windowMinutes} vs last ${comparison.windowMinutes} minutes:`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}
