import { describe, expect, it } from 'vitest';
import { staleGeneratedFiles } from './codegen-outputs.js';

describe('generated files', () => {
  // A catalogue or SDL change without `npm run codegen` fails here, not in a later build.
  it('are what `npm run codegen` writes today', async () => {
    expect(await staleGeneratedFiles(), 'stale: run `npm run codegen` and commit the result').toEqual([]);
  }, 60_000);
});
