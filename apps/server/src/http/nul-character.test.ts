import { describe, expect, it } from 'vitest';
import { findUnstorableText, loneSurrogateMessage, nulCharacterMessage } from './nul-character.js';

const fieldOf = (value: unknown) => findUnstorableText(value)?.field ?? null;

describe('findUnstorableText', () => {
  it.each([
    ['a clean object', { a: 'x', b: [1, 'y', { c: null }] }, null],
    ['a NUL in a field', { street: 'Main\u0000St' }, 'street'],
    ['a NUL deep in a list', { input: { names: ['a', 'b\u0000'] } }, 'input.names.1'],
    ['a NUL in a key', { input: { 'a\u0000b': 1 } }, 'input.a\\u0000b'],
    ['a lone high surrogate', { street: 'a\ud800' }, 'street'],
    ['a lone low surrogate', { street: '\udfffb' }, 'street'],
    ['a surrogate pair (an emoji) is fine', { street: '😀 \ud83d\ude00' }, null],
    ['a NUL string as the whole body', '\u0000', 'body'],
    ['a Buffer (multipart file) is not text', Buffer.from([0, 0, 0]), null],
  ])('%s', (_case, value, expected) => {
    expect(fieldOf(value)).toBe(expected);
  });

  it.each([
    ['Main\u0000St', nulCharacterMessage],
    ['Main\ud800St', loneSurrogateMessage],
  ])('says why %j is refused', (text, problem) => {
    expect(findUnstorableText({ street: text })).toEqual({ field: 'street', problem });
  });

  it('walks 100,000 levels of nesting in linear time, without the call stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    const started = performance.now();
    expect(fieldOf({ x: deep })).toMatch(/^x(\.0){100000}$/);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
