// `npm run bench:ip-country`: the IPv6 country table's load time, memory and lookup cost
// (docs/decisions/077-card-activation-for-every-us-customer.md). Run it with --expose-gc
// (the npm script does) so the memory figures are what stays after a collection.
// BENCH_RUNS loads (default 5) each build the table from the npm package's CSV; the lookups then search it with addresses spread over the whole IPv6
// unicast space and over the US ranges. Exits 1 when a median is above its target.
import type { Ipv6CountryTable } from '../apps/server/src/modules/ip-insights/country-ranges.js';
import { parseIp } from '../apps/server/src/modules/ip-insights/ip-address.js';
import { loadIpv6CountryTable } from '../apps/server/src/modules/ip-insights/ipv6-country-database.js';
import { createOfflineIpInsightsProvider } from '../apps/server/src/modules/ip-insights/offline-ip-insights.js';

const runs = Math.min(Math.max(Number(process.env.BENCH_RUNS ?? 5) || 5, 1), 20);
const lookups = 1_000_000;
/** Targets: a load the server's warm-up hides, a table smaller than the AS data's, a lookup well under a request's cost. */
const targets = { loadMs: 1_000, retainedMb: 10, lookupNs: 2_000 } as const;

const collect = () => (globalThis as { gc?: () => void }).gc?.();
const megabytes = (bytes: number) => bytes / 1024 / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Heap and buffers in use once garbage is collected and the freed buffers have been released. */
async function retainedBytes(): Promise<number> {
  for (let pass = 0; pass < 3; pass += 1) {
    collect();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

if (!(globalThis as { gc?: unknown }).gc) console.warn('Run with node --expose-gc for the memory figures.');

// Memory from the first load only: a dropped table's buffers are freed by V8 later than
// gc() returns, so a later run's "before" would still count its predecessor.
const loadTimes: number[] = [];
const before = await retainedBytes();
let started = performance.now();
let table: Ipv6CountryTable = await loadIpv6CountryTable();
loadTimes.push(performance.now() - started);
const retainedMb = megabytes((await retainedBytes()) - before);
for (let run = 1; run < runs; run += 1) {
  started = performance.now();
  table = await loadIpv6CountryTable();
  loadTimes.push(performance.now() - started);
}

// Addresses spread over 2000::/3 (global unicast), and some in well-known US networks.
let seed = 0x2545f491;
const random32 = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
};
const spread = Array.from({ length: 4096 }, () => {
  const high = (0x2000_0000n | BigInt(random32() & 0x1fff_ffff)) << 96n;
  return high | (BigInt(random32()) << 64n) | (BigInt(random32()) << 32n) | BigInt(random32());
});
const us = ['2600:380::1', '2607:fb90:1::1', '2601:1c0::1', '2001:4860:4860::8888'].map((text) => {
  const ip = parseIp(text);
  if (ip?.version !== 6) throw new Error(text);
  return ip.value;
});

const found = new Map<string, number>();
started = performance.now();
for (let index = 0; index < lookups; index += 1) {
  const value = index % 8 === 0 ? (us[index % us.length] ?? 0n) : (spread[index % spread.length] ?? 0n);
  const country = table.find(value) ?? 'none';
  found.set(country, (found.get(country) ?? 0) + 1);
}
const lookupNs = ((performance.now() - started) * 1e6) / lookups;

// The provider as a request uses it: parse the text, then the country and the AS (both databases loaded).
const provider = createOfflineIpInsightsProvider();
await provider.warmUp();
const texts = ['2600:380::1', '2a02:c7f:1::1', '2405:200:1::1', '2d00::1', '73.15.2.4'];
const providerLookups = 100_000;
const providerStarted = performance.now();
for (let index = 0; index < providerLookups; index += 1) await provider.lookup(texts[index % texts.length] ?? '');
const providerNs = ((performance.now() - providerStarted) * 1e6) / providerLookups;

const loadMs = median(loadTimes);
console.log(
  `IPv6 country table (${runs} loads, ${table.length} rows, ${megabytes(table.bytes).toFixed(2)} MB of rows)`,
);
console.log(
  `  load: median ${loadMs.toFixed(0)} ms (${loadTimes.map((ms) => ms.toFixed(0)).join(', ')}); target ${targets.loadMs}`,
);
console.log(`  retained after the first load: ${retainedMb.toFixed(1)} MB; target ${targets.retainedMb}`);
console.log(`  table.find: ${lookupNs.toFixed(0)} ns a lookup over ${lookups} lookups; target ${targets.lookupNs}`);
console.log(`  provider.lookup (parse + country + AS): ${(providerNs / 1000).toFixed(2)} µs a lookup`);
const top = [...found].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(`  answers (sample): ${top.map(([country, count]) => `${country} ${count}`).join(', ')}`);

if (loadMs > targets.loadMs || retainedMb > targets.retainedMb || lookupNs > targets.lookupNs) process.exitCode = 1;
