import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchemaResolver } from './lazy-schema-resolver';

const schema = z.object({ email: z.string().min(1, 'Enter your e-mail address') });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

function setUp(loads: ('ok' | 'offline')[]) {
  const load = vi.fn(async () => {
    if (loads.shift() === 'offline') throw new TypeError('Failed to fetch dynamically imported module');
    return schema;
  });
  return { load, lazy: lazySchemaResolver<Input, Output>(load) };
}

describe('a schema loaded at the first check or the first focus (decision 091)', () => {
  it('loads nothing until asked', () => {
    const { load } = setUp(['ok']);
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['valid values', { email: 'ana@example.com' }, { values: { email: 'ana@example.com' }, errors: {} }],
    [
      'a missing field',
      { email: '' },
      { values: {}, errors: { email: expect.objectContaining({ message: 'Enter your e-mail address' }) } },
    ],
  ])('checks %s as the schema does', async (_, values, expected) => {
    const { lazy } = setUp(['ok']);
    expect(await lazy.resolver(values, undefined, resolverOptions)).toEqual(expected);
  });

  it('loads once, whether a focus or a check asks first, and however often', async () => {
    const { load, lazy } = setUp(['ok']);
    lazy.preload();
    lazy.preload();
    await lazy.resolver({ email: 'a@b.co' }, undefined, resolverOptions);
    await lazy.resolver({ email: '' }, undefined, resolverOptions);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the check when the schema cannot be fetched, and fetches it again at the next one', async () => {
    const { load, lazy } = setUp(['offline', 'ok']);
    await expect(lazy.resolver({ email: 'a@b.co' }, undefined, resolverOptions)).rejects.toThrow(TypeError);
    expect(await lazy.resolver({ email: 'a@b.co' }, undefined, resolverOptions)).toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed preload is not an error on the page, and the check fetches again', async () => {
    const { load, lazy } = setUp(['offline', 'ok']);
    lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await lazy.resolver({ email: 'a@b.co' }, undefined, resolverOptions)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
