import { goodPassword, registerMutation, registerVariables } from '../../../apps/server/src/testing/test-accounts.js';
import { graphql, type DrillApplicant } from './drill-applicants.js';

/**
 * Requests that put mail in the outbox, over real HTTP: a sign-up (its
 * verification mail) every `pauseMs`, and now and then a password reset for
 * an applicant who has not asked yet (the reset mail). Each request's outcome
 * is kept with its time, so a drill can show that the request itself never
 * fails while the mail server is down: the mail waits in the outbox.
 */
export interface MailRequestOutcome {
  at: number;
  kind: 'sign-up' | 'password reset';
  email: string;
  /** null when it was answered without errors; else the status, error code or client failure. */
  failure: string | null;
}

export interface MailLoad {
  readonly outcomes: readonly MailRequestOutcome[];
  stop(): Promise<void>;
}

const forgotQuery = `query Forgot($email: String!, $recaptchaToken: String) {
  forgotPassword(email: $email, recaptchaToken: $recaptchaToken)
}`;

function failureOf(answer: { status: number; errors?: { extensions?: { code?: string } }[] }): string | null {
  if (answer.status === 200 && !answer.errors) return null;
  return answer.errors?.[0]?.extensions?.code ?? `HTTP ${answer.status}`;
}

/** Starts the loop; every `resetEvery`-th request is a reset for the next of `resetCandidates`. */
export function startMailLoad(
  baseUrls: readonly string[],
  label: string,
  resetCandidates: readonly DrillApplicant[],
  options: { pauseMs: number; maxRequests: number; resetEvery?: number },
): MailLoad {
  const outcomes: MailRequestOutcome[] = [];
  const resetEvery = options.resetEvery ?? 3;
  const stamp = Date.now();
  let running = true;
  let nextReset = 0;
  const loop = async () => {
    for (let index = 0; running && index < options.maxRequests; index += 1) {
      const baseUrl = baseUrls[index % baseUrls.length] ?? '';
      const reset = index % resetEvery === resetEvery - 1 ? resetCandidates[nextReset] : undefined;
      const at = Date.now();
      try {
        if (reset) {
          nextReset += 1;
          const answer = await graphql(baseUrl, { email: reset.email, cookies: new Map() }, forgotQuery, {
            email: reset.email,
            recaptchaToken: 'test-recaptcha-pass',
          });
          outcomes.push({ at, kind: 'password reset', email: reset.email, failure: failureOf(answer) });
        } else {
          const email = `${label}-${stamp}-${index}@example.com`;
          const answer = await graphql(
            baseUrl,
            { email, cookies: new Map() },
            registerMutation,
            registerVariables({ email, password: goodPassword }),
          );
          outcomes.push({ at, kind: 'sign-up', email, failure: failureOf(answer) });
        }
      } catch (error) {
        const failure =
          (error as Error).name === 'TimeoutError' ? 'client timeout' : `network ${(error as Error).message}`;
        outcomes.push({ at, kind: reset ? 'password reset' : 'sign-up', email: reset?.email ?? label, failure });
      }
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  const done = loop();
  return {
    outcomes,
    async stop() {
      running = false;
      await done;
    },
  };
}
