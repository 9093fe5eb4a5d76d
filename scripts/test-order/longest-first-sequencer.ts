import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import type { DurationHints } from './duration-hints.js';

/*
 * Test files in the order that ends a run soonest on two workers: the longest first, so the
 * last file to start is a short one (docs/decisions/112-test-files-longest-first.md). Vitest's own
 * order does this from its results cache, which a fresh clone (CI) lacks: it then runs the
 * largest files first, and the 95-second fuzz file, a small one, started last and ran alone.
 * Without a cached figure, a file's duration comes from `durations.json`, recorded from a full
 * run (`npm run test:durations`); a file in neither is ordered by size after those.
 */

export function createLongestFirstSequencer(hints: DurationHints): typeof BaseSequencer {
  return class LongestFirstSequencer extends BaseSequencer {
    override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const { cache, config } = this.ctx;
      const ranked = files.map((file) => {
        const key = `${file.project.name}:${relative(config.root, file.moduleId)}`;
        const result = cache.getFileTestResults(key);
        return {
          file,
          failed: result?.failed ?? false,
          duration: result?.duration ?? hints[key] ?? 0,
          size: cache.getFileStats(key)?.size ?? 0,
        };
      });
      ranked.sort((first, second) => {
        const [a, b] = [first.file, second.file];
        // Projects run one after another, each with its isolated files first, as in Vitest's own order.
        const groupOrder = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
        if (groupOrder !== 0) return groupOrder;
        if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
        if (a.project.config.isolate !== b.project.config.isolate) return a.project.config.isolate ? -1 : 1;
        if (first.failed !== second.failed) return first.failed ? -1 : 1;
        return second.duration - first.duration || second.size - first.size;
      });
      return Promise.resolve(ranked.map(({ file }) => file));
    }
  };
}
