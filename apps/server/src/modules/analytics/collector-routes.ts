import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectorBatchSchema, collectorLimits, collectorPath } from '@waypoint/domain/analytics/collector-batch';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { AppError } from '../../graphql/app-error.js';
import type { AnalyticsDeps } from './analytics-deps.js';
import { collect } from './collector-service.js';
import { eventsOfUser, trackingSessionsOfUser } from './tracking-repository.js';

// A page sends a batch per 10 events or page hide; 120 a minute is a busy reader, not a script.
const collectRule = { name: 'collect:ip', limit: 120, windowSeconds: 60 };
const visitIdPattern = /^[0-9a-f-]{36}$/;

function visitCookie(request: FastifyRequest, name: string): string | null {
  const value = request.cookies[name];
  return value && visitIdPattern.test(value) ? value : null;
}

/** A beacon sends text/plain (the only type it may send without a preflight); fetch sends JSON. */
function bodyObject(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new AppError('BAD_USER_INPUT', 'The request body is not valid JSON.');
  }
}

function parseBatch(body: unknown) {
  const parsed = collectorBatchSchema.safeParse(bodyObject(body));
  if (parsed.success) return parsed.data;
  const fieldErrors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw new AppError('BAD_USER_INPUT', 'The analytics batch is not valid.', 400, fieldErrors);
}

/** The first-party collector (product-rules#analytics; architecture: analytics go to a first-party collector). */
export async function collectorRoutes(app: FastifyInstance, deps: AnalyticsDeps): Promise<void> {
  app.post(collectorPath, { bodyLimit: collectorLimits.maxBodyBytes }, async (request, reply) => {
    await deps.limiter.hit({ ...collectRule, limit: collectRule.limit * deps.ipLimitScale }, request.ip);
    const batch = parseBatch(request.body);
    const userId = await deps.currentUserId(request, batch.sessionHash);
    const result = await collect(deps, batch, {
      sessionId: visitCookie(request, sessionTransport.sessionIdCookie),
      anonymousId: visitCookie(request, sessionTransport.anonymousIdCookie),
      userId,
    });
    return reply.status(202).header('cache-control', 'no-store').send(result);
  });

  if (!deps.exposeOwnTracking) return;
  // Outside production only: a signed-in user's own tracking sessions and latest events, so an e2e run can see what was kept.
  app.get(`${collectorPath}/mine`, async (request, reply) => {
    const userId = await deps.currentUserId(request, undefined);
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Please sign in.', 401);
    return reply.header('cache-control', 'no-store').send({
      trackingSessions: await trackingSessionsOfUser(deps.db, userId),
      events: await eventsOfUser(deps.db, userId),
    });
  });
}
