import type { DrillApplicant } from './drill-applicants.js';
import { checkNothingLost, startSaveLoad, type SaveLoadFigures } from './save-load.js';
import type { WaypointInstance } from './waypoint-instances.js';

/**
 * The save load split over two instances (half the applicants on each, no
 * proxy between), stopped and checked as one: the figures added up, and
 * every applicant's draft read back from the instance that saved it.
 */
export function saveLoadsAcross(instances: readonly WaypointInstance[], savers: readonly DrillApplicant[]) {
  const half = Math.ceil(savers.length / 2);
  const loads = [
    {
      url: instances[0]?.url ?? '',
      load: startSaveLoad(instances[0]?.url ?? '', savers.slice(0, half), { pauseMs: 200 }),
    },
    {
      url: instances[1]?.url ?? '',
      load: startSaveLoad(instances[1]?.url ?? '', savers.slice(half), { pauseMs: 200 }),
    },
  ];
  return {
    async stop(): Promise<{ figures: SaveLoadFigures; lost: number; lostDetails: string[] }> {
      const stopped = await Promise.all(
        loads.map(async ({ url, load }) => ({ url, load, figures: await load.stop() })),
      );
      let lost = 0;
      const lostDetails: string[] = [];
      for (const { url, load } of stopped) {
        const check = await checkNothingLost(url, load.tracks);
        lost += check.lost;
        lostDetails.push(...check.details);
      }
      const [first, second] = stopped.map((entry) => entry.figures);
      if (!first || !second) throw new Error('two save loads expected');
      const failures = { ...first.failures };
      for (const [kind, count] of Object.entries(second.failures)) failures[kind] = (failures[kind] ?? 0) + count;
      return {
        figures: {
          requests: first.requests + second.requests,
          failed: first.failed + second.failed,
          acknowledged: first.acknowledged + second.acknowledged,
          p50Ms: Math.max(first.p50Ms, second.p50Ms),
          p99Ms: Math.max(first.p99Ms, second.p99Ms),
          maxMs: Math.max(first.maxMs, second.maxMs),
          failures,
          firstFailures: [...first.firstFailures, ...second.firstFailures],
        },
        lost,
        lostDetails,
      };
    },
  };
}
