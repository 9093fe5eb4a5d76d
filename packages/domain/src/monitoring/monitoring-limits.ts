/**
 * product-rules#monitoring: "Monitoring: 100% sampling, info log level, batches of up to 50
 * messages or 16384 bytes, flush every 30 s, at most 3000 errors per minute."
 * The browser's log shipper and the server's intake both read these, so the
 * shipper never builds a batch the intake would refuse.
 */
export const monitoringLimits = {
  sampleRatePercent: 100,
  level: 'info',
  maxBatchMessages: 50,
  /** UTF-8 size of the serialized batch body, the intake's body limit too. */
  maxBatchBytes: 16_384,
  flushIntervalMs: 30_000,
  maxErrorsPerMinute: 3_000,
} as const;

/** The first-party log intake (architecture: monitoring posts to a first-party collector endpoint). */
export const logIntakePath = '/api/v1/logs';

/** Log levels, least severe first. */
export const logLevels = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof logLevels)[number];

/** True when `level` is at least as severe as `threshold`. */
export function isAtLeast(level: LogLevel, threshold: LogLevel): boolean {
  return logLevels.indexOf(level) >= logLevels.indexOf(threshold);
}

/**
 * product-rules#monitoring-sample-rate: "The monitoring sample rate must be 0 to 100." A percentage; a
 * string, NaN or anything outside 0-100 is a configuration mistake, refused
 * with a message that names the value, so monitoring never starts half-set.
 */
export function parseSampleRate(value: unknown): number {
  const shown = typeof value === 'string' ? `'${value}'` : String(value);
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0 || value > 100) {
    throw new RangeError(`The monitoring sample rate must be a number from 0 to 100; got ${shown}.`);
  }
  return value;
}
