import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CreditFileSummary, InquiryKind } from '@waypoint/domain/credit-report/credit-report';
import { createSandboxCreditBureau } from '../sandbox-credit-bureau.js';
import { experianPaths, experianPermissiblePurpose } from './experian-credit-bureau.js';
import { experianScoreModel } from './experian-report.js';

/**
 * A local stand-in for Experian's Consumer Credit Profile API, for the
 * adapter's contract tests: the same paths, token exchange and body shapes,
 * answering the sandbox personas (docs/sandbox.md "Credit report") in
 * Experian's form, plus last names that make it fail the ways a real API
 * does. Listens on loopback only.
 */
export const standInCredentials = {
  clientId: 'stand-in-client',
  clientSecret: 'stand-in-secret',
  username: 'stand-in-user',
  password: 'stand-in-password',
  subscriberCode: '1234567',
} as const;

/** Last names that make the stand-in fail instead of answering. */
export const standInFaults = {
  serverError: 'Servererror',
  malformed: 'Malformed',
  oversized: 'Oversized',
  hang: 'Timeout',
  unknownClientError: 'Badrequest',
} as const;

export interface StandInInquiry {
  kind: InquiryKind;
  referenceId: string | undefined;
  hasFullSsn: boolean;
}

export interface ExperianStandIn {
  url: string;
  inquiries: StandInInquiry[];
  tokensIssued: () => number;
  /** Makes the current token unknown, as an expiry or revocation would. */
  revokeTokens: () => void;
  close: () => Promise<void>;
}

const requestBody = z.object({
  consumerPii: z.object({
    primaryApplicant: z.object({
      name: z.object({ firstName: z.string(), lastName: z.string() }),
      dob: z.object({ dob: z.string().regex(/^\d{8}$/) }),
      ssn: z.object({ ssn: z.string().regex(/^\d{9}$/) }).optional(),
      currentAddress: z
        .object({ line1: z.string(), city: z.string(), state: z.string(), zipCode: z.string() })
        .optional(),
    }),
  }),
  requestor: z.object({ subscriberCode: z.literal(standInCredentials.subscriberCode) }),
  permissiblePurpose: z.object({ type: z.string() }),
});

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A sandbox file in Experian's shape: counts as lists and summary attributes. */
function profileOf(file: CreditFileSummary) {
  return {
    riskModel: [
      {
        modelIndicator: experianScoreModel.indicator,
        // 9001: the model's "cannot score" code for a thin file.
        score: file.score ? pad(file.score.value, 4) : '9001',
        scoreFactors: (file.score?.keyFactors ?? []).map((_factor, index) => ({
          importance: String(index + 1),
          code: pad(10 + index, 2),
        })),
      },
    ],
    tradeline: Array.from({ length: file.tradelines }, (_, index) => ({ accountType: '18', seq: index })),
    publicRecord: Array.from({ length: file.publicRecords }, () => ({ status: '13' })),
    summaries: [
      {
        summaryType: 'Profile Summary',
        attributes: [
          { id: 'inquiriesDuringLast6Months', value: pad(file.inquiriesLast6Months, 3) },
          { id: 'nowDelinquentDerog', value: '000' },
          { id: 'wasDelinquentDerog', value: pad(file.delinquencies, 3) },
        ],
      },
    ],
    statement: file.fraudAlert ? [{ type: '25', statementText: 'INITIAL SECURITY ALERT: VERIFY IDENTITY' }] : [],
    informationalMessage: [{ messageNumber: '1202', messageText: 'OFAC NO RECORD FOUND' }],
    consumerAssistanceReferralAddress: {
      officeName: 'EXPERIAN',
      poBox: 'PO BOX 2002',
      cityStateZip: 'ALLEN, TX 75013',
      phone: '8883973742',
    },
  };
}

export async function startExperianStandIn(): Promise<ExperianStandIn> {
  const app: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true });
  const sandbox = createSandboxCreditBureau();
  const inquiries: StandInInquiry[] = [];
  let issued = 0;
  let validToken = '';

  app.post(experianPaths.token, async (request, reply) => {
    const body = request.body as Record<string, unknown> | null;
    const good =
      request.headers.grant_type === 'password' &&
      body?.client_id === standInCredentials.clientId &&
      body.client_secret === standInCredentials.clientSecret &&
      body.username === standInCredentials.username &&
      body.password === standInCredentials.password;
    if (!good) return reply.code(401).send({ errors: [{ errorCode: '1001', message: 'Invalid credentials' }] });
    issued += 1;
    validToken = `token-${issued}`;
    return { access_token: validToken, expires_in: '1800', token_type: 'Bearer' };
  });

  app.post(experianPaths.creditReport, async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${validToken}` || validToken === '')
      return reply.code(401).send({ errors: [{ errorCode: '1002', message: 'Invalid access token' }] });
    const parsed = requestBody.safeParse(request.body);
    const kind = (Object.keys(experianPermissiblePurpose) as InquiryKind[]).find(
      (key) => experianPermissiblePurpose[key] === parsed.data?.permissiblePurpose.type,
    );
    if (!parsed.success || !kind)
      return reply.code(400).send({ errors: [{ errorCode: '2001', message: 'Invalid request' }] });
    const applicant = parsed.data.consumerPii.primaryApplicant;
    const reference = request.headers.clientreferenceid;
    inquiries.push({
      kind,
      referenceId: typeof reference === 'string' ? reference : undefined,
      hasFullSsn: applicant.ssn !== undefined,
    });
    const lastName = applicant.name.lastName.trim().toLowerCase();
    if (lastName === standInFaults.serverError.toLowerCase()) return reply.code(503).send({ errors: [] });
    if (lastName === standInFaults.unknownClientError.toLowerCase())
      return reply.code(400).send({ errors: [{ errorCode: '2002', message: 'Invalid subscriber setup' }] });
    if (lastName === standInFaults.malformed.toLowerCase())
      return reply.type('application/json').send('{"creditProfile": [');
    if (lastName === standInFaults.oversized.toLowerCase())
      return reply.type('application/json').send(`{"creditProfile": [], "padding": "${'x'.repeat(3 * 1024 * 1024)}"}`);
    // Never answers: the connection stays open until the caller gives up or the stand-in closes.
    if (lastName === standInFaults.hang.toLowerCase()) return new Promise<never>(() => undefined);
    const address = applicant.currentAddress;
    const answer = await sandbox.inquire(
      {
        kind,
        referenceId: 'stand-in',
        subject: {
          firstName: applicant.name.firstName,
          lastName: applicant.name.lastName,
          dob: '',
          address: address
            ? { street: address.line1, city: address.city, state: address.state, zip: address.zipCode }
            : null,
          ssn: null,
          ssnLastFour: null,
        },
      },
      { signal: new AbortController().signal },
    );
    if (answer.outcome === 'frozen')
      return reply
        .code(403)
        .send({ errors: [{ errorCode: '4021', message: 'Consumer file frozen: security freeze' }] });
    if (answer.outcome === 'noFile')
      return reply.code(404).send({ errors: [{ errorCode: '4040', message: 'No record found' }] });
    return { creditProfile: [profileOf(answer.file)] };
  });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    inquiries,
    tokensIssued: () => issued,
    revokeTokens: () => {
      validToken = '';
    },
    close: () => app.close(),
  };
}
