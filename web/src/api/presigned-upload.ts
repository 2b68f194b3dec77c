import { ApiError } from './errors';

/** What an upload has sent so far. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The slice of XMLHttpRequest an upload uses, so tests can hand in a fake one. */
export interface UploadXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  abort(): void;
  readonly status: number;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export interface PresignedPutOptions {
  /** Headers the API said to send with the body (the signature may cover them). */
  headers?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Tests only. */
  createXhr?: () => UploadXhr;
}

/**
 * PUTs a file straight to a presigned S3 URL. XMLHttpRequest rather than fetch: only it reports
 * upload progress, which a 256 MB file needs. The browser sets Content-Length itself (the URL signs
 * it); cookies are not sent (another origin). Fails with FILE_UPLOAD_FAILED (the catalogue's
 * "upload failed"), with the storage's status when it answered; an abort rejects with AbortError.
 */
export function putPresigned(url: string, body: Blob, options: PresignedPutOptions = {}): Promise<void> {
  const { headers = {}, onProgress, signal } = options;
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('upload aborted', 'AbortError'));
      return;
    }
    const xhr = options.createXhr?.() ?? (new XMLHttpRequest() as unknown as UploadXhr);
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : body.size });
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: body.size, total: body.size });
        resolve();
      } else {
        reject(new ApiError(xhr.status, 'FILE_UPLOAD_FAILED', { status: xhr.status }));
      }
    };
    // A CORS refusal or a dropped connection looks the same from here: status 0, no body.
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'FILE_UPLOAD_FAILED'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('upload aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort);
    xhr.send(body);
  });
}
