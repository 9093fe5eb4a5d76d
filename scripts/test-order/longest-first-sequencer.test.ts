import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { durationHintsFrom, readDurationHints, type DurationHints } from './duration-hints.js';
import { createLongestFirstSequencer } from './longest-first-sequencer.js';

// docs/decisions/112-test-files-longest-first.md: the order test files start in.

const root = '/repo';

interface FakeFile {
  path: string;
  project?: string;
  isolate?: boolean;
  cached?: { duration: number; failed: boolean };
  size?: number;
}

async function orderOf(files: FakeFile[], hints: DurationHints): Promise<string[]> {
  const byKey = new Map(files.map((file) => [`${file.project ?? 'integration'}:${file.path}`, file]));
  const ctx = {
    config: { root },
    cache: {
      getFileTestResults: (key: string) => byKey.get(key)?.cached,
      getFileStats: (key: string) => {
        const size = byKey.get(key)?.size;
        return size === undefined ? undefined : { size };
      },
    },
  } as unknown as Vitest;
  const specs = files.map(
    (file) =>
      ({
        moduleId: `${root}/${file.path}`,
        project: {
          name: file.project ?? 'integration',
          config: { isolate: file.isolate ?? false, sequence: { groupOrder: 0 } },
        },
      }) as unknown as TestSpecification,
  );
  const Sequencer = createLongestFirstSequencer(hints);
  const sorted = await new Sequencer(ctx).sort(specs);
  return sorted.map((spec) => path.relative(root, spec.moduleId));
}

interface OrderRule {
  rule: string;
  files: FakeFile[];
  hints: DurationHints;
  order: string[];
}

describe('the order test files start in', () => {
  it.each<OrderRule>([
    {
      rule: 'a fresh clone: a recorded long file first, however small, then by size',
      files: [
        { path: 'big.int.test.ts', size: 90_000 },
        { path: 'fuzz.int.test.ts', size: 3_000 },
        { path: 'mid.int.test.ts', size: 40_000 },
      ],
      hints: { 'integration:fuzz.int.test.ts': 95_000 },
      order: ['fuzz.int.test.ts', 'big.int.test.ts', 'mid.int.test.ts'],
    },
    {
      rule: 'recorded files by their figures, longest first',
      files: [{ path: 'a.int.test.ts' }, { path: 'b.int.test.ts' }, { path: 'c.int.test.ts' }],
      hints: {
        'integration:a.int.test.ts': 3_000,
        'integration:b.int.test.ts': 30_000,
        'integration:c.int.test.ts': 9_000,
      },
      order: ['b.int.test.ts', 'c.int.test.ts', 'a.int.test.ts'],
    },
    {
      rule: "the cache's figure over the recorded one",
      files: [
        { path: 'a.int.test.ts', cached: { duration: 50_000, failed: false } },
        { path: 'b.int.test.ts', cached: { duration: 1_000, failed: false } },
      ],
      hints: { 'integration:b.int.test.ts': 90_000 },
      order: ['a.int.test.ts', 'b.int.test.ts'],
    },
    {
      rule: 'a file that failed last time first',
      files: [
        { path: 'long.int.test.ts', cached: { duration: 50_000, failed: false } },
        { path: 'failed.int.test.ts', cached: { duration: 10, failed: true } },
      ],
      hints: {},
      order: ['failed.int.test.ts', 'long.int.test.ts'],
    },
    {
      rule: 'projects one after another, each with its isolated files first',
      files: [
        { path: 'unit-long.test.ts', project: 'unit' },
        { path: 'dom-short.dom.test.tsx', project: 'dom' },
        { path: 'unit-mocking.test.ts', project: 'unit', isolate: true },
      ],
      hints: { 'unit:unit-long.test.ts': 60_000 },
      order: ['dom-short.dom.test.tsx', 'unit-mocking.test.ts', 'unit-long.test.ts'],
    },
    {
      rule: 'a hint names its project: the same path in another project is not hinted',
      files: [
        { path: 'x.int.test.ts', size: 1 },
        { path: 'y.int.test.ts', size: 2 },
      ],
      hints: { 'unit:x.int.test.ts': 60_000 },
      order: ['y.int.test.ts', 'x.int.test.ts'],
    },
  ])('$rule', async ({ files, hints, order }) => {
    expect(await orderOf(files, hints)).toEqual(order);
  });
});

describe('recording the figures (npm run test:durations)', () => {
  it('keeps files of two seconds or more, to the tenth of a second, by key', () => {
    const hints = durationHintsFrom({
      results: [
        ['unit:z.test.ts', { duration: 2_049.7, failed: false }],
        ['unit:short.test.ts', { duration: 1_999.9, failed: false }],
        ['integration:a.int.test.ts', { duration: 95_312, failed: true }],
        ['unit:never-ran.test.ts', {}],
      ],
    });
    expect(Object.entries(hints)).toEqual([
      ['integration:a.int.test.ts', 95_300],
      ['unit:z.test.ts', 2_000],
    ]);
  });

  it('every recorded file still exists (a renamed file would lose its place)', () => {
    const repoRoot = path.resolve(import.meta.dirname, '../..');
    const missing = Object.keys(readDurationHints())
      .map((key) => key.slice(key.indexOf(':') + 1))
      .filter((file) => !existsSync(path.join(repoRoot, file)));
    expect(missing).toEqual([]);
    expect(Object.keys(readDurationHints()).length).toBeGreaterThan(50);
  });
});
