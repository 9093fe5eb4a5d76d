import type { LoadFigures } from './load.js';

export function printTable(rows: LoadFigures[]): void {
  const nameWidth = Math.max(6, ...rows.map((row) => row.name.length));
  const header = `${'target'.padEnd(nameWidth)} | conns | ${'req/s'.padStart(9)} | ${'p50 ms'.padStart(7)} | ${'p99 ms'.padStart(7)} | ${'requests'.padStart(9)} | failed | ${'server busy'.padStart(11)}`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(nameWidth)} | ${String(row.connections).padStart(5)} | ${row.requestsPerSecond.toFixed(0).padStart(9)} | ${row.p50Ms.toFixed(0).padStart(7)} | ${row.p99Ms.toFixed(0).padStart(7)} | ${String(row.completed).padStart(9)} | ${String(row.failed).padStart(6)} | ${`${(row.serverBusy * 100).toFixed(0)}%`.padStart(11)}`,
    );
  }
}

export function ratio(numerator: LoadFigures, denominator: LoadFigures): string {
  return (numerator.requestsPerSecond / denominator.requestsPerSecond).toFixed(2);
}
