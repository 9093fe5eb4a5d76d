import type { StepContext } from '../draft/draft-conditions.js';

/**
 * Shared test context: "now" is 3 p.m. UTC on 22 November 2026, so the start
 * of today is 2026-11-22 and 60 days later is 2027-01-21.
 */
export const TODAY = new Date('2026-11-22T15:00:00Z');
export const usContext: StepContext = { today: TODAY, ipCountry: 'US' };
export const DAY_60 = '2027-01-21';
export const DAY_61 = '2027-01-22';
