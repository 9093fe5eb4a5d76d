import { z } from 'zod';
import { httpRequest } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-errors';

/*
 * The local sandbox's stand-in for Plaid's Link (docs/sandbox.md "Bank
 * linking"), mounted by the server under /sandbox/plaid outside production.
 * The application's income step has its own client for it; features keep
 * their own (decision 002), and this one needs only the three calls below.
 */
const sandboxBase = '/sandbox/plaid/link';

const institutionsSchema = z.object({ institutions: z.array(z.object({ id: z.string(), name: z.string() })) });
const accountSchema = z.object({ id: z.string(), name: z.string(), mask: z.string(), subtype: z.string() });
// A refused login answers 200 with `error`: in Link it is shown in the dialog, not a failed request.
const refusedSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const accountsSchema = z.union([refusedSchema, z.object({ accounts: z.array(accountSchema) })]);
const completedSchema = z.union([refusedSchema, z.object({ publicToken: z.string(), institutionName: z.string() })]);

export type SandboxInstitution = z.infer<typeof institutionsSchema>['institutions'][number];
export type SandboxAccount = z.infer<typeof accountSchema>;

export interface SandboxLogin {
  linkToken: string;
  institutionId: string;
  username: string;
  password: string;
}

function refusal({ error }: z.infer<typeof refusedSchema>): ApiError {
  return new ApiError(200, error.message, error.code);
}

export const bankLinkUrls = {
  institutions: `${sandboxBase}/institutions`,
  login: `${sandboxBase}/session/login`,
  complete: `${sandboxBase}/session/complete`,
} as const;

export async function sandboxInstitutions(): Promise<SandboxInstitution[]> {
  return (await httpRequest(bankLinkUrls.institutions, { method: 'GET' }, institutionsSchema)).institutions;
}

export async function sandboxLogin(login: SandboxLogin): Promise<SandboxAccount[]> {
  const answer = await httpRequest(bankLinkUrls.login, { method: 'POST', json: login }, accountsSchema);
  if ('error' in answer) throw refusal(answer);
  return answer.accounts;
}

export async function sandboxComplete(login: SandboxLogin, accountId: string): Promise<{ publicToken: string }> {
  const init = { method: 'POST', json: { ...login, accountId } };
  const answer = await httpRequest(bankLinkUrls.complete, init, completedSchema);
  if ('error' in answer) throw refusal(answer);
  return answer;
}
