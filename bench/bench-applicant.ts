import { sessionTransport } from '@waypoint/domain/auth/account-states';

/** A signed-up applicant with a draft: the headers its requests carry and its application id. */
export interface BenchApplicant {
  headers: Record<string, string>;
  applicationId: number;
}

/** One GraphQL call; a refusal throws, so a bench never measures error answers by mistake. */
export async function benchGraphql(
  baseUrl: string,
  query: string,
  variables: object,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl}/api/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL refused: ${JSON.stringify(body.errors)}`);
  return { body, cookies: response.headers.getSetCookie() };
}

const register = `
  mutation R($email: String!) {
    register(
      firstName: "Ana"
      lastName: "Silva"
      email: $email
      password: "correct horse battery staple"
      REGISTER_ESIGN_DOC_VER: "v1"
      userSetPassword: true
      recaptchaToken: "test-recaptcha-pass"
    ) {
      id
    }
  }
`;
const saveDraft = `mutation S($input: DraftChanges!) { applicationCacheSave(input: $input) { isSaved } }`;
const draftId = `{ getApplicationCache { id } }`;

/** Registers `email` (sandbox reCAPTCHA) and creates its draft, ready for uploads. */
export async function signUpApplicant(baseUrl: string, email: string): Promise<BenchApplicant> {
  const { cookies } = await benchGraphql(baseUrl, register, { email });
  const jar = new Map(cookies.map((cookie) => cookie.split(';')[0]!.split('=') as [string, string]));
  const headers = {
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    [sessionTransport.sessionHashHeader]: jar.get(sessionTransport.sessionHashCookie) ?? '',
  };
  await benchGraphql(baseUrl, saveDraft, { input: { dob: '1990-01-02' } }, headers);
  const { body } = await benchGraphql(baseUrl, draftId, {}, headers);
  return { headers, applicationId: (body.data?.getApplicationCache as { id: number }).id };
}
