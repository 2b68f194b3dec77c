import type { CurrentUser } from '@shared/schemas/user';
import { fullVersions } from '@shared/versions';
import type { ApiDeps } from './client';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  /** A multipart body as sent (uploads). */
  form?: FormData;
}

type Responder = (call: RecordedCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Typed, so a change to the current-user shape shows here at type-check time rather than as a parse failure. */
export const user: CurrentUser = {
  id: 'u1',
  email: 'ala@example.pl',
  name: 'Ala',
  role: 'ADMIN',
  activated: true,
  onboarded: true,
  avatarUrl: null,
  segmentIds: [],
  prefs: { language: 'pl', theme: 'auto', date_format: 'yyyy-mm-dd' },
  account: { id: 'a1', name: 'Acme', plan: 'trial', fourEye: false },
  permissions: {
    permissions: { PERM_APRZEALL: true },
    versions: fullVersions(),
    limits: { subscribers: 1000, emailsPerMonth: 12000, users: 3, scoring: false, ai: false },
    config: { blacklist_enabled: false, gsm_other_prefixes: false, local_dev_tools: true },
    prefs: { language: 'pl', theme: 'auto', date_format: 'yyyy-mm-dd' },
  },
};

/** A fake browser around the client: records every request and where the app navigated. */
export function fakeDeps(responder: Responder, overrides: Partial<ApiDeps> = {}) {
  const calls: RecordedCall[] = [];
  const navigations: string[] = [];
  const lost: string[] = [];
  const notified: string[] = [];
  const timedLost: number[] = [];
  const deps: ApiDeps = {
    fetch: async (url, init) => {
      const call: RecordedCall = {
        url,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        form: init.body instanceof FormData ? init.body : undefined,
      };
      calls.push(call);
      return responder(call);
    },
    navigate: (to) => navigations.push(to),
    readCookie: (name) => (name === 'goniec_csrf' ? 'csrf-123' : undefined),
    location: () => ({ pathname: '/subscribers/all', search: '?page=2', href: 'http://localhost/subscribers/all?page=2' }),
    screen: () => ({ width: 1920, height: 1080 }),
    userAgent: () => 'TestAgent/1.0',
    onSessionLost: (reason) => lost.push(reason),
    onNotify: (error) => notified.push(error.code),
    onTimedPermissionLost: () => timedLost.push(1),
    ...overrides,
  };
  return { deps, calls, navigations, lost, notified, timedLost };
}
