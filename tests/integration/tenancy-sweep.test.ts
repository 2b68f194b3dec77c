import { describe, expect, it } from 'vitest';
import { buildPath, compilePath, routes, type RouteDef } from '@shared/api-routes';
import { loggedIn, type ApiSession } from './helpers';
import { oneOfEach, TOKEN_SCOPES } from './sweep-resources';
import { createToken, tokenClient } from './api-token-helpers';
import { SFTP_SWEEP_EXPORT_TASK, SFTP_SWEEP_SERVER, sftpSweepTask } from './sftp-fixtures';

/**
 * Every route that names a resource, called by another account's administrator (who holds every
 * permission) with this account's real ids and valid bodies: each must answer "not found" (or refuse)
 * and leave this account exactly as it was. A new route with a path parameter fails this test until
 * it gets a fixture below, so tenancy is checked for every line of the route table.
 */

type Ids = Record<string, string>;

/** This account's resources, one of each kind a route can name (sweep-resources.ts). */
async function resources(session: ApiSession, accountId: string): Promise<Ids> {
  const { memberSession: _session, ...ids } = await oneOfEach(session, accountId, 'tenancy');
  return ids;
}

/** Another account's administrator, and an API token of theirs with every scope (token routes are called with it). */
async function intruder() {
  const b = await loggedIn();
  const { secret } = await createToken(b.session, { scopes: TOKEN_SCOPES });
  return { ...b, token: tokenClient(secret) };
}

