import { describe, expect, it } from 'vitest';
import { isAtLeast, parseSampleRate } from './monitoring-limits.js';

// product-rules#monitoring-sample-rate: the monitoring sample rate must be 0 to 100.
const accepted: [rule: string, value: number][] = [
  ['0 turns sampling off', 0],
  ['100 keeps every session (product-rules#monitoring default)', 100],
  ['a fraction is a percentage too', 12.5],
];
const refused: [rule: string, value: unknown, named: string][] = [
  ['below 0', -1, 'got -1'],
  ['above 100', 101, 'got 101'],
  ['NaN', Number.NaN, 'got NaN'],
  ['a numeric string is not a number', '50', "got '50'"],
  ['missing', undefined, 'got undefined'],
];

describe('parseSampleRate', () => {
  it.each(accepted)('accepts %s', (_rule, value) => {
    expect(parseSampleRate(value)).toBe(value);
  });
  it.each(refused)('refuses %s, naming the value', (_rule, value, named) => {
    expect(() => parseSampleRate(value)).toThrow(named);
  });
});

describe('isAtLeast', () => {
  it.each([
    ['debug', 'info', false],
    ['info', 'info', true],
    ['warn', 'info', true],
    ['error', 'warn', true],
  ] as const)('%s against %s is %s', (level, threshold, expected) => {
    expect(isAtLeast(level, threshold)).toBe(expected);
  });
});
