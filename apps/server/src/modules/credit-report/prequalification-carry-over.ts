import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { CreditReportDeps } from './credit-report-deps.js';
import { findCarriedAnswers, markAnswersUsed } from './credit-report-repository.js';
import { answersLifetimeMs, decryptAnswers, nameKeyText } from './prequalification-service.js';

/**
 * Ties a visitor's prequalification to this browser (httpOnly, so no page
 * script reads it) until the answers expire; the first application save
 * after sign-up uses them. It holds a random id, never an answer.
 * Strict same-site as every cookie (product-rules#session-limits): the
 * carry-over reads it on the save, a same-site request.
 */
export const prequalificationCookie = 'wp_prequal';
const idPattern = /^[0-9a-f-]{36}$/;

export function rememberPrequalification(reply: FastifyReply, id: string): void {
  reply.setCookie(prequalificationCookie, id, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    maxAge: answersLifetimeMs / 1000,
  });
}

function visitorPrequalificationId(request: FastifyRequest): string | null {
  const value = request.cookies[prequalificationCookie];
  return value && idPattern.test(value) ? value : null;
}

/**
 * The application module's port (wired in the composition): the answers a new
 * draft starts from, and, once that draft is written, marking them used
 * (which deletes them). A visitor's answers need the account's name to be
 * the one given with them (decision 026).
 */
export function createPrequalificationCarryOverPort(
  deps: Pick<CreditReportDeps, 'db' | 'cipher' | 'now' | 'personKey'>,
) {
  return {
    async answersFor(userId: string, request: FastifyRequest, accountName: { firstName: string; lastName: string }) {
      const prequalificationId = visitorPrequalificationId(request);
      const visitor = prequalificationId
        ? { prequalificationId, nameKey: deps.personKey(nameKeyText(accountName)) }
        : null;
      const found = await findCarriedAnswers(deps.db, userId, visitor, deps.now());
      if (!found?.answersCipher) return null;
      return {
        answers: decryptAnswers(deps, found.id, found.answersCipher),
        markUsed: (db: Db) => markAnswersUsed(db, found.id, userId, deps.now()),
      };
    },
  };
}

export type PrequalificationCarryOverPort = ReturnType<typeof createPrequalificationCarryOverPort>;
