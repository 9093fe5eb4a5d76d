import { graphql, type DrillApplicant } from './drill-applicants.js';

/**
 * A steady load of draft saves, one loop per applicant, that remembers what
 * each server acknowledged: after a drill, every applicant's draft must hold
 * the last income a server said it saved, or one sent after it (a request
 * that failed on the client may still have committed). Anything else is a
 * lost acknowledged save.
 */
const saveMutation = `mutation Save($input: DraftChanges!) {
  applicationCacheSave(input: $input) { isSaved version }
}`;
const firstIncome = 40_000;

interface ApplicantTrack {
  applicant: DrillApplicant;
  nextIncome: number;
  lastAcknowledged: number | null;
  /** Incomes sent after the last acknowledged one, whose outcome the client does not know. */
  unknownAfterAck: Set<number>;
}

export interface WindowFigures {
  requests: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface SaveLoadFigures extends WindowFigures {
  acknowledged: number;
  /** Failures by kind: an HTTP status, a GraphQL error code, or the client-side error's name. */
  failures: Record<string, number>;
  /** The first few failures as they happened, with their time into the run. */
  firstFailures: string[];
}

export interface SaveLoad {
  /** Figures since the previous window (or the start), for reports over time. */
  window(): WindowFigures;
  /** Stops the loops, waits for the requests in flight, and returns the whole run's figures. */
  stop(): Promise<SaveLoadFigures>;
  readonly tracks: readonly ApplicantTrack[];
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

function figuresOf(latencies: number[], failed: number): WindowFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failed,
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    maxMs: Math.round(sorted.at(-1) ?? 0),
  };
}

/** One save's outcome, with `performance.now()` times, for drills that time an outage. */
export interface SaveOutcome {
  sentAt: number;
  answeredAt: number;
  acknowledged: boolean;
  /** The failure's kind, as counted in `failures`; absent when acknowledged. */
  kind?: string;
}

/**
 * Starts one save loop per applicant; `pauseMs` between one applicant's saves sets the pace.
 * `onOutcome`, when given, hears every save as it is answered.
 */
export function startSaveLoad(
  baseUrl: string,
  applicants: readonly DrillApplicant[],
  options: { pauseMs?: number; maxRequests?: number; onOutcome?: (outcome: SaveOutcome) => void } = {},
): SaveLoad {
  const pauseMs = options.pauseMs ?? 0;
  const maxRequests = options.maxRequests ?? 5_000_000;
  const startedAt = performance.now();
  const tracks: ApplicantTrack[] = applicants.map((applicant) => ({
    applicant,
    nextIncome: firstIncome,
    lastAcknowledged: null,
    unknownAfterAck: new Set(),
  }));
  const all: number[] = [];
  let windowLatencies: number[] = [];
  let windowFailed = 0;
  let failed = 0;
  let acknowledged = 0;
  let sent = 0;
  const failures: Record<string, number> = {};
  const firstFailures: string[] = [];
  let running = true;

  const fail = (kind: string, income: number): string => {
    failed += 1;
    windowFailed += 1;
    failures[kind] = (failures[kind] ?? 0) + 1;
    if (firstFailures.length < 10) {
      firstFailures.push(`${Math.round(performance.now() - startedAt)} ms: ${kind} (income ${income})`);
    }
    return kind;
  };

  const loop = async (track: ApplicantTrack) => {
    while (running && sent < maxRequests) {
      sent += 1;
      const income = track.nextIncome;
      track.nextIncome += 1;
      track.unknownAfterAck.add(income);
      const begun = performance.now();
      let failedKind: string | undefined;
      try {
        const answer = await graphql<{ applicationCacheSave: { isSaved: boolean } }>(
          baseUrl,
          track.applicant,
          saveMutation,
          { input: { income: String(income) } },
        );
        const saved = answer.status === 200 && !answer.errors && answer.data?.applicationCacheSave.isSaved === true;
        if (saved) {
          acknowledged += 1;
          track.lastAcknowledged = income;
          track.unknownAfterAck.clear();
        } else {
          failedKind = fail(answer.errors?.[0]?.extensions?.code ?? `HTTP ${answer.status}`, income);
        }
      } catch (error) {
        failedKind = fail(
          (error as Error).name === 'TimeoutError' ? 'client timeout' : `network ${(error as Error).message}`,
          income,
        );
      }
      const answeredAt = performance.now();
      options.onOutcome?.({ sentAt: begun, answeredAt, acknowledged: failedKind === undefined, kind: failedKind });
      const took = answeredAt - begun;
      all.push(took);
      windowLatencies.push(took);
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = tracks.map(loop);

  return {
    tracks,
    window() {
      const figures = figuresOf(windowLatencies, windowFailed);
      windowLatencies = [];
      windowFailed = 0;
      return figures;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      return { ...figuresOf(all, failed), acknowledged, failures, firstFailures };
    },
  };
}

export interface LossCheck {
  applicants: number;
  /** Applicants whose draft holds neither the last acknowledged income nor a later one sent. */
  lost: number;
  details: string[];
}

/** Reads every applicant's draft back and compares it with what the servers acknowledged. */
export async function checkNothingLost(baseUrl: string, tracks: readonly ApplicantTrack[]): Promise<LossCheck> {
  const details: string[] = [];
  for (const track of tracks) {
    if (track.lastAcknowledged === null) continue;
    const answer = await graphql<{ getApplicationCache: { income: number | null } | null }>(
      baseUrl,
      track.applicant,
      'query { getApplicationCache { income } }',
    );
    const stored = answer.data?.getApplicationCache?.income ?? null;
    const fine = stored === track.lastAcknowledged || (stored !== null && track.unknownAfterAck.has(stored));
    if (!fine) {
      details.push(`${track.applicant.email}: acknowledged ${track.lastAcknowledged}, stored ${stored}`);
    }
  }
  return { applicants: tracks.length, lost: details.length, details };
}
