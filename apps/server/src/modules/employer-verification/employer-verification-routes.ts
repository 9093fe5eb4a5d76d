import type { FastifyInstance } from 'fastify';
import { workEmailConfirmationRoute } from '@waypoint/domain/employer-verification/work-email-link';
import type { EmployerVerificationDeps } from './employer-verification-deps.js';
import { confirmWorkEmail } from './work-email-service.js';

// Guessing links is hopeless (256-bit secrets); this only keeps a script from hammering the table.
const confirmRule = { name: 'work-email-confirm:ip', limit: 30, windowSeconds: 600 };

/** product-rules#work-email-confirmation plain HTTP: POST /application-cache/workemailconfirmation/{first}/{second}, no session needed. */
export async function employerVerificationRoutes(app: FastifyInstance, deps: EmployerVerificationDeps): Promise<void> {
  app.post<{ Params: { first: string; second: string } }>(workEmailConfirmationRoute, async (request, reply) => {
    await deps.limiter.hit(confirmRule, request.ip);
    const result = await confirmWorkEmail(deps, request.params.first, request.params.second);
    return reply.header('cache-control', 'no-store').send(result);
  });
}
