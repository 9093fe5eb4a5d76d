import type { z } from 'zod';
import { apiErrorFrom, sessionHeaders } from './api-client';
import { ApiError, NetworkError } from './api-errors';

/**
 * Uploads one file as multipart (one part named `file`) to `path`, reporting
 * progress (fetch cannot report upload progress; XMLHttpRequest can), and
 * checks the stored file's answer against `schema`. Sent with the session
 * header as every protected request is (decision 017). Errors follow the api
 * client's classes, with the server's plain message and code.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  schema: z.ZodType<T>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(sessionHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new NetworkError('Network error'));
    request.onabort = () => reject(new NetworkError('Request error'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = schema.safeParse(body);
        if (parsed.success) return resolve(parsed.data);
        return reject(new ApiError(request.status, 'The server answered with data we did not expect.', undefined));
      }
      reject(
        apiErrorFrom(request.status, body) ??
          new ApiError(request.status, `Upload failed (${request.status})`, undefined),
      );
    };
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
