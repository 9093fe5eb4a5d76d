import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { CheckSlots } from './check-slots.js';
import { findImageSizeBreach } from './declared-size.js';
import type { AcceptedContentType, DocumentCheckProvider } from './document-check-provider.js';
import type { WorkerAnswer, WorkerTask } from './document-check-worker.js';
import { defaultWorkerLimits, type WorkerLimits } from './document-limits.js';
import { DocumentTooComplexError } from './document-too-complex.js';
import type { ScreenFinding } from './file-screen.js';

export interface IsolatedDocumentCheck extends DocumentCheckProvider {
  /** pdf-safety.ts's scan, run in a worker like the check (the same limits, the same refusal past them). */
  pdfHasActiveContent(bytes: Buffer): Promise<boolean>;
  /**
   * file-screen.ts's limits and scan for every upload (decision 057), in a worker; a worker
   * killed over its time or heap rejects with DocumentTooComplexError.
   */
  screen(contentType: AcceptedContentType, bytes: Buffer): Promise<ScreenFinding>;
  /** Stops the worker threads; a check still running is refused as "pool is closed". */
  close(): Promise<void>;
}

/** Piscina's error when a task's signal aborts (it terminates the worker running it). */
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';
const isOutOfMemory = (error: unknown) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';

const sandboxWorker = new URL('./document-check-worker.mjs', import.meta.url).href;
// Idle workers hold pdf.js (two seconds to load); kept a while so a burst of uploads loads it once.
const idleWorkerMs = 60_000;

export interface IsolatedCheckOptions {
  limits?: WorkerLimits;
  /** Told of a worker that died between checks (no check to refuse); the pool replaces it. */
  onWorkerError?: (error: unknown) => void;
  /** The worker module (a URL); tests stand in a hostile one. Default: the sandbox check. */
  workerEntry?: string;
}

/**
 * The sandbox document check, isolated (docs/operations.md "Document storage"): an
 * image over the pixel limits is refused from its header; anything else runs
 * in a worker thread with a heap limit and a wall-clock limit from when the
 * worker takes the file (a PDF's
 * structure limits are checked there, before pdf.js reads it). Running out
 * of either kills that worker only (the pool starts another) and refuses the
 * file with DocumentTooComplexError; the event loop never decodes anything.
 * Threads start on the first check and stop when idle.
 */
export function createIsolatedDocumentCheck(options: IsolatedCheckOptions = {}): IsolatedDocumentCheck {
  const { limits = defaultWorkerLimits(availableParallelism()), workerEntry = sandboxWorker } = options;
  const slots = new CheckSlots(limits.maxThreads, limits.maxQueued);
  let pool: Piscina | null = null;
  let closed = false;
  const poolOf = () => {
    if (pool) return pool;
    pool = new Piscina({
      filename: workerEntry,
      minThreads: 0,
      maxThreads: limits.maxThreads,
      idleTimeout: idleWorkerMs,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb },
    });
    // A worker that dies between tasks has no task to reject; without a listener the error would end the process.
    pool.on('error', options.onWorkerError ?? (() => undefined));
    return pool;
  };

  async function runInWorker(work: WorkerTask, bytes: Uint8Array<ArrayBuffer>): Promise<WorkerAnswer> {
    await slots.acquire();
    // The clock runs from when a worker takes the task (it says so on `started`), so a thread still
    // loading its modules, a new one after a kill or the first after an idle spell, is not counted
    // against the file. A worker that never says so is timed anyway once its start allowance is over.
    const { port1: startedPort, port2: started } = new MessageChannel();
    const stop = new AbortController();
    let clock: NodeJS.Timeout | undefined;
    const startClock = () => {
      clock ??= setTimeout(() => stop.abort(), limits.timeoutMs);
    };
    startedPort.once('message', startClock);
    const allowance = setTimeout(startClock, limits.startAllowanceMs);
    try {
      // `bytes` is the task's own copy, moved to the worker rather than cloned.
      return (await poolOf().run(
        { ...work, started },
        { signal: stop.signal, transferList: [bytes.buffer, started] },
      )) as WorkerAnswer;
    } catch (error) {
      if (isAbort(error) && !closed) throw new DocumentTooComplexError({ kind: 'time' });
      if (isOutOfMemory(error)) throw new DocumentTooComplexError({ kind: 'memory' });
      throw error;
    } finally {
      clearTimeout(allowance);
      clearTimeout(clock);
      startedPort.close();
      slots.release();
    }
  }

  return {
    name: 'sandbox',
    async check(input) {
      const breach = findImageSizeBreach(input.contentType, input.bytes);
      if (breach) throw new DocumentTooComplexError(breach);
      const bytes = new Uint8Array(input.bytes);
      const answer = await runInWorker({ task: 'check', input: { ...input, bytes } }, bytes);
      if (answer.kind === 'too-complex') throw new DocumentTooComplexError(answer.reason);
      if (answer.kind !== 'checked')
        throw new Error(`unexpected answer from the document-check worker: ${answer.kind}`);
      return answer.result;
    },
    async pdfHasActiveContent(input) {
      const bytes = new Uint8Array(input);
      const answer = await runInWorker({ task: 'pdf-active-content', bytes }, bytes);
      if (answer.kind !== 'active-content')
        throw new Error(`unexpected answer from the document-check worker: ${answer.kind}`);
      return answer.found;
    },
    async screen(contentType, input) {
      const bytes = new Uint8Array(input);
      const answer = await runInWorker({ task: 'screen', contentType, bytes }, bytes);
      if (answer.kind !== 'screened')
        throw new Error(`unexpected answer from the document-check worker: ${answer.kind}`);
      return answer.finding;
    },
    async close() {
      closed = true;
      await pool?.destroy();
    },
  };
}
