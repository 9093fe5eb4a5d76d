import { z } from 'zod';

/** Onfido's US region: the default of DOCUMENT_CHECK_URL, which a stand-in replaces in tests (decision 041). */
export const onfidoUsRegionUrl = 'https://api.us.onfido.com';
/**
 * The applicant waits for the check inside the upload request. Onfido's
 * automated document report takes seconds; past a minute it has gone to
 * manual review and the upload is refused "try again in a minute".
 */
export const defaultDocumentCheckTimeoutMs = 60_000;

/** The credentials that make the document check real (config/provider-modes.ts lists them for the fail-closed rule). */
export const documentCheckCredentialKeys = ['DOCUMENT_CHECK_API_TOKEN'] as const;

/** The document check settings: environment variables, read once at start (config.ts). */
export const documentCheckSettingsShape = {
  // Onfido's API token; set: identity documents are checked by Onfido, unset: the sandbox.
  DOCUMENT_CHECK_API_TOKEN: z.string().min(1).max(500).optional(),
  // The region's API origin (EU https://api.eu.onfido.com, CA https://api.ca.onfido.com), or a stand-in's.
  DOCUMENT_CHECK_URL: z.url().optional(),
  // Bounded by the upload's own deadline (orphan-sweep.ts): far below half an hour.
  DOCUMENT_CHECK_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).optional(),
};

type Parsed = z.infer<z.ZodObject<typeof documentCheckSettingsShape>>;

/**
 * Rules across the document check settings; a production refusal lives in provider-modes.ts.
 * Onfido needs one credential, so there is no all-or-none to check.
 */
export function checkDocumentCheckSettings(_value: Parsed, _context: z.RefinementCtx): void {}

export interface DocumentCheckSettings {
  /** Onfido's API token; undefined means the sandbox (docs/sandbox.md "Document checks"). */
  apiToken: string | undefined;
  /** The API origin (DOCUMENT_CHECK_URL, Onfido's US region unless set). */
  url: string;
  /** How long one document's check may take, upload to report (DOCUMENT_CHECK_TIMEOUT_MS, 60 s unless set). */
  timeoutMs: number;
}

export function readDocumentCheckSettings(value: Parsed): DocumentCheckSettings {
  return {
    apiToken: value.DOCUMENT_CHECK_API_TOKEN,
    url: value.DOCUMENT_CHECK_URL ?? onfidoUsRegionUrl,
    timeoutMs: value.DOCUMENT_CHECK_TIMEOUT_MS ?? defaultDocumentCheckTimeoutMs,
  };
}