/** Which resource a route's path names, and a body that would be valid for it. */
const FIXTURES: Record<string, { ids: (r: Ids) => Record<string, string>; body?: (r: Ids) => unknown; query?: Record<string, string> }> = {
  'users.update': { ids: (r) => ({ id: r.member! }), body: () => ({ roleId: 'user' }) },
  'users.duplicate': { ids: (r) => ({ id: r.member! }), body: () => ({ email: `dup-${Date.now()}@example.com`, name: 'Duplicate' }) },
  'users.setActive': { ids: (r) => ({ id: r.member! }), body: () => ({ active: false }) },
  'users.lock': { ids: (r) => ({ id: r.member! }), body: () => ({ locked: true }) },
  'users.sendChangePasswordEmail': { ids: (r) => ({ id: r.member! }), body: () => ({}) },
  'users.logout': { ids: (r) => ({ id: r.member! }), body: () => ({}) },
  'users.updateRole': { ids: (r) => ({ id: r.role! }), body: () => ({ name: 'Stolen role', permissions: {} }) },
  'users.deleteRole': { ids: (r) => ({ id: r.role! }), body: () => ({}) },
  'invitations.get': { ids: (r) => ({ id: r.invitation! }) },
  'invitations.accept': { ids: (r) => ({ id: r.invitation! }), body: () => ({}) },
  'invitations.decline': { ids: (r) => ({ id: r.invitation! }), body: () => ({}) },
  'invitations.resend': { ids: (r) => ({ id: r.invitation! }), body: () => ({}) },
  'invitations.cancel': { ids: (r) => ({ id: r.invitation! }), body: () => ({}) },
  'teams.update': { ids: (r) => ({ id: r.team! }), body: () => ({ name: 'Stolen team' }) },
  'teams.delete': { ids: (r) => ({ id: r.team! }), body: () => ({}) },
  'subscribers.get': { ids: (r) => ({ id: r.subscriber! }) },
  'subscribers.update': { ids: (r) => ({ id: r.subscriber! }), body: () => ({ version: 1, name: 'Intruder' }) },
  'subscribers.forget': { ids: (r) => ({ id: r.subscriber! }), body: () => ({}) },
  'subscribers.clearQuarantine': { ids: (r) => ({ id: r.subscriber! }), body: () => ({ channel: 'mail' }) },
  'subscribers.activity': { ids: (r) => ({ id: r.subscriber! }) },
  'subscribers.contact': { ids: (r) => ({ id: r.subscriber! }) },
  'subscribers.contactSms': { ids: (r) => ({ id: r.subscriber! }) },
  'subscribers.history': { ids: (r) => ({ id: r.subscriber! }) },
  'subscribers.events': { ids: (r) => ({ id: r.subscriber! }) },
  'subscribers.notes': { ids: (r) => ({ id: r.subscriber! }) },
  'subscribers.addNote': { ids: (r) => ({ id: r.subscriber! }), body: () => ({ text: 'Intruder note' }) },
  'subscribers.deleteNote': { ids: (r) => ({ id: r.subscriber!, noteId: r.note! }), body: () => ({}) },
  'mailings.get': { ids: (r) => ({ id: r.mailing! }) },
  'mailings.update': {
    ids: (r) => ({ id: r.mailing! }),
    body: () => ({ name: 'Stolen', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>y</p>' }),
  },
  'mailings.send': { ids: (r) => ({ id: r.mailing! }), body: () => ({}) },
  // Issue 17, cyclic: pausing and the runs of a mailing by its id.
  'mailings.pause': { ids: (r) => ({ id: r.mailing! }), body: () => ({}) },
  'mailings.runs': { ids: (r) => ({ id: r.mailing! }) },
  'mailings.testSend': { ids: (r) => ({ id: r.mailing! }), body: () => ({ emails: ['intruder@example.com'] }) },
  'mailings.resume': { ids: (r) => ({ id: r.mailing! }), body: () => ({}) },
  'mailings.accept': { ids: (r) => ({ id: r.mailing! }), body: () => ({}) },
  'mailings.reject': { ids: (r) => ({ id: r.mailing! }), body: () => ({ reason: 'Intruder' }) },
  // Issue 17, planning.
  'mailings.planPreview': { ids: (r) => ({ id: r.mailing! }), body: () => ({ type: 'once', at: '2031-01-01T10:00' }) },
  'mailings.plan': { ids: (r) => ({ id: r.mailing! }), body: () => ({ type: 'once', at: '2031-01-01T10:00' }) },
  'mailings.changeTime': { ids: (r) => ({ id: r.mailing! }), body: () => ({ at: '2031-01-01T10:00' }) },
  'mailings.unplan': { ids: (r) => ({ id: r.mailing! }), body: () => ({}) },
  'sms.get': { ids: (r) => ({ id: r.sms! }) },
  'sms.resume': { ids: (r) => ({ id: r.sms! }), body: () => ({}) },
  'sms.accept': { ids: (r) => ({ id: r.sms! }), body: () => ({}) },
  'sms.reject': { ids: (r) => ({ id: r.sms! }), body: () => ({ reason: 'Intruder' }) },
  'sms.cancel': { ids: (r) => ({ id: r.sms! }), body: () => ({}) },
  'sms.changeTime': { ids: (r) => ({ id: r.sms! }), body: () => ({ at: '2031-01-01T10:00' }) },
  'sms.pause': { ids: (r) => ({ id: r.sms! }), body: () => ({}) },
  // Issue 17, SMS A/B tests.
  'sms.variants': { ids: (r) => ({ id: r.sms! }) },
  // Issue 18: an SMS sending's report, under Reports and in the SMS area.
  'reports.smsDetails': { ids: (r) => ({ id: r.sms! }) },
  'sms.report': { ids: (r) => ({ id: r.sms! }) },
  'sms.chooseWinner': { ids: (r) => ({ id: r.sms! }), body: () => ({ variant: 'A' }) },
  'accounts.switch': { ids: (r) => ({ id: r.account! }), body: () => ({}) },
  'accounts.leave': { ids: (r) => ({ id: r.account! }), body: () => ({}) },
  'properties.update': {
    ids: (r) => ({ id: r.property! }),
    body: () => ({ type: 'string', name: 'stolen', displayName: 'Stolen', maxChar: 10 }),
  },
  'properties.delete': { ids: (r) => ({ id: r.property! }), body: () => ({}) },
  'segments.get': { ids: (r) => ({ id: r.segment! }) },
  'segments.update': {
    ids: (r) => ({ id: r.segment! }),
    body: () => ({
      name: 'Stolen',
      type: 'static',
      conditions: {
        kind: 'group',
        op: 'and',
        children: [{ kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'eq', value: 8 }],
      },
    }),
  },
  'segments.delete': { ids: (r) => ({ id: r.segment! }), body: () => ({}) },
  'segments.calculate': { ids: (r) => ({ id: r.segment! }), body: () => ({}) },
  'segments.audience': { ids: (r) => ({ id: r.segment! }) },
  'segments.estimates.get': { ids: (r) => ({ id: r.estimate! }) },
  'imports.schemas.update': {
    ids: (r) => ({ id: r.importSchema! }),
    body: () => ({ name: 'Stolen schema', mapping: [{ column: 0, field: 'email' }] }),
  },
  'imports.schemas.delete': { ids: (r) => ({ id: r.importSchema! }), body: () => ({}) },
  'imports.get': { ids: (r) => ({ id: r.import! }) },
  'imports.report': { ids: (r) => ({ id: r.import! }) },
  'exports.get': { ids: (r) => ({ id: r.export! }) },
  'exports.download': { ids: (r) => ({ id: r.export! }) },
  'domains.get': { ids: (r) => ({ domain: r.domain! }) },
  'domains.check': { ids: (r) => ({ domain: r.domain! }), body: () => ({}) },
  'domains.remove': { ids: (r) => ({ domain: r.domain! }), body: () => ({}) },
  'footers.update': {
    ids: (r) => ({ id: r.footer! }),
    body: () => ({ name: 'Stolen', language: 'pl', html: '<p>Stolen</p>', isDefault: true }),
  },
  'footers.setDefault': { ids: (r) => ({ id: r.footer! }), body: () => ({}) },
  'footers.delete': { ids: (r) => ({ id: r.footer! }), body: () => ({}) },
  'senders.update': { ids: (r) => ({ id: r.sender! }), body: () => ({ name: 'Stolen', fromEmail: 'stolen@goniec.test', isDefault: true }) },
  'senders.remove': { ids: (r) => ({ id: r.sender! }), body: () => ({}) },
  'testGroups.update': { ids: (r) => ({ id: r.testGroup! }), body: () => ({ name: 'Stolen', emails: ['thief@example.com'] }) },
  'testGroups.remove': { ids: (r) => ({ id: r.testGroup! }), body: () => ({}) },
  'tags.update': { ids: (r) => ({ id: r.tag! }), body: () => ({ name: 'Stolen', values: [] }) },
  'tags.remove': { ids: (r) => ({ id: r.tag! }), body: () => ({}) },
  'consents.update': {
    ids: (r) => ({ id: r.consent! }),
    body: () => ({ name: 'Stolen', text: 'Stolen.', required: true, propertyId: 'sweep_agr' }),
  },
  'consents.versions': { ids: (r) => ({ id: r.consent! }) },
  'consents.delete': { ids: (r) => ({ id: r.consent! }), body: () => ({}) },
  'consents.history': { ids: (r) => ({ id: r.subscriber! }) },
  'signupForms.get': { ids: (r) => ({ id: r.signupForm! }) },
  'signupForms.update': {
    ids: (r) => ({ id: r.signupForm! }),
    body: () => ({ name: 'Stolen', language: 'en', fields: [], consentIds: [], confirm: 'single', thankYou: '', redirectUrl: '' }),
  },
  'signupForms.delete': { ids: (r) => ({ id: r.signupForm! }), body: () => ({}) },
  'images.delete': { ids: (r) => ({ id: r.image! }), body: () => ({}) },
  'templates.get': { ids: (r) => ({ id: r.template! }) },
  'templates.update': { ids: (r) => ({ id: r.template! }), body: () => ({ name: 'Stolen', html: '<p>Stolen</p>' }) },
  'templates.delete': { ids: (r) => ({ id: r.template! }), body: () => ({}) },
  'templates.duplicate': { ids: (r) => ({ id: r.template! }), body: () => ({}) },
  'templates.freeze': { ids: (r) => ({ id: r.template! }), body: () => ({ freeze: true }) },
  'templates.history': { ids: (r) => ({ id: r.template! }) },
  'templates.testSend': { ids: (r) => ({ id: r.template! }), body: () => ({ emails: ['intruder@example.com'] }) },
  'templates.restorePoint': { ids: (r) => ({ id: r.template!, pointId: r.templatePoint! }) },
  'templateFolders.update': { ids: (r) => ({ id: r.templateFolder! }), body: () => ({ name: 'Stolen' }) },
  'templateFolders.delete': { ids: (r) => ({ id: r.templateFolder! }), body: () => ({}) },
  'mailings.history': { ids: (r) => ({ id: r.mailing! }) },
  'mailings.variants': { ids: (r) => ({ id: r.mailing! }) },
  'mailings.chooseWinner': { ids: (r) => ({ id: r.mailing! }), body: () => ({ variant: 'A' }) },
  'mailings.restorePoint': { ids: (r) => ({ id: r.mailing!, pointId: r.mailingPoint! }) },
  // Issue 17, the lifecycle's actions.
  'mailings.cancel': { ids: (r) => ({ id: r.mailing! }), body: () => ({}) },
  'mailings.delete': { ids: (r) => ({ id: r.mailing! }), body: () => ({}) },
  'mailings.duplicate': { ids: (r) => ({ id: r.mailing! }), body: () => ({}) },
  'mailings.hide': { ids: (r) => ({ id: r.mailing! }), body: () => ({}) },
  'mailings.show': { ids: (r) => ({ id: r.mailing! }), body: () => ({}) },
  'mailings.actions': { ids: (r) => ({ id: r.mailing! }) },
  // Issue 18, reports: the mailing report, its recipient lists and their export.
  'reports.mailing': { ids: (r) => ({ id: r.mailing! }) },
  'reports.recipients': { ids: (r) => ({ id: r.mailing! }), query: { kind: 'opened' } },
  'reports.exportRecipients': { ids: (r) => ({ id: r.mailing! }), body: () => ({ kind: 'opened' }) },
  // Issue 19: tokens, and the public API called with the other account's token.
  'apiTokens.revoke': { ids: (r) => ({ id: r.apiToken! }), body: () => ({}) },
  'v1.subscribers.get': { ids: (r) => ({ id: r.subscriber! }) },
  'v1.subscribers.setStatus': { ids: (r) => ({ id: r.subscriber! }), body: () => ({ status: 3 }) },
  'v1.subscribers.forget': { ids: (r) => ({ id: r.subscriber! }), body: () => ({}) },
  'v1.transactional.getEmail': { ids: (r) => ({ id: r.transactionalEmail! }) },
  'v1.transactional.getSms': { ids: (r) => ({ id: r.transactionalSms! }) },
  'v1.segments.get': { ids: (r) => ({ id: r.segment! }) },
  'v1.segments.members': { ids: (r) => ({ id: r.segment! }) },
  'v1.segments.recalculate': { ids: (r) => ({ id: r.segment! }), body: () => ({}) },
  'v1.mailings.get': { ids: (r) => ({ id: r.mailing! }) },
  'v1.mailings.report': { ids: (r) => ({ id: r.mailing! }) },
  'v1.sms.report': { ids: (r) => ({ id: r.sms! }) },
  'v1.events.listOfSubscriber': { ids: (r) => ({ id: r.subscriber! }) },
  // Issue 20: webhooks.
  'webhooks.get': { ids: (r) => ({ id: r.webhook! }) },
  'webhooks.update': {
    ids: (r) => ({ id: r.webhook! }),
    body: () => ({ url: 'https://intruder.example.com/', events: ['email.clicked'] }),
  },
  'webhooks.remove': { ids: (r) => ({ id: r.webhook! }), body: () => ({}) },
  'webhooks.secret': { ids: (r) => ({ id: r.webhook! }) },
  'webhooks.rotateSecret': { ids: (r) => ({ id: r.webhook! }), body: () => ({}) },
  'webhooks.test': { ids: (r) => ({ id: r.webhook! }), body: () => ({}) },
  'webhooks.attempts': { ids: (r) => ({ id: r.webhook! }) },
  // Issue 20: SFTP servers.
  'sftp.get': { ids: (r) => ({ id: r.sftpServer! }) },
  'sftp.update': { ids: (r) => ({ id: r.sftpServer! }), body: () => ({ ...SFTP_SWEEP_SERVER, host: '127.0.0.2' }) },
  'sftp.remove': { ids: (r) => ({ id: r.sftpServer! }), body: () => ({}) },
  'sftp.test': { ids: (r) => ({ id: r.sftpServer! }), body: () => ({}) },
  'sftp.forgetHostKey': { ids: (r) => ({ id: r.sftpServer! }), body: () => ({}) },
  // Issue 20: SMTP users.
  'smtp.get': { ids: (r) => ({ id: r.smtpUser! }) },
  'smtp.update': { ids: (r) => ({ id: r.smtpUser! }), body: () => ({ active: false }) },
  'smtp.remove': { ids: (r) => ({ id: r.smtpUser! }), body: () => ({}) },
  'smtp.regenerateCode': { ids: (r) => ({ id: r.smtpUser! }), body: () => ({}) },
  // Issue 20: shop connectors.
  'connectors.get': { ids: (r) => ({ id: r.connector! }) },
  'connectors.update': { ids: (r) => ({ id: r.connector! }), body: () => ({ name: 'Stolen', active: false }) },
  'connectors.remove': { ids: (r) => ({ id: r.connector! }), body: () => ({}) },
  'connectors.secret': { ids: (r) => ({ id: r.connector! }) },
  'connectors.rotateSecret': { ids: (r) => ({ id: r.connector! }), body: () => ({}) },
  'connectors.attempts': { ids: (r) => ({ id: r.connector! }) },
  'sftp.tasks.list': { ids: (r) => ({ id: r.sftpServer! }) },
  'sftp.tasks.create': { ids: (r) => ({ id: r.sftpServer! }), body: (r) => sftpSweepTask(r.importSchema!) },
  'sftp.tasks.update': { ids: (r) => ({ id: r.sftpServer!, taskId: r.sftpTask! }), body: (r) => sftpSweepTask(r.importSchema!) },
  'sftp.tasks.remove': { ids: (r) => ({ id: r.sftpServer!, taskId: r.sftpTask! }), body: () => ({}) },
  'sftp.tasks.runNow': { ids: (r) => ({ id: r.sftpServer!, taskId: r.sftpTask! }), body: () => ({}) },
  'sftp.tasks.runs': { ids: (r) => ({ id: r.sftpServer!, taskId: r.sftpTask! }) },
  'sftp.exportTasks.create': { ids: (r) => ({ id: r.sftpServer! }), body: () => SFTP_SWEEP_EXPORT_TASK },
  'sftp.exportTasks.update': { ids: (r) => ({ id: r.sftpServer!, taskId: r.sftpExportTask! }), body: () => SFTP_SWEEP_EXPORT_TASK },
  'sftp.exportTasks.remove': { ids: (r) => ({ id: r.sftpServer!, taskId: r.sftpExportTask! }), body: () => ({}) },
  'sftp.exportTasks.runNow': { ids: (r) => ({ id: r.sftpServer!, taskId: r.sftpExportTask! }), body: () => ({}) },
};

/** Routes whose parameter is not an account's resource. */
const NOT_RESOURCES = new Set(['specs.get', 'company.setDocumentUrl', 'company.removeDocument', 'blueprints.get']);

/** What this account looks like, read back after the sweep. */
async function snapshot(session: ApiSession, r: Ids) {
  const get = async (path: string) => (await session.call('GET', path)).body;
  return {
    users: (await get('/users')).items.map((m: Record<string, unknown>) => ({
      id: m.id,
      name: m.name,
      banned: m.banned,
      locked: m.locked,
      roleId: m.roleId,
    })),
    invitations: (await get('/users')).invitations,
    roles: (await get('/users/permissions')).items,
    teams: await get('/teams'),
    subscriber: await get(`/subscribers/${r.subscriber}`),
    notes: await get(`/subscribers/${r.subscriber}/notes`),
    mailing: await get(`/mailings/${r.mailing}`),
    properties: await get('/properties'),
    segment: { ...(await get(`/segments/${r.segment}`)), progress: undefined },
    schemas: await get('/imports/schemas'),
    // Without checkedAt: another file's ticker run may check the domain meanwhile (a platform-wide pass).
    footers: (await get('/settings/scenarios/footers')).items,
    consents: await get('/settings/scenarios/consents'),
    forms: await get('/settings/scenarios/forms'),
    domains: (await get('/settings/company/domains')).items.map(({ checkedAt: _c, ...d }: Record<string, unknown>) => d),
    senders: await get('/settings/company/senders'),
    testGroups: await get('/settings/company/test-groups'),
    tags: await get('/settings/company/tags'),
    images: await get('/images'),
    template: await get(`/templates/${r.template}`),
    templates: await get('/templates'),
    templateFolders: await get('/template-folders'),
    templateHistory: await get(`/templates/${r.template}/history`),
    mailingHistory: await get(`/mailings/${r.mailing}/history`),
    apiTokens: (await get('/integrations/api-tokens')).items.map(({ lastUsedAt: _a, lastUsedIp: _i, ...t }: Record<string, unknown>) => t),
    webhooks: await get('/integrations/webhooks'),
    webhookSecret: await get(`/integrations/webhooks/${r.webhook}/secret`),
    sftpServers: await get('/integrations/sftp'),
    smtpUsers: (await get('/integrations/smtp-users')).items,
    connectors: await get('/integrations/connectors'),
    connectorSecret: await get(`/integrations/connectors/${r.connector}/secret`),
    sftpTasks: await get(`/integrations/sftp/${r.sftpServer}/tasks`),
  };
}

describe('tenancy across the route table', () => {
  it('never lets another account read or change a resource by its id', { timeout: 300_000 }, async () => {
    const a = await loggedIn();
    const b = await intruder();
    const ids = await resources(a.session, a.account.accountId);
    const before = await snapshot(a.session, ids);
    const checked: string[] = [];
    for (const [id, def] of Object.entries(routes) as [string, RouteDef][]) {
      if (def.auth === 'public' || def.superAdmin || def.upload || compilePath(def.path).names.length === 0 || NOT_RESOURCES.has(id))
        continue;
      const fixture = FIXTURES[id];
      expect(fixture, `route ${id} names a resource but has no tenancy fixture`).toBeDefined();
      const path = buildPath(def.path, fixture!.ids(ids));
      const res = await (def.auth === 'token' ? b.token : b.session).call(
        def.method,
        path,
        def.method === 'GET' ? (fixture!.query ? { query: fixture!.query } : {}) : { json: fixture!.body?.(ids) ?? {} },
      );
      expect({ id, status: res.status, ok: res.status < 300 }, JSON.stringify(res.body)).toEqual({ id, status: res.status, ok: false });
      expect([403, 404], `${id} answered ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
      checked.push(id);
    }
    expect(checked.length).toBe(Object.keys(FIXTURES).length);
    expect(await snapshot(a.session, ids)).toEqual(before);
  });

  it('never lets another account act on ids given in a body', { timeout: 300_000 }, async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const ids = await resources(a.session, a.account.accountId);
    const before = await snapshot(a.session, ids);
    const calls: [string, string, unknown][] = [
      ['POST', '/users/edit', { id: ids.member, name: 'Intruder' }],
      ['DELETE', '/users', { ids: [ids.member] }],
      ['POST', '/users/permissions/copy', { sourceId: ids.member, targetId: ids.member }],
      ['POST', '/subscribers/bulk', { ids: [ids.subscriber], action: 'status', status: 7 }],
      ['POST', '/subscribers/bulk', { ids: [ids.subscriber], action: 'forget' }],
      [
        'POST',
        '/mailings',
        { name: 'To their segment', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>', segmentId: ids.segment },
      ],
      ['POST', '/users/add', { email: `in-${Date.now()}@example.com`, name: 'Smuggled', teamIds: [ids.team] }],
      ['POST', '/mailings/from-template', { source: 'template', id: ids.template }],
      ['POST', '/templates/from-mailing', { mailingId: ids.mailing, name: 'Stolen' }],
      ['POST', '/templates', { name: 'Into their folder', html: '<p>x</p>', dir: ids.templateFolder }],
      ['POST', '/mailings/pause', { ids: [ids.mailing] }],
      ['POST', '/users/add', { email: `in2-${Date.now()}@example.com`, name: 'Smuggled', segmentIds: [ids.segment] }],
    ];
    for (const [method, path, json] of calls) {
      const res = await b.session.call(method, path, { json });
      const refused =
        res.status >= 400 ||
        (res.body?.done?.length === 0 && res.body?.failed?.[0]?.code === 'SUBSCRIBER_NOT_FOUND') ||
        // A mass pause answers each mailing: another account's is one it does not have.
        (res.body?.items?.length > 0 &&
          res.body.items.every((i: { paused: boolean; code?: string }) => !i.paused && i.code === 'MAILING_NOT_FOUND'));
      expect({ path, refused }, JSON.stringify(res.body)).toEqual({ path, refused: true });
    }
    expect(await snapshot(a.session, ids)).toEqual(before);
  });
});
