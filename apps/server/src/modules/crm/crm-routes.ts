import type { FastifyInstance } from 'fastify';
import { crmLogSchema } from '@waypoint/domain/site/crm/crm-log';
import { newLeadSchema } from '@waypoint/domain/site/crm/new-lead';
import { parseBody, requireMediaType } from '../../http/form-body.js';
import type { RateRule } from '../../platform/rate-limit.js';
import type { CrmDeps } from './crm-deps.js';
import { createCrmRepository } from './crm-repository.js';

// A person leaves their address once or twice; more from one network is a script filling our list.
export const newLeadPerIp: RateRule = { name: 'crm-lead:ip', limit: 10, windowSeconds: 60 * 60 };
// A page logs once per view; a busy reader opens a few hundred pages an hour at most.
export const crmLogPerIp: RateRule = { name: 'crm-log:ip', limit: 300, windowSeconds: 60 * 60 };
// Both bodies are two short strings; 4 KiB is generous.
const bodyLimit = 4 * 1024;

/**
 * product-rules#plain-http plain HTTP, no session needed: POST /crm/new_lead and POST
 * /crm/log, JSON bodies. Both answer 202 `{ ok: true }` (the spec does not
 * show the response), the same for a new row and a repeat: a lead is kept
 * once per address and a fingerprint once per session.
 */
export async function crmRoutes(app: FastifyInstance, deps: CrmDeps): Promise<void> {
  const hit = (rule: RateRule, ip: string) =>
    deps.limiter.hit({ ...rule, limit: rule.limit * deps.ipLimitScale }, ip, deps.now());
  const repository = createCrmRepository(deps.db);

  app.post(
    '/crm/new_lead',
    { bodyLimit, onRequest: async (request) => requireMediaType(request, ['application/json']) },
    async (request, reply) => {
      await hit(newLeadPerIp, request.ip);
      const lead = parseBody(newLeadSchema, request.body);
      await repository.keepLead(lead, request.ip, deps.now());
      return reply.status(202).header('cache-control', 'no-store').send({ ok: true });
    },
  );

  app.post(
    '/crm/log',
    { bodyLimit, onRequest: async (request) => requireMediaType(request, ['application/json']) },
    async (request, reply) => {
      await hit(crmLogPerIp, request.ip);
      const { fingerprint, session } = parseBody(crmLogSchema, request.body);
      await repository.keepFingerprint(fingerprint, session, request.ip, deps.now());
      return reply.status(202).header('cache-control', 'no-store').send({ ok: true });
    },
  );
}
