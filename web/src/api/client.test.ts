import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { fakeDeps, json, user } from './test-helpers';

const isRefresh = (url: string) => url.endsWith('/api/auth/refresh');

describe('api client', () => {
  it('refreshes once on 401 and retries the original request once', async () => {
    let meCalls = 0;
    const { deps, calls } = fakeDeps(({ url }) => {
      if (isRefresh(url)) return json(200, { ok: true });
      meCalls += 1;
      return meCalls === 1 ? json(401, { code: 'AUTH_SESSION_EXPIRED' }) : json(200, user);
    });
    const me = await createApiClient(deps).call('users.me');
    expect(me.email).toBe('ala@example.pl');
    expect(calls.map((c) => `${c.method} ${new URL(c.url, 'http://x').pathname}`)).toEqual([
      'GET /api/users/me',
      'POST /api/auth/refresh',
      'GET /api/users/me',
    ]);
    expect(calls[1]?.body).toEqual({ ua: 'TestAgent/1.0', resolution: '1920x1080', url: 'http://localhost/subscribers/all?page=2' });
  });

  it('sends the headers a call names beside its own, and keeps its own', async () => {
    const { deps, calls } = fakeDeps(() => json(200, { ok: true }));
    await createApiClient(deps).call('mailings.history', {
      params: { id: 'M1' },
      headers: { 'x-goniec-autosave': '1', accept: 'text/html' },
    });
    expect(calls[0]?.headers['x-goniec-autosave']).toBe('1');
    expect(calls[0]?.headers.accept).toBe('application/json');
  });

  it('does not retry a second time when the retried request is 401 again', async () => {
    const { deps, calls } = fakeDeps(({ url }) => (isRefresh(url) ? json(200, { ok: true }) : json(401, { code: 'AUTH_UNAUTHORIZED' })));
    await expect(createApiClient(deps).call('users.me')).rejects.toMatchObject({ status: 401, code: 'AUTH_UNAUTHORIZED' });
    expect(calls).toHaveLength(3);
  });

  it('shares one refresh among concurrent 401s', async () => {
    let refreshed = false;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { deps, calls } = fakeDeps(async ({ url }) => {
      if (isRefresh(url)) {
        await gate;
        refreshed = true;
        return json(200, { ok: true });
      }
      if (!refreshed) return json(401, { code: 'AUTH_SESSION_EXPIRED' });
      return url.includes('/users/me') ? json(200, user) : json(200, { items: [] });
    });
    const client = createApiClient(deps);
    const all = Promise.all([
      client.call('users.me'),
      client.call('subscribers.list'),
      client.call('mailings.list', { query: { limit: 5 } }),
    ]);
    await new Promise((r) => setTimeout(r, 10));
    release();
    await all;
    expect(calls.filter((c) => isRefresh(c.url))).toHaveLength(1);
    expect(calls).toHaveLength(7);
  });

  it('clears the session and goes to login with the return path when the refresh fails', async () => {
    for (const status of [401, 429]) {
      const { deps, navigations, lost } = fakeDeps(({ url }) =>
        isRefresh(url) ? json(status, { code: 'AUTH_SESSION_EXPIRED' }) : json(401, { code: 'AUTH_SESSION_EXPIRED' }),
      );
      await expect(createApiClient(deps).call('subscribers.list')).rejects.toBeInstanceOf(ApiError);
      expect(lost).toEqual(['expired']);
      expect(navigations).toEqual([`/login?return=${encodeURIComponent('/subscribers/all?page=2')}`]);
    }
  });

  it('clears the session without navigating when asked to stay silent (the first users.me)', async () => {
    const { deps, navigations, lost } = fakeDeps(() => json(401, { code: 'AUTH_UNAUTHORIZED' }));
    await expect(createApiClient(deps).call('users.me', { onSessionLost: 'silent' })).rejects.toMatchObject({ status: 401 });
    expect(lost).toEqual(['expired']);
    expect(navigations).toEqual([]);
  });

  it('never refreshes for public routes', async () => {
    const { deps, calls } = fakeDeps(() => json(401, { code: 'AUTH_INVALID_CREDENTIALS' }));
    await expect(createApiClient(deps).call('auth.login', { body: { email: 'a@b.pl', password: 'x' } })).rejects.toMatchObject({
      code: 'AUTH_INVALID_CREDENTIALS',
    });
    expect(calls).toHaveLength(1);
  });

  it('turns a rejected fetch into ERR_NETWORK and notifies', async () => {
    const { deps, notified } = fakeDeps(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createApiClient(deps).call('users.me')).rejects.toMatchObject({ status: 0, code: 'ERR_NETWORK' });
    expect(notified).toEqual(['ERR_NETWORK']);
  });

  it('sends the CSRF header and JSON on POST but not on GET, always with credentials', async () => {
    const inits: RequestInit[] = [];
    const { deps, calls } = fakeDeps(({ method }) => (method === 'GET' ? json(200, user) : json(201, { ok: true })));
    const wrapped = { ...deps, fetch: (url: string, init: RequestInit) => (inits.push(init), deps.fetch(url, init)) };
    const client = createApiClient(wrapped);
    await client.call('users.me');
    await client.call('auth.register', {
      body: { email: 'a@b.pl', password: 'Secret1!x', passwordRepeat: 'Secret1!x', name: 'Ala', company: 'Acme' },
    });
    expect(calls[0]?.headers['x-csrf-token']).toBeUndefined();
    expect(calls[0]?.headers['content-type']).toBeUndefined();
    expect(calls[1]?.headers['x-csrf-token']).toBe('csrf-123');
    expect(calls[1]?.headers['content-type']).toBe('application/json');
    expect(inits.every((i) => i.credentials === 'include')).toBe(true);
  });

  it('builds paths and query strings from the route table', async () => {
    const { deps, calls } = fakeDeps(() => json(200, { items: [], cursor: 'n' }));
    await createApiClient(deps).call('subscribers.list', { query: { limit: 10, cursor: 'a b' } });
    expect(calls[0]?.url).toBe('/api/subscribers?limit=10&cursor=a+b');
  });

  it('rejects a response that does not match the schema it was given', async () => {
    const { deps } = fakeDeps(() => json(200, { nope: true }));
    const response = z.strictObject({ ok: z.literal(true) });
    await expect(createApiClient(deps).request({ method: 'GET', path: '/x', auth: 'session', response })).rejects.toMatchObject({
      code: 'INVALID_DATA',
    });
  });

  it('rejects an answer that is not JSON', async () => {
    const { deps } = fakeDeps(() => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(createApiClient(deps).call('users.me')).rejects.toMatchObject({ code: 'INVALID_DATA' });
  });

  it('sends a vanished current user to login (USER_NOT_FOUND on users.me)', async () => {
    const { deps, navigations } = fakeDeps(() => json(400, { code: 'USER_NOT_FOUND' }));
    await expect(createApiClient(deps).call('users.me')).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    expect(navigations[0]).toMatch(/^\/login\?return=/);
  });

  it('logs a locked user out, passes timed-permission denials on silently', async () => {
    const locked = fakeDeps(({ url }) =>
      url.endsWith('/logout') ? json(200, { ok: true }) : json(403, { code: 'AUTH_TIMED_PERMISSION_LOCKED' }),
    );
    await expect(createApiClient(locked.deps).call('subscribers.list')).rejects.toMatchObject({ code: 'AUTH_TIMED_PERMISSION_LOCKED' });
    expect(locked.lost).toEqual(['locked']);
    expect(locked.navigations).toEqual(['/login?locked=1']);
    expect(locked.calls.some((c) => c.url.endsWith('/api/auth/logout'))).toBe(true);

    const timed = fakeDeps(() => json(403, { code: 'TIMED_PERMISSION_NO_ACCESS' }));
    await expect(createApiClient(timed.deps).call('subscribers.list')).rejects.toMatchObject({
      code: 'TIMED_PERMISSION_NO_ACCESS',
      silent: true,
    });
    expect(timed.navigations).toEqual([]);
    expect(timed.timedLost).toHaveLength(1);
    expect(locked.timedLost).toHaveLength(0);
  });

  describe('upload', () => {
    const avatar = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

    it('forces a session refresh first, then sends the file as multipart with the CSRF header', async () => {
      const { deps, calls } = fakeDeps(({ url }) =>
        isRefresh(url) ? json(200, { ok: true }) : json(200, { avatarUrl: 'https://cdn/a.png' }),
      );
      const answer = await createApiClient(deps).upload('profile.uploadAvatar', { file: avatar() });
      expect(answer).toEqual({ avatarUrl: 'https://cdn/a.png' });
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/refresh', 'POST /api/users/me/avatar']);
      const sent = calls[1]!;
      expect(sent.headers['x-csrf-token']).toBe('csrf-123');
      // The browser sets multipart/form-data with its boundary; a JSON content type would break it.
      expect(sent.headers['content-type']).toBeUndefined();
      const file = sent.form?.get('file');
      expect(file).toBeInstanceOf(File);
      expect((file as File).name).toBe('me.png');
      expect((file as File).size).toBe(4);
    });

    it('fills path params and names a bare Blob by fileName', async () => {
      const { deps, calls } = fakeDeps(({ url }) => (isRefresh(url) ? json(200, { ok: true }) : json(200, { avatarUrl: null })));
      await createApiClient(deps).upload('profile.uploadMemberAvatar', {
        params: { id: 'u 2' },
        file: new Blob(['x']),
        fileName: 'face.webp',
      });
      expect(calls[1]?.url).toBe('/api/users/u%202/avatar');
      expect((calls[1]?.form?.get('file') as File).name).toBe('face.webp');
    });

    it('sends a file name the API takes, whatever the file system called it', async () => {
      const { deps, calls } = fakeDeps(({ url }) => (isRefresh(url) ? json(200, { ok: true }) : json(200, { avatarUrl: null })));
      const client = createApiClient(deps);
      await client.upload('profile.uploadAvatar', { file: new Blob(['x']), fileName: 'me\u202Egnp.exe\u0000.png' });
      await client.upload('profile.uploadAvatar', { file: new Blob(['x']), fileName: '\u200B\u200D' });
      expect(calls.filter((c) => !isRefresh(c.url)).map((c) => (c.form?.get('file') as File).name)).toEqual(['me_gnp.exe_.png', 'file']);
    });

    it('goes to login without sending the file when the forced refresh fails', async () => {
      const { deps, calls, navigations, lost } = fakeDeps(() => json(401, { code: 'AUTH_SESSION_EXPIRED' }));
      await expect(createApiClient(deps).upload('profile.uploadAvatar', { file: avatar() })).rejects.toMatchObject({ status: 401 });
      expect(calls).toHaveLength(1);
      expect(lost).toEqual(['expired']);
      expect(navigations[0]).toMatch(/^\/login\?return=/);
    });

    it('passes field errors on like any call', async () => {
      const rejection = {
        code: 'VALIDATION_FAILED',
        params: { errors: [{ path: 'file', code: 'FILE_WRONG_DIMENSIONS', params: { min: 32, max: 2048 } }] },
      };
      const { deps } = fakeDeps(({ url }) => (isRefresh(url) ? json(200, { ok: true }) : json(400, rejection)));
      const error = await createApiClient(deps)
        .upload('profile.uploadAvatar', { file: avatar() })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).fieldErrors).toEqual(rejection.params.errors);
    });
  });
});
