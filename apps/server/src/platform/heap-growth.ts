import v8 from 'node:v8';

/**
 * How much the JavaScript heap may grow past what the last full collection kept before the
 * next one runs (docs/decisions/093-bounded-memory-under-hostile-load.md). V8 picks a factor
 * between 1.1 and 4 from how fast its collector keeps up; under the fuzzer it let the heap
 * reach about 360 MB while the objects still in use were about 110 MB, and resident memory
 * followed. 1.5 keeps the heap within half again of what is alive, for more frequent full
 * collections (each a few ms on a heap this size).
 */
export const heapGrowingPercent = 50;

/** Applied once at start, before the server allocates much; read by V8 at every full collection. */
export function boundHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
}
