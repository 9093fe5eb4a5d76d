import { describe, expect, it } from 'vitest';
import { startOfEasternDay, submitJobId } from './card-payment-submit-job.js';

describe("a scheduled payment's job starts at midnight Eastern on its day (decision 080)", () => {
  it.each([
    ['a winter day (EST)', '2026-11-29', '2026-11-29T05:00:00.000Z'],
    ['a summer day (EDT)', '2026-07-15', '2026-07-15T04:00:00.000Z'],
    ['the day clocks go forward: midnight is still EST', '2026-03-08', '2026-03-08T05:00:00.000Z'],
    ['the day clocks go back: midnight is still EDT', '2026-11-01', '2026-11-01T04:00:00.000Z'],
  ])('%s', (_rule, day, instant) => {
    expect(startOfEasternDay(day).toISOString()).toBe(instant);
  });
});

describe("the submission's job id", () => {
  it('is the same for a payment however often it is queued, and a UUID pg-boss takes', () => {
    expect(submitJobId(42)).toBe(submitJobId(42));
    expect(submitJobId(42)).not.toBe(submitJobId(43));
    expect(submitJobId(42)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
