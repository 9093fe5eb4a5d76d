import { graphql, type DrillApplicant } from './drill-applicants.js';

/**
 * Applicants uploading a document over real HTTP, as the web app does (one
 * multipart part named "file" to the application's upload route), each
 * outcome kept with its time so a drill can split them by phase.
 */
export interface UploadOutcome {
  at: number;
  applicant: string;
  /** HTTP status; 0 when the request failed on the client (network, timeout). */
  status: number;
  /** The error code of the answer, or the client-side failure. */
  code: string | null;
  message: string | null;
  /** The file's id when the server answered 201. */
  fileId: number | null;
  ms: number;
}

export interface Uploader {
  applicant: DrillApplicant;
  applicationId: number;
}

export interface UploadLoad {
  readonly outcomes: readonly UploadOutcome[];
  stop(): Promise<void>;
}

const requestTimeoutMs = 30_000;

/** The draft's application id, after the first save created it. */
export async function uploaderOf(baseUrl: string, applicant: DrillApplicant): Promise<Uploader> {
  const answer = await graphql<{ getApplicationCache: { id: number } | null }>(
    baseUrl,
    applicant,
    'query { getApplicationCache { id } }',
  );
  const applicationId = answer.data?.getApplicationCache?.id;
  if (!applicationId) throw new Error(`${applicant.email}: no application (${JSON.stringify(answer.errors)})`);
  return { applicant, applicationId };
}

export async function uploadOnce(
  baseUrl: string,
  uploader: Uploader,
  fileType: string,
  file: { bytes: Buffer; name: string; contentType: string },
): Promise<UploadOutcome> {
  const { applicant } = uploader;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.name);
  const begun = performance.now();
  const at = Date.now();
  try {
    const response = await fetch(`${baseUrl}/api/v1/applications/${uploader.applicationId}/files/${fileType}`, {
      method: 'POST',
      headers: {
        cookie: [...applicant.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-session-hash': applicant.cookies.get('wp_session_hash') ?? '',
      },
      body: form,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const text = await response.text();
    let body: { id?: number; errors?: { message: string; extensions?: { code?: string } }[] } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // Not JSON: a proxy's or a stopping server's page; the status says enough.
    }
    const error = body.errors?.[0];
    return {
      at,
      applicant: applicant.email,
      status: response.status,
      code: error?.extensions?.code ?? (response.status === 201 ? null : `HTTP ${response.status}`),
      message: error?.message ?? null,
      fileId: response.status === 201 && typeof body.id === 'number' ? body.id : null,
      ms: performance.now() - begun,
    };
  } catch (error) {
    const name = (error as Error).name === 'TimeoutError' ? 'client timeout' : `network ${(error as Error).message}`;
    return {
      at,
      applicant: applicant.email,
      status: 0,
      code: name,
      message: null,
      fileId: null,
      ms: performance.now() - begun,
    };
  }
}

/** Downloads one of the applicant's files; answers the status and, for an error, its code and message. */
export async function downloadOnce(baseUrl: string, applicant: DrillApplicant, fileId: number): Promise<string> {
  try {
    const response = await fetch(`${baseUrl}/api/v1/files/${fileId}`, {
      headers: {
        cookie: [...applicant.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-session-hash': applicant.cookies.get('wp_session_hash') ?? '',
      },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status === 200) return `200 (${body.length} bytes)`;
    const error = (
      JSON.parse(body.toString('utf8')) as { errors?: { message: string; extensions?: { code?: string } }[] }
    ).errors?.[0];
    return `${response.status} ${error?.extensions?.code ?? ''}: ${error?.message ?? ''}`;
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}

/**
 * One upload loop per uploader, spread over `baseUrls` in turn, `pauseMs`
 * between one uploader's uploads (the route allows 40 per user in 10 minutes:
 * docs/operations.md "Document storage"), at most `maxPerUploader` each.
 */
export function startUploadLoad(
  baseUrls: readonly string[],
  uploaders: readonly Uploader[],
  file: { bytes: Buffer; name: string; contentType: string },
  options: { fileType: string; pauseMs: number; maxPerUploader: number },
): UploadLoad {
  const outcomes: UploadOutcome[] = [];
  let running = true;
  let turn = 0;
  const loop = async (uploader: Uploader) => {
    for (let sent = 0; running && sent < options.maxPerUploader; sent += 1) {
      const baseUrl = baseUrls[turn++ % baseUrls.length] ?? '';
      outcomes.push(await uploadOnce(baseUrl, uploader, options.fileType, file));
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  const loops = uploaders.map(loop);
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
