import { drainQueues, type ApiSession } from './helpers';
import { addAndLogin, setPlan } from './users-helpers';

const { usersRepository } = await import('@functions/users/repository');

/** One resource of each kind a route's path can name, in the sweep's account. */
export type Ids = Record<'member' | 'role' | 'team' | 'subscriber' | 'note' | 'mailing' | 'property' | 'segment' | 'importSchema' | 'import' | 'export' | 'estimate' | 'sms' | 'account', string>;

export const STATUS_TREE = { kind: 'group', op: 'and', children: [{ kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'in', value: [8] }] };

export async function makeResources(session: ApiSession, accountId: string): Promise<Ids & { memberSession: ApiSession }> {
  const post = async (path: string, json: unknown) => {
    const res = await session.call('POST', path, { json });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  await setPlan(accountId, 'standard');
  const member = await addAndLogin(session, { roleId: 'editor' });
  const subscriber = await post('/subscribers', { email: 'sweep@example.com', name: 'Sweep', props: { firstname: 'Ala' } });
  const manual = await post('/imports/manual', { text: 'manual-sweep@example.com', mode: 2 });
  const segment = await post('/segments', { name: 'Wszyscy', type: 'static', conditions: STATUS_TREE });
  await session.call('POST', `/segments/${segment.id}/calculate`, { json: {} });
  const exportJob = await post('/exports', { audience: { kind: 'statuses', statuses: [8] }, fields: ['email'] });
  const estimate = await post('/segments/estimate', { conditions: STATUS_TREE });
  const ids: Ids = {
    member: member.id,
    role: (await post('/users/permissions', { name: 'Sweep role', permissions: { PERM_APRZEALL: true } })).id,
    team: (await post('/teams', { name: 'Sweep team' })).id,
    subscriber: subscriber.id,
    note: (await post(`/subscribers/${subscriber.id}/notes`, { text: 'Sweep note' })).id,
    mailing: (await post('/mailings', { name: 'Sweep mailing', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>' })).id,
    property: (await post('/properties', { type: 'string', name: 'sweep', displayName: 'Sweep', maxChar: 20 })).id,
    segment: segment.id,
    importSchema: (await post('/imports/schemas', { name: 'Sweep schema', mapping: [{ column: 0, field: 'email' }] })).id,
    import: manual.import.id,
    export: exportJob.id,
    estimate: estimate.id,
    sms: (await post('/sms', { name: 'Sweep SMS', sender: 'Sweep', content: 'x' })).id,
    account: accountId,
  };
  await post('/blacklist', { type: 'email', rows: ['blocked@example.com'] });
  await drainQueues();
  return { ...ids, memberSession: member.session };
}

/** Which resource a path parameter names, by the path before it (the longest prefix first). */
const PARAM_RESOURCES: [string, keyof Ids][] = [
  ['/users/me/accounts/', 'account'], ['/users/permissions/', 'role'], ['/users/', 'member'], ['/teams/', 'team'],
  ['/subscribers/{id}/notes/', 'note'], ['/subscribers/', 'subscriber'], ['/mailings/', 'mailing'], ['/sms/', 'sms'],
  ['/properties/', 'property'], ['/segments/estimates/', 'estimate'], ['/segments/', 'segment'], ['/imports/schemas/', 'importSchema'],
  ['/imports/', 'import'], ['/exports/', 'export'], ['/admin/accounts/', 'account'], ['/admin/users/', 'member'],
];
/** Parameters that name no resource of an account. */
const NOT_RESOURCES: Record<string, string> = { '/specs/{name}': 'sweep' };

/** Real ids for a route's path parameters, or a message saying the route needs a line in PARAM_RESOURCES. */
export function paramsFor(path: string, ids: Ids): Record<string, string> | string {
  const params: Record<string, string> = {};
  for (const match of path.matchAll(/\{(\w+)\}/g)) {
    const before = path.slice(0, match.index);
    const known = NOT_RESOURCES[path];
    const resource = [...PARAM_RESOURCES].sort((x, y) => y[0].length - x[0].length).find(([prefix]) => before.startsWith(prefix))?.[1];
    if (known) params[match[1]!] = known;
    else if (resource) params[match[1]!] = ids[resource];
    else return `no resource for {${match[1]}} in ${path}: add its path to PARAM_RESOURCES in tests/integration/bad-input-account.ts`;
  }
  return params;
}

/** Everything the sweep's routes could write in the account, read back (volatile presence fields left out). */
export async function snapshot(session: ApiSession, ids: Ids, ownerId: string) {
  const get = async (path: string, query?: Record<string, string>) => {
    const res = await session.call('GET', path, query ? { query } : {});
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const user = async (id: string) => {
    const { lastSeenAt: _seen, ...rest } = (await usersRepository.getUser(id)) ?? {};
    return rest;
  };
  const membership = async (id: string) => {
    const { lastSeenAt: _seen, ...rest } = ((await usersRepository.getMembership(ids.account, id)) ?? {}) as Record<string, unknown>;
    return rest;
  };
  const members = (await get('/users')).items.map(({ online: _o, lastSeenAt: _l, ...rest }: Record<string, unknown>) => rest);
  const me = await get('/users/me');
  return {
    members,
    users: [await user(ownerId), await user(ids.member)],
    memberships: [await membership(ownerId), await membership(ids.member)],
    account: await usersRepository.getAccount(ids.account),
    me: { ...me, avatarUrl: me.avatarUrl === null ? null : 'set' },
    roles: await get('/users/permissions'),
    teams: await get('/teams'),
    subscribers: await get('/subscribers', { limit: '100' }),
    notes: await get(`/subscribers/${ids.subscriber}/notes`),
    history: await get(`/subscribers/${ids.subscriber}/history`),
    mailings: await get('/mailings'),
    sms: await get('/sms'),
    properties: await get('/properties'),
    structure: await get('/structure/settings'),
    segments: await get('/segments'),
    importSchemas: await get('/imports/schemas'),
    imports: await get('/imports'),
    exports: await get('/exports'),
    blacklist: await Promise.all(['email', 'domain', 'gsm'].map((type) => get('/blacklist', { type }))),
    policy: await get('/settings/security'),
    general: await get('/settings/company/global'),
    notifications: await get('/users/me/notifications'),
    onboarding: await get('/onboarding'),
    feedback: (await get('/admin/feedback', { limit: '100' })).items.filter((f: { accountId: string }) => f.accountId === ids.account),
  };
}
