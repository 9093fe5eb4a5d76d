import { z } from 'zod';
import type { BureauAnswer, CreditSubject, InquiryKind } from '@waypoint/domain/credit-report/credit-report';
import type { BureauInquiry, CreditBureauProvider } from '../credit-bureau-provider.js';
import { bureauFetch, CreditBureauApiError, readBoundedJson } from './experian-http.js';
import {
  answerFromErrorMessages,
  answerFromReport,
  experianConsumerAssistance,
  experianErrorSchema,
  experianScoreModel,
} from './experian-report.js';

/**
 * The real credit bureau, written against Experian's Consumer Credit Profile
 * API (decision 026): an OAuth2 token (the password grant Experian uses),
 * then one JSON credit-report request per inquiry. Whether the inquiry is
 * soft or hard is its permissible purpose. Timeouts, 5xx and other failures
 * reject, so the caller retries; a 4xx that says "frozen" or "no record" is
 * an answer. Contract tests: experian-credit-bureau.int.test.ts against the
 * local stand-in (experian-stand-in.ts).
 */
export interface ExperianSettings {
  /** The API origin, e.g. https://us-api.experian.com; paths are Experian's. */
  url: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** Our subscriber code: Experian records every inquiry against it. */
  subscriberCode: string;
  /** Bounds each call, token included, besides the caller's own signal. */
  timeoutMs: number;
  /** Scores are dated today; tests fix it. */
  today?: () => Date;
}

export const experianPaths = {
  token: '/oauth2/v1/token',
  creditReport: '/consumerservices/credit-profile/v2/credit-report',
} as const;

/**
 * The permissible purpose per inquiry kind. The subscriber agreement fixes
 * the codes; a soft inquiry (prequalification, no score impact) is never
 * sent with the hard one's code, which the credit file shows to lenders.
 */
export const experianPermissiblePurpose: Record<InquiryKind, string> = { soft: '3F', hard: '08' };

const tokenAnswer = z.object({
  access_token: z.string().min(1).max(8_192),
  // Experian sends seconds as text ("1800").
  expires_in: z.union([z.string(), z.number()]).optional(),
});

// Renew a little before the bureau's expiry so a token never lapses mid-request.
const tokenRenewMarginMs = 60_000;
const defaultTokenLifetimeMs = 30 * 60_000;

/** MMDDYYYY from ISO yyyy-mm-dd; Experian's date form. */
function experianDob(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[2]}${match[3]}${match[1]}` : '';
}

/**
 * What is sent about the person. Experian searches by name, address, date of
 * birth and the full SSN; the soft inquiry has no full SSN, and the last four
 * alone is not a search key, so it is not sent.
 */
export function creditReportRequest(kind: InquiryKind, subject: CreditSubject, subscriberCode: string) {
  const ssn = kind === 'hard' && subject.ssn ? subject.ssn.replace(/\D/g, '') : null;
  return {
    consumerPii: {
      primaryApplicant: {
        name: { firstName: subject.firstName, lastName: subject.lastName },
        dob: { dob: experianDob(subject.dob) },
        ...(ssn ? { ssn: { ssn } } : {}),
        ...(subject.address
          ? {
              currentAddress: {
                line1: subject.address.street,
                city: subject.address.city,
                state: subject.address.state,
                zipCode: subject.address.zip.replace(/\D/g, ''),
              },
            }
          : {}),
      },
    },
    requestor: { subscriberCode },
    permissiblePurpose: { type: experianPermissiblePurpose[kind] },
    addOns: { riskModels: { modelIndicator: [experianScoreModel.indicator] }, summaries: { summaryType: ['PROFILE'] } },
  };
}

export function createExperianCreditBureau(settings: ExperianSettings): CreditBureauProvider {
  const origin = settings.url.replace(/\/+$/, '');
  const today = settings.today ?? (() => new Date());
  let token: { value: string; renewAt: number } | null = null;

  async function accessToken(signal: AbortSignal): Promise<string> {
    if (token && Date.now() < token.renewAt) return token.value;
    const response = await bureauFetch(`${origin}${experianPaths.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', grant_type: 'password' },
      body: JSON.stringify({
        username: settings.username,
        password: settings.password,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new CreditBureauApiError(response.status === 401 ? 'unauthorized' : 'status', response.status);
    }
    const parsed = tokenAnswer.safeParse(await readBoundedJson(response, 64 * 1024));
    if (!parsed.success) throw new CreditBureauApiError('malformed', response.status);
    const seconds = Number(parsed.data.expires_in);
    const lifetimeMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : defaultTokenLifetimeMs;
    token = { value: parsed.data.access_token, renewAt: Date.now() + Math.max(0, lifetimeMs - tokenRenewMarginMs) };
    return token.value;
  }

  async function inquire(
    inquiry: BureauInquiry,
    options: { signal: AbortSignal },
  ): Promise<Exclude<BureauAnswer, { outcome: 'unavailable' }>> {
    // A timer held here rather than AbortSignal.timeout: a composite signal holds its sources weakly,
    // so a timeout signal referenced only by it can be collected before it fires and the call hangs.
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('The bureau did not answer in time', 'TimeoutError')),
      settings.timeoutMs,
    );
    try {
      return await inquireWithin(inquiry, AbortSignal.any([options.signal, timeout.signal]));
    } finally {
      clearTimeout(timer);
    }
  }

  async function inquireWithin(
    inquiry: BureauInquiry,
    signal: AbortSignal,
  ): Promise<Exclude<BureauAnswer, { outcome: 'unavailable' }>> {
    const bearer = await accessToken(signal);
    const response = await bureauFetch(`${origin}${experianPaths.creditReport}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${bearer}`,
        // Echoed by the bureau: one reference, one inquiry, however often it is sent.
        clientReferenceId: inquiry.referenceId,
      },
      body: JSON.stringify(creditReportRequest(inquiry.kind, inquiry.subject, settings.subscriberCode)),
      signal,
    });
    if (response.status === 401) {
      // An expired or revoked token: the next attempt asks for a new one.
      token = null;
      await response.body?.cancel();
      throw new CreditBureauApiError('unauthorized', 401);
    }
    if (response.status >= 400 && response.status < 500) {
      const errorBody = experianErrorSchema.safeParse(await readBoundedJson(response).catch(() => null));
      const said = errorBody.success
        ? answerFromErrorMessages(errorBody.data.errors.map((error) => error.message ?? ''))
        : null;
      if (said) return { outcome: said, bureau: experianConsumerAssistance };
      throw new CreditBureauApiError('status', response.status);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new CreditBureauApiError('status', response.status);
    }
    const answer = answerFromReport(await readBoundedJson(response), today());
    if (!answer) throw new CreditBureauApiError('malformed', response.status);
    return answer;
  }

  return { bureau: experianConsumerAssistance, inquire };
}
