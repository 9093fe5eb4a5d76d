import { z } from 'zod';
import { httpRequest } from '../api-client';
import { ApiError } from '../api-errors';

/**
 * The local sandbox's stand-in for the Plaid Link UI (decision 011,
 * docs/sandbox.md "Bank linking"): the server mounts it under /sandbox/plaid
 * outside production. Only the sandbox Link dialog
 * (components/bank-link/sandbox-link-dialog.tsx) talks to it; the server
 * exchanges the public token through the Plaid SDK as it would with the real service.
 */
const sandboxBase = '/sandbox/plaid/link';

const institutionsSchema = z.object({ institutions: z.array(z.object({ id: z.string(), name: z.string() })) });
const accountSchema = z.object({ id: z.string(), name: z.string(), mask: z.string(), subtype: z.string() });
// A refused login answers 200 with `error`: in Link it is shown in the dialog, not a failed request.
const refusedSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const accountsSchema = z.union([refusedSchema, z.object({ accounts: z.array(accountSchema) })]);
const completedSchema = z.union([
  refusedSchema,
  z.object({ publicToken: z.string(), institutionName: z.string(), linkSessionId: z.string() }),
]);

type Refused = z.infer<typeof refusedSchema>;

function refusal({ error }: Refused): ApiError {
  return new ApiError(200, error.message, error.code);
}

export type SandboxInstitution = z.infer<typeof institutionsSchema>['institutions'][number];
export type SandboxAccount = z.infer<typeof accountSchema>;

export interface SandboxLogin {
  linkToken: string;
  institutionId: string;
  username: string;
  password: string;
}

export async function sandboxInstitutions(): Promise<SandboxInstitution[]> {
  return (await httpRequest(`${sandboxBase}/institutions`, { method: 'GET' }, institutionsSchema)).institutions;
}

/** Logs in at the chosen institution; a refusal throws an ApiError with the provider's code. */
export async function sandboxLogin(login: SandboxLogin): Promise<SandboxAccount[]> {
  const answer = await httpRequest(`${sandboxBase}/session/login`, { method: 'POST', json: login }, accountsSchema);
  if ('error' in answer) throw refusal(answer);
  return answer.accounts;
}

export async function sandboxComplete(login: SandboxLogin, accountId: string) {
  const init = { method: 'POST', json: { ...login, accountId } };
  const answer = await httpRequest(`${sandboxBase}/session/complete`, init, completedSchema);
  if ('error' in answer) throw refusal(answer);
  return answer;
}
