import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { putPresigned, type UploadProgress, type UploadXhr } from './presigned-upload';

class FakeXhr implements UploadXhr {
  status = 0;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: Blob | undefined;
  aborted = false;
  upload: UploadXhr['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

const file = new Blob(['email\nola@example.com\n']);

describe('putPresigned', () => {
  it('PUTs the body with the given headers and reports progress up to the whole size', async () => {
    const xhr = new FakeXhr();
    const seen: UploadProgress[] = [];
    const done = putPresigned('https://s3.example/put?sig=1', file, {
      headers: { 'content-type': 'text/csv' },
      onProgress: (p) => seen.push(p),
      createXhr: () => xhr,
    });
    expect([xhr.method, xhr.url, xhr.headers, xhr.sent]).toEqual([
      'PUT',
      'https://s3.example/put?sig=1',
      { 'content-type': 'text/csv' },
      file,
    ]);
    xhr.upload.onprogress?.({ loaded: 10, total: file.size, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 12, total: 0, lengthComputable: false });
    xhr.status = 200;
    xhr.onload?.();
    await done;
    expect(seen).toEqual([
      { loaded: 10, total: file.size },
      { loaded: 12, total: file.size },
      { loaded: file.size, total: file.size },
    ]);
  });

  it('fails with FILE_UPLOAD_FAILED on a refusal or a network error (CORS looks like one)', async () => {
    const refused = new FakeXhr();
    const a = putPresigned('u', file, { createXhr: () => refused });
    refused.status = 403;
    refused.onload?.();
    await expect(a).rejects.toMatchObject({ code: 'FILE_UPLOAD_FAILED', status: 403, params: { status: 403 } });

    const dropped = new FakeXhr();
    const b = putPresigned('u', file, { createXhr: () => dropped });
    dropped.onerror?.();
    await expect(b).rejects.toBeInstanceOf(ApiError);
  });

  it('aborts with the signal, before or during the upload', async () => {
    const xhr = new FakeXhr();
    const controller = new AbortController();
    const running = putPresigned('u', file, { signal: controller.signal, createXhr: () => xhr });
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);

    const never = new FakeXhr();
    await expect(putPresigned('u', file, { signal: controller.signal, createXhr: () => never })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(never.sent).toBeUndefined();
  });
});
