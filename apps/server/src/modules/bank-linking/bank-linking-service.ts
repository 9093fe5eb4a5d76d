import { AppError } from '../../graphql/app-error.js';
import type { BankLinkingDeps } from './bank-linking-deps.js';
import { anyLinkVerifiedEmployer, recordBankLink, recordLinkEvent } from './bank-linking-repository.js';
import { employerMatches } from './employer-match.js';

const uploadInstead = 'You can try again, or upload a proof of income instead.';

/**
 * Turns a provider failure into a message for the applicant; the application is never stuck (the upload stays).
 * `advice` ends each message: what the person can do instead (bank-linking-port.ts passes its own).
 */
export function providerError(error: unknown, advice = uploadInstead): AppError {
  // The SDK's HTTP client (axios) rejects with `code` for a time-out and `response.data` for a provider error.
  const failure = error as { code?: string; response?: { data?: { error_code?: string } } } | null;
  if (failure && typeof failure === 'object') {
    if (failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT') {
      return new AppError('BANK_LINK_TIMEOUT', `Your bank did not answer in time. ${advice}`, 504);
    }
    if (failure.response?.data?.error_code === 'INVALID_PUBLIC_TOKEN') {
      return new AppError(
        'BANK_LINK_INVALID_TOKEN',
        `This bank connection has expired or was already used. Link your bank again. ${advice}`,
      );
    }
  }
  return new AppError('BANK_LINK_FAILED', `We could not reach the bank-linking service. ${advice}`, 502);
}

function requirePlaid(deps: BankLinkingDeps) {
  if (!deps.plaid) {
    throw new AppError('BANK_LINK_UNAVAILABLE', `Linking a bank account is not available. ${uploadInstead}`, 503);
  }
  return deps.plaid;
}

async function requireOwnApplication(deps: BankLinkingDeps, userId: string, applicationId: number) {
  const application = await deps.applications.findOwned(userId, applicationId);
  // Another user's application answers as a missing one.
  if (!application) throw new AppError('APPLICATION_NOT_FOUND', 'There is no such application of yours.', 404);
  return application;
}

/** product-rules#bank-linking: a Link token for the dialog; with an application, records its split version. */
export async function createLinkToken(
  deps: BankLinkingDeps,
  userId: string,
  applicationId?: number | null,
  targetingKey?: string | null,
) {
  if (applicationId != null) await requireOwnApplication(deps, userId, applicationId);
  const plaid = requirePlaid(deps);
  let linkToken: string;
  try {
    const response = await plaid.linkTokenCreate({
      client_name: 'Waypoint',
      language: 'en',
      country_codes: ['US' as never],
      products: ['employment' as never],
      user: { client_user_id: userId },
      // OAuth banks send the applicant back here, where the web re-opens Link (decision 039).
      ...(deps.oauthRedirectUri ? { redirect_uri: deps.oauthRedirectUri } : {}),
    });
    linkToken = response.data.link_token;
  } catch (error) {
    throw providerError(error);
  }
  if (applicationId != null) {
    const plaidSplitVersion = await deps.splitVersionFor(targetingKey ?? userId);
    await deps.applications.updateDraftFields(applicationId, async () => ({ plaidSplitVersion }));
  }
  return linkToken;
}

/**
 * product-rules#bank-linking saveUserPlaidInformation: exchanges the public token, keeps the
 * access token encrypted, marks the connection and, when the provider's
 * employment data names the applicant's employer, the employer as verified.
 * Nothing is stored when the exchange fails.
 */
export async function saveUserPlaidInformation(
  deps: BankLinkingDeps,
  userId: string,
  applicationId: number,
  publicToken: string,
): Promise<boolean> {
  await requireOwnApplication(deps, userId, applicationId);
  const plaid = requirePlaid(deps);
  let accessToken: string;
  let itemId: string;
  try {
    const exchanged = await plaid.itemPublicTokenExchange({ public_token: publicToken });
    accessToken = exchanged.data.access_token;
    itemId = exchanged.data.item_id;
  } catch (error) {
    throw providerError(error);
  }
  let employerNames: string[] = [];
  try {
    const employment = await plaid.employmentVerificationGet({ access_token: accessToken });
    employerNames = employment.data.employments.flatMap((entry) => (entry.employer?.name ? [entry.employer.name] : []));
  } catch {
    // The link stands without employment data; the employer is then checked another way (product-rules#employer-check-skip).
  }
  await deps.applications.updateDraftFields(applicationId, async (tx, draft) => {
    const verified = employerMatches(draft.employerName, employerNames);
    const recorded = await recordBankLink(tx, {
      applicationId,
      userId,
      itemId,
      accessTokenEncrypted: deps.cipher.encrypt(accessToken),
      employerNames,
      employerVerified: verified,
    });
    if (!recorded) {
      throw new AppError('BANK_LINK_INVALID_TOKEN', `This bank connection was already used. ${uploadInstead}`);
    }
    return { plaidConnectionStatus: true, ...(verified ? { employerVerifiedByPlaid: true } : {}) };
  });
  return true;
}

export interface LinkEventInput {
  eventName: string;
  institutionName?: string | null;
  linkSessionId?: string | null;
  exitStatus?: string | null;
  errorCode?: string | null;
}

/** product-rules#bank-linking savePlaidEventsData: every Link event, for analytics and support. */
export async function savePlaidEvent(
  deps: BankLinkingDeps,
  userId: string,
  applicationId: number,
  input: LinkEventInput,
): Promise<boolean> {
  await requireOwnApplication(deps, userId, applicationId);
  const eventName = input.eventName.trim();
  if (!eventName || eventName.length > 100) {
    throw new AppError('BANK_LINK_EVENT_INVALID', 'The event name must be 1 to 100 characters.');
  }
  const metadata: Record<string, string> = {};
  for (const key of ['institutionName', 'linkSessionId', 'exitStatus', 'errorCode'] as const) {
    const value = input[key];
    if (typeof value === 'string' && value.length > 0) metadata[key] = value.slice(0, 200);
  }
  await recordLinkEvent(deps.db, { applicationId, userId, eventName, metadata });
  return true;
}

/** product-rules#bank-linking employerVerifiedByPlaid: whether a linked bank's employment data confirmed the employer. */
export async function employerVerifiedByPlaid(
  deps: BankLinkingDeps,
  userId: string,
  applicationId: number,
): Promise<boolean> {
  await requireOwnApplication(deps, userId, applicationId);
  return anyLinkVerifiedEmployer(deps.db, userId, applicationId);
}
