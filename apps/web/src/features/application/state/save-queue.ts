import { saveRetry } from '@waypoint/domain/constants';

/** A save that waited for the one before it longer than product-rules#save-retry allows; it was never sent. */
export class SaveWaitTimeoutError extends Error {
  constructor() {
    super('An earlier save is still on its way.');
    this.name = 'SaveWaitTimeoutError';
  }
}

/** A save dropped because one before it failed: it was made on top of a change that no longer holds. */
export class SaveCanceledError extends Error {
  constructor() {
    super('An earlier save failed, so this one was not sent.');
    this.name = 'SaveCanceledError';
  }
}

export interface SaveQueueOptions {
  maxRetries?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

interface QueuedSave {
  /** Resolves (never rejects) once the save is answered, failed or dropped. */
  finished: Promise<void>;
  settled: boolean;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Every save of the wizard goes through one queue, so saves reach the server
 * one at a time and in the order they were made. A new save waits for the
 * one in flight, looking again up to 5 times 1 second apart (product-rules#save-retry); if that
 * one is still out, the new save fails without being sent. When a save
 * fails, the saves queued behind it are dropped, because each was made on
 * top of it.
 */
export class SaveQueue {
  private last: QueuedSave | null = null;
  private generation = 0;
  private waiting = 0;
  private readonly maxRetries: number;
  private readonly delayMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: SaveQueueOptions = {}) {
    this.maxRetries = options.maxRetries ?? saveRetry.maxRetries;
    this.delayMs = options.delayMs ?? saveRetry.delayMs;
    this.sleep = options.sleep ?? realSleep;
  }

  /** Saves waiting or in flight; the wizard refreshes from the server only when none are. */
  get pending(): number {
    return this.waiting;
  }

  /** Runs `operation` (a save, or a call that must follow the saves, such as applicationSave) in turn. */
  enqueue<Result>(operation: () => Promise<Result>): Promise<Result> {
    const before = this.last;
    const generation = this.generation;
    this.waiting += 1;
    const result = (async () => {
      try {
        await this.waitFor(before);
        if (generation !== this.generation) throw new SaveCanceledError();
        return await operation();
      } catch (error) {
        if (!(error instanceof SaveCanceledError)) this.generation += 1;
        throw error;
      } finally {
        this.waiting -= 1;
      }
    })();
    const queued: QueuedSave = { settled: false, finished: Promise.resolve() };
    queued.finished = result.then(
      () => {
        queued.settled = true;
      },
      () => {
        queued.settled = true;
      },
    );
    this.last = queued;
    return result;
  }

  private async waitFor(before: QueuedSave | null): Promise<void> {
    if (!before || before.settled) return;
    for (let attempt = 1; attempt <= this.maxRetries; attempt += 1) {
      await Promise.race([before.finished, this.sleep(this.delayMs)]);
      if (before.settled) return;
    }
    throw new SaveWaitTimeoutError();
  }
}
