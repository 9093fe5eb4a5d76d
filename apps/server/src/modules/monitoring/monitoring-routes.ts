import type { FastifyInstance } from 'fastify';
import { logBatchSchema } from '@waypoint/domain/monitoring/log-batch';
import { logIntakePath, monitoringLimits } from '@waypoint/domain/monitoring/monitoring-limits';
import { AppError } from '../../graphql/app-error.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.js';
import { redactContext, redactPersonalData } from './log-redaction.js';

export interface MonitoringDeps {
  limiter: RateLimiter;
  /** RATE_LIMIT_IP_SCALE: e2e runs share one address. */
  ipLimitScale: number;
  /** Tests fix the clock so a rate window cannot roll mid-test. */
  now?: () => Date;
}

// A page ships a batch every 30 s plus one on each hide; 60 a minute leaves room for an office behind one address.
const intakePerIp: RateRule = { name: 'logs:ip', limit: 60, windowSeconds: 60 };

/**
 * product-rules#monitoring "A monitoring service posts batched logs to its own intake":
 * POST /api/v1/logs. A batch is bounded like the browser's (50 entries,
 * 16384 bytes, product-rules#monitoring); each entry goes to the server log, tagged as from
 * the browser and with this request's id, its personal data redacted.
 */
export async function monitoringRoutes(app: FastifyInstance, deps: MonitoringDeps): Promise<void> {
  app.post(logIntakePath, { bodyLimit: monitoringLimits.maxBatchBytes }, async (request, reply) => {
    const rule = { ...intakePerIp, limit: intakePerIp.limit * deps.ipLimitScale };
    await deps.limiter.hit(rule, request.ip, deps.now?.() ?? new Date());
    const checked = logBatchSchema.safeParse(request.body);
    if (!checked.success) {
      const fieldErrors = checked.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      }));
      const first = fieldErrors[0];
      throw new AppError('BAD_USER_INPUT', `${first?.field || 'body'}: ${first?.message}`, 400, fieldErrors);
    }
    for (const entry of checked.data.entries) {
      const { level, occurredAt } = entry;
      const path = entry.path && redactPersonalData(entry.path);
      const context = redactContext(entry.context);
      request.log[level](
        {
          source: 'browser',
          requestId: request.id,
          occurredAt,
          ...(path ? { path } : {}),
          ...(context ? { context } : {}),
        },
        redactPersonalData(entry.message),
      );
    }
    return reply.status(204).send();
  });
}
