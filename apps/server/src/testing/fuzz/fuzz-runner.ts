import type { FuzzRequest, FuzzTarget } from './fuzz-request.js';
import { signUp, type FuzzSession } from './fuzz-session.js';
import { createTransport, type FuzzResponse } from './fuzz-transport.js';
import { documentRequest, operationRequest, operationsOf } from './graphql-requests.js';
import { envelopeRequest, rawRequest, routeRequest } from './http-requests.js';
import { SeededRandom } from './seeded-random.js';

export interface FuzzOptions {
  baseUrl: string;
  /** The schema the server serves, as SDL; requests are built from it. */
  schemaSdl: string;
  requests: number;
  seed: number;
  /** Stop sending after this long even if `requests` were not all sent. */
  maxSeconds: number;
  concurrency?: number;
  requestTimeoutMs?: number;
}

export interface FuzzFailure {
  kind: string;
  method: string;
  path: string;
  status: number;
  excerpt: string;
}

export interface FuzzReport {
  seed: number;
  sent: number;
  seconds: number;
  byStatus: Record<string, number>;
  /** Responses of 5xx or carrying INTERNAL_SERVER_ERROR: the run fails on any. */
  failures: number;
  internalErrors: number;
  /** The first few failures, to replay with the seed. */
  samples: FuzzFailure[];
  /** Requests that got no answer at all (a socket closed, a timeout), by reason. */
  unanswered: Record<string, number>;
}

const maxSamples = 20;
const maxSignUps = 40;

/** The mix: schema operations most, then the language, the envelope, plain routes and raw sockets. */
function makeGenerator(random: SeededRandom, sdl: string, target: FuzzTarget): () => FuzzRequest {
  const { schema, operations } = operationsOf(sdl);
  return () => {
    const roll = random.next();
    if (roll < 0.5) return operationRequest(random, schema, random.pick(operations));
    if (roll < 0.58) return documentRequest(random);
    if (roll < 0.68) return envelopeRequest(random);
    if (roll < 0.97) return routeRequest(random, target);
    return rawRequest(random);
  };
}

function record(report: FuzzReport, request: FuzzRequest, response: FuzzResponse): void {
  const key = response.status > 0 ? String(response.status) : response.status === 0 ? 'no answer' : 'not sent';
  report.byStatus[key] = (report.byStatus[key] ?? 0) + 1;
  if (response.failure) {
    const reason = `${response.failure.slice(0, 40)} (${request.kind.split(':')[0]} ${request.method})`;
    report.unanswered[reason] = (report.unanswered[reason] ?? 0) + 1;
  }
  const internal = response.body.includes('INTERNAL_SERVER_ERROR');
  if (internal) report.internalErrors += 1;
  if (response.status < 500 && !internal) return;
  report.failures += 1;
  if (report.samples.length < maxSamples) {
    report.samples.push({
      kind: request.kind,
      method: request.method,
      path: request.path.slice(0, 120),
      status: response.status,
      excerpt: response.body.slice(0, 300),
    });
  }
}

/**
 * Sends `requests` schema-aware hostile requests to a server on loopback,
 * `concurrency` at a time, and counts the answers by status. Seeded: the same
 * seed against the same build sends the same requests in the same order
 * (their interleaving with the server's own state may still differ).
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const random = new SeededRandom(options.seed);
  const transport = createTransport(new URL(options.baseUrl), options.requestTimeoutMs ?? 15_000);
  const target: FuzzTarget = { applicationId: null };
  let signUps = 0;
  let session: FuzzSession | null = null;
  const renewSession = async () => {
    if (signUps >= maxSignUps) return;
    signUps += 1;
    session = await signUp(transport, options.seed, signUps);
    target.applicationId = session?.applicationId ?? target.applicationId;
  };
  await renewSession();

  const next = makeGenerator(random, options.schemaSdl, target);
  const report: FuzzReport = {
    seed: options.seed,
    sent: 0,
    seconds: 0,
    byStatus: {},
    failures: 0,
    internalErrors: 0,
    samples: [],
    unanswered: {},
  };
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  let renewing: Promise<void> | null = null;

  const worker = async () => {
    while (report.sent < options.requests && performance.now() < deadline) {
      report.sent += 1;
      const request = next();
      const current: FuzzSession | null = session;
      const headers = request.withSession && current ? current.headers : {};
      const response = await transport.send(request, headers);
      record(report, request, response);
      // A hostile request may end the session (logout, a changed password); sign up again, once at a time.
      if (request.withSession && current && response.status === 401 && session === current) {
        renewing ??= renewSession().finally(() => (renewing = null));
        await renewing;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  } finally {
    transport.close();
  }
  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  return report;
}

export function describeReport(report: FuzzReport): string {
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const lines = [
    `fuzz seed ${report.seed}: ${report.sent} requests in ${report.seconds} s (${Math.round(report.sent / Math.max(report.seconds, 0.1))}/s)`,
    `by status: ${statuses}`,
    `5xx or INTERNAL_SERVER_ERROR: ${report.failures} (INTERNAL_SERVER_ERROR bodies: ${report.internalErrors})`,
  ];
  if (Object.keys(report.unanswered).length) lines.push(`unanswered: ${JSON.stringify(report.unanswered)}`);
  for (const sample of report.samples)
    lines.push(`  ${sample.status} ${sample.kind} ${sample.method} ${sample.path} ${sample.excerpt}`);
  return lines.join('\n');
}
