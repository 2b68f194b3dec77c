import type { ApiSession } from './helpers';
import { oneOfEach, type Ids } from './sweep-resources';

const { usersRepository } = await import('@functions/users/repository');

export { STATUS_TREE, type Ids } from './sweep-resources';

/** The bad-input sweep's account: one of everything (sweep-resources.ts). */
export const makeResources = (session: ApiSession, accountId: string) => oneOfEach(session, accountId, 'sweep');

/** Which resource a path parameter names, by the path before it (the longest prefix first). */
const PARAM_RESOURCES: [string, keyof Ids][] = [
  ['/users/me/accounts/', 'account'],
  ['/users/me/invitations/', 'invitation'],
  ['/users/invitations/', 'invitation'],
  ['/users/permissions/', 'role'],
  ['/users/', 'member'],
  ['/teams/', 'team'],
  ['/subscribers/{id}/notes/', 'note'],
  ['/subscribers/', 'subscriber'],
  ['/mailings/{id}/history/', 'mailingPoint'],
  ['/reports/mailings/', 'mailing'],
  ['/mailings/', 'mailing'],
  ['/reports/mailings/', 'mailing'],
  ['/templates/{id}/history/', 'templatePoint'],
  ['/templates/', 'template'],
  ['/template-folders/', 'templateFolder'],
  ['/reports/sms/', 'sms'],
  ['/sms/', 'sms'],
  ['/properties/', 'property'],
  ['/segments/estimates/', 'estimate'],
  ['/segments/', 'segment'],
  ['/imports/schemas/', 'importSchema'],
  ['/imports/', 'import'],
  ['/exports/', 'export'],
  ['/settings/company/domains/', 'domain'],
  ['/settings/scenarios/footers/', 'footer'],
  ['/settings/company/senders/', 'sender'],
  ['/settings/company/test-groups/', 'testGroup'],
  ['/settings/company/tags/', 'tag'],
  ['/settings/scenarios/consents/', 'consent'],
  ['/settings/scenarios/forms/', 'signupForm'],
  ['/images/', 'image'],
  // Issue 19: a token by its id, and the public API's subscribers.
  ['/integrations/api-tokens/', 'apiToken'],
  ['/integrations/webhooks/', 'webhook'],
  ['/integrations/sftp/', 'sftpServer'],
  ['/integrations/smtp-users/', 'smtpUser'],
  ['/integrations/connectors/', 'connector'],
  ['/hooks/', 'account'],
  ['/hooks/{account}/', 'connector'],
  ['/integrations/sftp/{id}/tasks/', 'sftpTask'],
  ['/integrations/sftp/{id}/export-tasks/', 'sftpExportTask'],
  ['/v1/subscribers/', 'subscriber'],
  ['/v1/transactional/email/', 'transactionalEmail'],
  ['/v1/transactional/sms/', 'transactionalSms'],
  ['/v1/segments/', 'segment'],
  ['/v1/mailings/', 'mailing'],
  ['/v1/sms/sendings/', 'sms'],
  ['/admin/accounts/', 'account'],
  ['/admin/users/', 'member'],
];
/** Parameters that name no resource of an account. */
const NOT_RESOURCES: Record<string, string> = {
  '/specs/{name}': 'sweep',
  // The kind of an account's document (terms or privacy), not an id.
  '/settings/company/documents/{kind}': 'terms',
  '/settings/company/documents/{kind}/file': 'terms',
  // A migration is the platform's, not the account's: a name no migration has (a run would touch every account).
  '/admin/migrations/{id}/dry-run': 'sweep',
  '/admin/migrations/{id}/run': 'sweep',
  // Blueprints are the product's, not an account's.
  '/blueprints/{id}': 'plain-one-column',
};

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
    templates: await get('/templates'),
    templateFolders: await get('/template-folders'),
    templateHistory: await get(`/templates/${ids.template}/history`),
    mailingHistory: await get(`/mailings/${ids.mailing}/history`),
    sms: await get('/sms'),
    properties: await get('/properties'),
    // Without checkedAt: another file's ticker run may check the domain meanwhile (a platform-wide pass).
    footers: (await get('/settings/scenarios/footers')).items,
    domains: (await get('/settings/company/domains')).items.map(({ checkedAt: _c, ...d }: Record<string, unknown>) => d),
    senders: await get('/settings/company/senders'),
    testGroups: await get('/settings/company/test-groups'),
    tags: await get('/settings/company/tags'),
    images: await get('/images'),
    structure: await get('/structure/settings'),
    segments: await get('/segments'),
    importSchemas: await get('/imports/schemas'),
    imports: await get('/imports'),
    exports: await get('/exports'),
    blacklist: await Promise.all(['email', 'domain', 'gsm'].map((type) => get('/blacklist', { type }))),
    policy: await get('/settings/security'),
    general: await get('/settings/company/global'),
    tracking: await get('/settings/company/tracking'),
    branding: await get('/settings/company/branding'),
    cancellation: await get('/settings/scenarios/cancellation'),
    notifications: await get('/users/me/notifications'),
    onboarding: await get('/onboarding'),
    feedback: (await get('/admin/feedback', { limit: '100' })).items.filter((f: { accountId: string }) => f.accountId === ids.account),
  };
}
