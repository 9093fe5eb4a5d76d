import { z } from 'zod';
import { failureOfStatus, readBoundedJson } from '../../../platform/vendor-http.js';
import { findImageSizeBreach } from './declared-size.js';
import type { DocumentCheckInput, DocumentCheckProvider, DocumentCheckResult } from './document-check-provider.js';
import { DocumentTooComplexError } from './document-too-complex.js';
import { fileRefusedByOnfido, judgeOnfidoReport, onfidoDocumentTypes, parseOnfidoReport } from './onfido-report.js';

/**
 * The real document check for identity documents, written against Onfido's
 * API v3.6 (decision 041): an applicant with the applicant's name and birth
 * date, the file uploaded as a document of the asked type, a check with the
 * document report, then the report read until complete (onfido-report.ts maps
 * it to the four flags). Types Onfido does not verify (proof of income, proof
 * of residence, supporting documents) go to `ownCheck`, the isolated file
 * check that also runs without Onfido. The whole check is bounded by
 * `timeoutMs`; a 401, 429, 5xx, an unfinished report or a time-out rejects
 * with OnfidoApiError, which the upload answers "try again in a minute"
 * (documents upload-service.ts). Contract tests: onfido-document-check.int.test.ts
 * against testing/stand-ins/onfido-stand-in.ts.
 */
export interface OnfidoSettings {
  /** The region's API origin, e.g. https://api.us.onfido.com; paths are Onfido's. */
  url: string;
  apiToken: string;
  timeoutMs: number;
  /** How often an unfinished report is read again; tests shorten it. */
  pollIntervalMs?: number;
}

export const onfidoApiVersion = 'v3.6';
// Onfido's published upload limit; our own upload cap is the same by default (UPLOAD_MAX_BYTES).
export const onfidoMaxUploadBytes = 10 * 1024 * 1024;
// A report with every breakdown and the extracted properties is a few tens of kilobytes.
const maxAnswerBytes = 512 * 1024;
const defaultPollIntervalMs = 1_000;

export type OnfidoFailure =
  | 'timeout'
  | 'network'
  | 'unauthorized'
  | 'rejected-request'
  | 'rate-limited'
  | 'status'
  | 'malformed'
  | 'oversized'
  | 'unfinished';

/** The kind of failure only, never the body: Onfido's errors may echo the applicant's name. */
export class OnfidoApiError extends Error {
  constructor(
    readonly failure: OnfidoFailure,
    readonly status?: number,
  ) {
    super(`Onfido API: ${failure}${status === undefined ? '' : ` (HTTP ${status})`}`);
    this.name = 'OnfidoApiError';
  }
}

const created = z.object({ id: z.string().min(1).max(200) });
const createdCheck = created.extend({ report_ids: z.array(z.string().min(1).max(200)).min(1).max(10) });

// Issuers Onfido can assume for our types: a green card is only ever American.
const issuingCountry: Partial<Record<DocumentCheckInput['documentType'], string>> = { greenCard: 'USA' };

const fileNames: Record<DocumentCheckInput['contentType'], string> = {
  'image/jpeg': 'document.jpg',
  'image/png': 'document.png',
  'image/heic': 'document.heic',
  'application/pdf': 'document.pdf',
};

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new OnfidoApiError('timeout'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new OnfidoApiError('timeout'));
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

export function createOnfidoDocumentCheck(
  settings: OnfidoSettings,
  ownCheck: DocumentCheckProvider,
): DocumentCheckProvider {
  const base = `${settings.url.replace(/\/+$/, '')}/${onfidoApiVersion}`;
  const authorization = `Token token=${settings.apiToken}`;
  const pollIntervalMs = settings.pollIntervalMs ?? defaultPollIntervalMs;

  /** One call; answers the response of a 2xx, or of a 422 when `allow422` (the caller reads it as an answer). */
  async function call(path: string, init: RequestInit & { signal: AbortSignal }, allow422 = false): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers: { accept: 'application/json', authorization, ...init.headers },
        redirect: 'error',
      });
    } catch {
      throw new OnfidoApiError(init.signal.aborted ? 'timeout' : 'network');
    }
    if (response.ok || (allow422 && response.status === 422)) return response;
    await response.body?.cancel().catch(() => undefined);
    throw new OnfidoApiError(failureOfStatus(response.status), response.status);
  }

  async function json<T>(response: Response, schema: z.ZodType<T>, signal: AbortSignal): Promise<T> {
    const body = await readBoundedJson(
      response,
      maxAnswerBytes,
      (failure, status) => new OnfidoApiError(failure, status),
    ).catch((error: unknown) => {
      throw signal.aborted ? new OnfidoApiError('timeout', response.status) : error;
    });
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new OnfidoApiError('malformed', response.status);
    return parsed.data;
  }

  const postJson = (path: string, body: unknown, signal: AbortSignal) =>
    call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });

  async function checkWithOnfido(input: DocumentCheckInput, onfidoType: string, signal: AbortSignal) {
    const { firstName, lastName, dob } = input.applicant;
    const applicant = await json(
      await postJson('/applicants', { first_name: firstName, last_name: lastName, ...(dob ? { dob } : {}) }, signal),
      created,
      signal,
    );

    const form = new FormData();
    form.set('applicant_id', applicant.id);
    form.set('type', onfidoType);
    const country = issuingCountry[input.documentType];
    if (country) form.set('issuing_country', country);
    form.set(
      'file',
      new Blob([new Uint8Array(input.bytes)], { type: input.contentType }),
      fileNames[input.contentType],
    );
    const upload = await call('/documents', { method: 'POST', body: form, signal }, true);
    if (upload.status === 422) {
      await upload.body?.cancel().catch(() => undefined);
      return fileRefusedByOnfido(input.documentType);
    }
    const document = await json(upload, created, signal);

    const check = await json(
      await postJson(
        '/checks',
        { applicant_id: applicant.id, report_names: ['document'], document_ids: [document.id] },
        signal,
      ),
      createdCheck,
      signal,
    );
    const reportId = check.report_ids[0] as string;
    // Bounded by the time limit: the signal ends the loop with a time-out.
    for (;;) {
      const response = await call(`/reports/${encodeURIComponent(reportId)}`, { method: 'GET', signal });
      const report = parseOnfidoReport(
        await readBoundedJson(response, maxAnswerBytes, (failure, status) => new OnfidoApiError(failure, status)),
      );
      if (!report) throw new OnfidoApiError('malformed', response.status);
      if (report.status === 'complete') return judgeOnfidoReport(report, input);
      if (['withdrawn', 'cancelled'].includes(report.status)) throw new OnfidoApiError('unfinished', response.status);
      await pause(pollIntervalMs, signal);
    }
  }

  return {
    name: 'onfido',
    async check(input): Promise<DocumentCheckResult> {
      const onfidoType = onfidoDocumentTypes[input.documentType];
      if (!onfidoType) return ownCheck.check(input);
      // The same pixel limits as our own check: a decompression bomb is refused before it is sent anywhere.
      const breach = findImageSizeBreach(input.contentType, input.bytes);
      if (breach) throw new DocumentTooComplexError(breach);
      if (input.bytes.length > onfidoMaxUploadBytes) return fileRefusedByOnfido(input.documentType);
      // A timer held here rather than AbortSignal.timeout, which a composite signal could let be collected.
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), settings.timeoutMs);
      try {
        return await checkWithOnfido(input, onfidoType, timeout.signal);
      } catch (error) {
        throw timeout.signal.aborted && !(error instanceof OnfidoApiError && error.failure === 'timeout')
          ? new OnfidoApiError('timeout')
          : error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
