import type { LogContext, LogEntry } from '@waypoint/domain/monitoring/log-batch';
import {
  isAtLeast,
  monitoringLimits,
  parseSampleRate,
  type LogLevel,
} from '@waypoint/domain/monitoring/monitoring-limits';
import { clipEntry, utf8Bytes } from './log-entry-clip';

/** Sends one serialized batch; `unload` means the page is going away (beacon or keepalive). */
export type LogTransport = (body: string, options: { unload: boolean }) => Promise<void>;

export interface LogShipperOptions {
  transport: LogTransport;
  /** product-rules#monitoring defaults; tests and callers may narrow them. */
  sampleRatePercent?: number;
  level?: LogLevel;
  maxBatchMessages?: number;
  maxBatchBytes?: number;
  flushIntervalMs?: number;
  maxErrorsPerMinute?: number;
  now?: () => number;
  random?: () => number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
  /** The page path each entry is stamped with. */
  currentPath?: () => string;
}

// The serialized batch is `{"entries":[e1,e2,...]}`: this shell plus each entry and a comma between.
const batchShellBytes = utf8Bytes('{"entries":[]}');
const errorWindowMs = 60_000;

/**
 * product-rules#monitoring browser log shipper: level filter, sampling, batches of at most 50
 * entries or 16384 bytes, a 30 s flush, and at most 3000 errors a minute.
 * It never throws into the page and never logs its own failures through
 * itself (a failing intake would otherwise feed the queue forever).
 */
export class LogShipper {
  private readonly transport: LogTransport;
  private readonly level: LogLevel;
  private readonly maxMessages: number;
  private readonly maxBytes: number;
  private readonly maxErrors: number;
  private readonly now: () => number;
  private readonly currentPath: () => string;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly timer: unknown;
  /** Decided once per page: a session is shipped whole or not at all. */
  private readonly sampled: boolean;
  private queue: string[] = [];
  private queueBytes = batchShellBytes;
  private errorWindowStart = Number.NEGATIVE_INFINITY;
  private errorsInWindow = 0;
  private droppedErrors = 0;
  /** Batches the transport failed to deliver; dropped, never retried. */
  failedBatches = 0;

  constructor(options: LogShipperOptions) {
    // product-rules#monitoring-sample-rate: a sample rate outside 0-100 is refused at start.
    const sampleRate = parseSampleRate(options.sampleRatePercent ?? monitoringLimits.sampleRatePercent);
    this.transport = options.transport;
    this.level = options.level ?? monitoringLimits.level;
    this.maxMessages = options.maxBatchMessages ?? monitoringLimits.maxBatchMessages;
    this.maxBytes = options.maxBatchBytes ?? monitoringLimits.maxBatchBytes;
    this.maxErrors = options.maxErrorsPerMinute ?? monitoringLimits.maxErrorsPerMinute;
    this.now = options.now ?? Date.now;
    this.currentPath = options.currentPath ?? (() => '/');
    this.sampled = (options.random ?? Math.random)() * 100 < sampleRate;
    const setTimer = options.setInterval ?? ((callback, ms) => setInterval(callback, ms));
    this.clearTimer = options.clearInterval ?? ((handle) => clearInterval(handle as number));
    this.timer = setTimer(() => this.flush(), options.flushIntervalMs ?? monitoringLimits.flushIntervalMs);
  }

  log(level: LogLevel, message: string, context?: LogContext): void {
    if (!this.sampled || !isAtLeast(level, this.level)) return;
    if (level === 'error' && !this.admitError()) return;
    this.enqueue({ level, message, occurredAt: new Date(this.now()).toISOString(), path: this.currentPath(), context });
  }

  /** Sends what is queued; `unload` when the page is being hidden or left. */
  flush(options: { unload?: boolean } = {}): void {
    this.reportDroppedErrors();
    if (this.queue.length === 0) return;
    const body = `{"entries":[${this.queue.join(',')}]}`;
    this.queue = [];
    this.queueBytes = batchShellBytes;
    try {
      this.transport(body, { unload: options.unload ?? false }).catch(() => {
        this.failedBatches += 1;
      });
    } catch {
      this.failedBatches += 1;
    }
  }

  stop(): void {
    this.clearTimer(this.timer);
    this.flush({ unload: true });
  }

  /** product-rules#monitoring: at most 3000 errors a minute; the rest are counted, then reported once. */
  private admitError(): boolean {
    this.reportDroppedErrors();
    if (this.errorsInWindow >= this.maxErrors) {
      this.droppedErrors += 1;
      return false;
    }
    this.errorsInWindow += 1;
    return true;
  }

  /** When the minute has rolled, opens a new one and queues one "N errors dropped" entry if any were. */
  private reportDroppedErrors(): void {
    const now = this.now();
    if (now - this.errorWindowStart < errorWindowMs) return;
    this.errorWindowStart = now;
    this.errorsInWindow = 0;
    if (this.droppedErrors === 0) return;
    const dropped = this.droppedErrors;
    this.droppedErrors = 0;
    this.enqueue({
      level: 'warn',
      message: `${dropped} errors dropped`,
      occurredAt: new Date(now).toISOString(),
      path: this.currentPath(),
      context: { droppedErrors: dropped },
    });
  }

  private enqueue(entry: LogEntry): void {
    const serialized = clipEntry(entry, this.maxBytes - batchShellBytes);
    const bytes = utf8Bytes(serialized);
    const separator = this.queue.length > 0 ? 1 : 0;
    if (this.queueBytes + separator + bytes > this.maxBytes) this.flush();
    this.queueBytes += (this.queue.length > 0 ? 1 : 0) + bytes;
    this.queue.push(serialized);
    if (this.queue.length >= this.maxMessages) this.flush();
  }
}
