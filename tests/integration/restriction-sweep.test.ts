import QRCode from 'qrcode';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_STATUSES } from '@shared/constants';
import { DEFAULT_SCORING_RULES } from '@shared/schemas/scoring';
import { buildPath, routes, type RouteDef } from '@shared/api-routes';
import { createTestAccount, drainQueues, TEST_PASSWORD, type ApiResult, type ApiSession } from './helpers';
import { brandingBody } from '@tests/fixtures/branding';
import { upload } from './imports-helpers';
import { manualImport, restrictedAccount, type Person, type RestrictedAccount } from './restriction-helpers';
import { addMember, mailsTo, setPlan, uniqueEmail } from './users-helpers';
import { tokenClient, type TokenClient } from './api-token-helpers';
import { SFTP_SWEEP_EXPORT_TASK, SFTP_SWEEP_SERVER, sftpSweepTask } from './sftp-fixtures';

const { engagement } = await import('@functions/sending/engagement');

/**
 * The restriction sweep (spec section 6: access limited to segments). An account has subscribers
 * inside a segment and outside it, each with an e-mail, a GSM number, a name, a property value, a note,
 * change history, mail and texts, and an export and imports made by the owner. A member restricted to
 * that segment, holding every permission there is, calls every `session` route of the route table
 * (and every `token` route, with an API token they made, which inherits their restriction)
 * with fixtures that name resources inside and outside their reach and bodies that would act on the
 * outside subscribers. No response body, no cursor in it, and no file behind a URL in it may name an
 * outside subscriber (id, e-mail, GSM, name, property value, note) unless the request itself did, and
 * afterwards the outside subscribers are exactly as they were: data, status, history, notes, activity,
 * contact history, the mail they received, and nobody new beyond the reach. A route without a fixture
 * fails the sweep, so a new route joins it by being in the table.
 */

interface World extends RestrictedAccount {
  R: ApiSession;
  /** The outside subscribers' values that only the database can tell: the sweep must never show them. */
  secrets: string[];
  property: string;
  outsideNote: string;
  /** A member restricted like R (for the user routes), and one to delete. */
  bystander: string;
  doomed: string;
  /** The owner's pending invitation of an existing Goniec user. */
  invitation: string;
  role: string;
  team: string;
  /** Owner's: an export of everyone, an import of the outside subscribers, its uploaded file, an estimate. */
  ownerExport: string;
  ownerImport: string;
  ownerFile: string;
  ownerEstimate: string;
  /** The outside subscribers' own segment, one the sweep may redraw, one it may delete. */
  outsideSegment: string;
  spareSegment: string;
  doomedSegment: string;
  draftMailing: string;
  sentMailing: string;
  pendingMailing: string;
  sms: string;
  pendingSms: string;
  importSchema: string;
  policy: Record<string, unknown>;
  /** R's own: an export, a manual import of outside addresses (and its text), an uploaded file (and its text), an estimate. */
  myExport: string;
  myImport: string;
  myImportText: string;
  myFile: string;
  myFileText: string;
  myEstimate: string;
  /** Issue 19: R's API token (it inherits R's restriction), the client calling with it, and a spare one to revoke. */
  token: TokenClient;
  spareToken: string;
  txTemplate: string;
  txEmail: string;
  txSms: string;
  /** Issue 20: the owner's webhook (R may see and remove webhooks, not make or aim one: they carry the whole account's events). */
  webhook: string;
  spareWebhook: string;
  sftpServer: string;
  /** Issue 20: the owner's SMTP user (R may see and remove them, not make, change or re-key one). */
  smtpUser: string;
  spareSmtpUser: string;
  /** Issue 20: the owner's shop connectors. */
  connector: string;
  spareConnector: string;
  sftpTask: string;
  sftpExportTask: string;
}

/** One call of a route: path parameters, query, body, and what else the request carried (an uploaded file's text). */
interface Call {
  ids?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  sent?: string;
  /** What the answer must be besides leaking nothing (a refusal, an empty page). */
  check?: (res: ApiResult, w: World) => void;
}
type Fixture = (w: World) => Call[] | Promise<Call[]>;

const refused =
  (code: string, http = 403) =>
  (res: ApiResult) =>
    expect({ status: res.status, code: res.body?.code }).toEqual({ status: http, code });
const notFound = (res: ApiResult) => expect(res.status, JSON.stringify(res.body)).toBe(404);
const noItems = (res: ApiResult) => expect(res.body.items, JSON.stringify(res.body)).toEqual([]);
const anyCondition = (operator: string, value: unknown) => ({
  kind: 'group',
  op: 'and',
  children: [{ kind: 'condition', source: 'field', target: 'email', aggregation: 'none', operator, value }],
});
const mailingBody = (name: string, segmentId?: string) => ({
  name,
  subject: 'Temat',
  fromName: 'Nadawca',
  fromEmail: 'news@goniec.test',
  html: '<p>Treść</p>',
  ...(segmentId ? { segmentId } : {}),
});
const smsAbxBody = () => ({
  name: 'Test A/B',
  sender: 'Goniec',
  content: 'Tekst A',
  abx: {
    variants: [
      { key: 'A', share: 10 },
      { key: 'B', share: 10, content: 'Tekst B' },
    ],
    measure: 'count',
    decideAfterHours: 1,
  },
});
/** The owner's template or folder, made for the one fixture that acts on it. */
const ownerTemplate = async (w: World, name: string) =>
  (await w.owner.call('POST', '/templates', { json: { name, html: '<p>Treść właściciela</p>' } })).body.id as string;
const ownerFolder = async (w: World, name: string) =>
  (await w.owner.call('POST', '/template-folders', { json: { name } })).body.id as string;
const versionOf = async (w: World, p: Person) => (await w.R.call('GET', `/subscribers/${p.id}`)).body.version as number;

const FIXTURES: Record<string, Fixture> = {
  'users.me': () => [{}],
  'users.updateMe': () => [{ body: { prefs: { theme: 'dark' } } }],
  'users.list': () => [{}],
  'users.add': (w) => [
    {
      body: { email: uniqueEmail('wider'), name: 'Wider Reach', roleId: 'editor', segmentIds: [] },
      check: refused('USER_GRANT_SCOPE_NOT_HELD'),
    },
    { body: { email: uniqueEmail('within'), name: 'Within Reach', roleId: 'editor', segmentIds: [w.segment] } },
  ],
  'users.edit': (w) => [
    { body: { id: w.bystander, segmentIds: [] }, check: refused('USER_GRANT_SCOPE_NOT_HELD') },
    { body: { id: w.bystander, teamIds: [] } },
  ],
  'users.update': (w) => [
    { ids: { id: w.bystander }, body: { segmentIds: [] }, check: refused('USER_GRANT_SCOPE_NOT_HELD') },
    { ids: { id: w.bystander }, body: { teamIds: [] } },
  ],
  'users.duplicate': (w) => [
    { ids: { id: w.account.userId }, body: { email: uniqueEmail('dup'), name: 'Owner Copy' }, check: refused('USER_GRANT_SCOPE_NOT_HELD') },
    { ids: { id: w.bystander }, body: { email: uniqueEmail('dup'), name: 'Bystander Copy' } },
  ],
  'users.setActive': (w) => [{ ids: { id: w.bystander }, body: { active: true } }],
  'users.lock': (w) => [{ ids: { id: w.bystander }, body: { locked: false } }],
  'users.delete': (w) => [{ body: { ids: [w.doomed] } }],
  'users.copyPermissions': (w) => [{ body: { sourceId: w.account.userId, targetId: w.bystander } }],
  'users.sendChangePasswordEmail': (w) => [{ ids: { id: w.bystander }, body: {} }],
  'users.logout': (w) => [{ ids: { id: w.bystander }, body: {} }],
  'users.roles': () => [{}],
  'users.saveRole': () => [{ body: { name: 'Sweep Role', permissions: { PERM_APRZEALL: true } } }],
  'users.updateRole': (w) => [{ ids: { id: w.role }, body: { name: 'Sweep Role Changed', permissions: {} } }],
  'users.deleteRole': (w) => [{ ids: { id: w.role }, body: {} }],
  'teams.list': () => [{}],
  'teams.create': (w) => [{ body: { name: 'Sweep Team', memberIds: [w.bystander] } }],
  'teams.update': (w) => [{ ids: { id: w.team }, body: { name: 'Sweep Team Changed' } }],
  'teams.delete': (w) => [{ ids: { id: w.team }, body: {} }],

  'subscribers.list': (w): Call[] => [
    { query: { limit: '100' } },
    { query: { limit: '1', status: '8' } },
    { query: { search: 'out-' }, check: noItems },
    { query: { search: w.outside[0]!.email }, check: noItems },
    { query: { property: w.property, op: 'notEmpty' } },
    { query: { property: 'name', op: 'contains', value: 'Zewnątrz' }, check: noItems },
  ],
  // Counted over their reach only: the outside subscribers (and a search naming one) count nothing.
  'subscribers.count': (w): Call[] => [
    { query: {}, check: (res) => expect(res.body).toEqual({ count: w.inside.length, capped: false }) },
    { query: { search: w.outside[0]!.email }, check: (res) => expect(res.body).toEqual({ count: 0, capped: false }) },
    { query: { status: '8' } },
  ],
  'subscribers.create': (w) => [
    { body: { email: w.outside[0]!.email, name: 'Intruder' }, check: refused('SUBSCRIBER_CREATE_RESTRICTED') },
    { body: { email: uniqueEmail('fresh'), gsm: w.outside[1]!.gsm }, check: refused('SUBSCRIBER_CREATE_RESTRICTED') },
  ],
  'subscribers.stats': () => [{ check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  // Issue 18: scoring changes and sums up every subscriber.
  'scoring.get': () => [{ check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  'scoring.save': () => [{ body: DEFAULT_SCORING_RULES, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  'scoring.recalculate': () => [{ body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  'reports.scoring': () => [{ check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  'subscribers.accountHistory': () => [{ query: { limit: '100' } }],
  'subscribers.bulk': (w) => [
    {
      body: { ids: [...w.outside.map((p) => p.id), w.inside[1]!.id], action: 'status', status: 7 },
      check: (res) => expect(res.body.done).toEqual([w.inside[1]!.id]),
    },
    { body: { ids: w.outside.map((p) => p.id), action: 'forget' }, check: (res) => expect(res.body.done).toEqual([]) },
    { body: { ids: w.outside.map((p) => p.id), action: 'clearMailQuarantine' }, check: (res) => expect(res.body.done).toEqual([]) },
  ],
  'subscribers.get': (w) => [{ ids: { id: w.inside[0]!.id } }, { ids: { id: w.outside[0]!.id }, check: notFound }],
  'subscribers.update': async (w) => [
    { ids: { id: w.outside[0]!.id }, body: { version: 1, name: 'Intruder', status: 3 }, check: notFound },
    // E-mails are unique in the account: taken says "taken", never by whom (the README's residual).
    {
      ids: { id: w.inside[0]!.id },
      body: { version: await versionOf(w, w.inside[0]!), email: w.outside[0]!.email },
      check: refused('SUBSCRIBER_EMAIL_EXISTS', 409),
    },
    { ids: { id: w.inside[0]!.id }, body: { version: await versionOf(w, w.inside[0]!), comment: 'Zmieniony w zasięgu' } },
  ],
  'subscribers.forget': (w) => [{ ids: { id: w.outside[0]!.id }, body: {}, check: notFound }],
  // Issue 19: R's tokens, and the public API called with R's token (its reach is R's).
  // A restricted token reaches only its own segments: any other reads as missing.
  'v1.properties.list': () => [{}],
  'v1.segments.list': (w) => [{ check: (res) => expect(res.body.items.map((s: { id: string }) => s.id)).toEqual([w.segment]) }],
  'v1.segments.get': (w) => [{ ids: { id: w.segment } }, { ids: { id: w.outsideSegment }, check: notFound }],
  'v1.segments.members': (w) => [{ ids: { id: w.segment } }, { ids: { id: w.outsideSegment }, check: notFound }],
  'v1.segments.recalculate': (w) => [
    { ids: { id: w.outsideSegment }, body: {}, check: notFound },
    { ids: { id: w.segment }, body: {} },
  ],
  'apiTokens.list': () => [{}],
  'apiTokens.create': () => [{ body: { name: 'Restricted token', scopes: ['PERM_APRZEALL'] } }],
  'apiTokens.revoke': (w) => [{ ids: { id: w.spareToken }, body: {} }],
  // Issue 20: a webhook hears of every subscriber's events, so a restricted user neither makes nor aims nor tests one.
  'webhooks.list': () => [{}],
  'webhooks.get': (w) => [{ ids: { id: w.webhook } }],
  'webhooks.attempts': (w) => [{ ids: { id: w.webhook } }],
  'webhooks.create': () => [
    { body: { url: 'https://hooks.example.com/r', events: ['email.opened'] }, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) },
  ],
  'webhooks.update': (w) => [
    {
      ids: { id: w.webhook },
      body: { url: 'https://r.example.com/', events: ['email.opened'] },
      check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403),
    },
  ],
  'webhooks.secret': (w) => [{ ids: { id: w.webhook }, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) }],
  'webhooks.rotateSecret': (w) => [{ ids: { id: w.webhook }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) }],
  'webhooks.test': (w) => [{ ids: { id: w.webhook }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) }],
  'webhooks.remove': (w) => [{ ids: { id: w.spareWebhook }, body: {} }],
  // Issue 20: an SFTP server is the whole account's (imports into it, exports of it): R reads, never keeps one.
  'sftp.list': () => [{}],
  'sftp.get': (w) => [{ ids: { id: w.sftpServer } }],
  'sftp.create': () => [{ body: SFTP_SWEEP_SERVER, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) }],
  'sftp.update': (w) => [{ ids: { id: w.sftpServer }, body: SFTP_SWEEP_SERVER, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) }],
  'sftp.remove': (w) => [{ ids: { id: w.sftpServer }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) }],
  'sftp.test': (w) => [{ ids: { id: w.sftpServer }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) }],
  'sftp.forgetHostKey': (w) => [{ ids: { id: w.sftpServer }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) }],
  // Issue 20: an SMTP user sends to anyone, so a restricted user neither makes nor changes nor re-keys one.
  'smtp.list': () => [{}],
  'smtp.get': (w) => [{ ids: { id: w.smtpUser } }],
  'smtp.create': () => [
    { body: { username: `smtp-${Math.random().toString(36).slice(2, 12)}` }, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) },
  ],
  'smtp.update': (w) => [{ ids: { id: w.smtpUser }, body: { active: false }, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) }],
  'smtp.regenerateCode': (w) => [{ ids: { id: w.smtpUser }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) }],
  'smtp.remove': (w) => [{ ids: { id: w.spareSmtpUser }, body: {} }],
  // Issue 20: a shop connector feeds the whole account's subscribers; a restricted user reads it, makes, aims or reveals none.
  'connectors.list': () => [{}],
  'connectors.get': (w) => [{ ids: { id: w.connector } }],
  'connectors.attempts': (w) => [{ ids: { id: w.connector } }],
  'connectors.create': () => [{ body: { name: 'R shop', platform: 'woocommerce' }, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) }],
  'connectors.update': (w) => [
    { ids: { id: w.connector }, body: { name: 'R shop' }, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) },
  ],
  'connectors.secret': (w) => [{ ids: { id: w.connector }, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) }],
  'connectors.rotateSecret': (w) => [{ ids: { id: w.connector }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) }],
  'connectors.remove': (w) => [{ ids: { id: w.spareConnector }, body: {} }],
  // Its import tasks likewise: R reads them and their runs, never keeps or runs one.
  'sftp.tasks.list': (w) => [{ ids: { id: w.sftpServer } }],
  'sftp.tasks.runs': (w) => [{ ids: { id: w.sftpServer, taskId: w.sftpTask } }],
  'sftp.tasks.create': (w) => [
    { ids: { id: w.sftpServer }, body: sftpSweepTask(w.importSchema), check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) },
  ],
  'sftp.tasks.update': (w) => [
    {
      ids: { id: w.sftpServer, taskId: w.sftpTask },
      body: sftpSweepTask(w.importSchema),
      check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403),
    },
  ],
  'sftp.tasks.remove': (w) => [
    { ids: { id: w.sftpServer, taskId: w.sftpTask }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) },
  ],
  'sftp.exportTasks.create': (w) => [
    { ids: { id: w.sftpServer }, body: SFTP_SWEEP_EXPORT_TASK, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) },
  ],
  'sftp.exportTasks.update': (w) => [
    {
      ids: { id: w.sftpServer, taskId: w.sftpExportTask },
      body: SFTP_SWEEP_EXPORT_TASK,
      check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403),
    },
  ],
  'sftp.exportTasks.remove': (w) => [
    { ids: { id: w.sftpServer, taskId: w.sftpExportTask }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) },
  ],
  'sftp.exportTasks.runNow': (w) => [
    { ids: { id: w.sftpServer, taskId: w.sftpExportTask }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) },
  ],
  'sftp.tasks.runNow': (w) => [
    { ids: { id: w.sftpServer, taskId: w.sftpTask }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS', 403) },
  ],
  'v1.subscribers.upsert': (w) => [
    { body: { email: w.outside[0]!.email, name: 'Intruder' }, check: refused('SUBSCRIBER_CREATE_RESTRICTED') },
    { body: { email: uniqueEmail('fresh') }, check: refused('SUBSCRIBER_CREATE_RESTRICTED') },
    { body: { email: w.inside[0]!.email, comment: 'Z API w zasięgu' } },
  ],
  'v1.subscribers.list': (w): Call[] => [{ query: { limit: '100' } }, { query: { search: w.outside[0]!.email }, check: noItems }],
  'v1.subscribers.bulk': (w) => [
    {
      body: {
        items: [
          { email: w.outside[0]!.email, name: 'Intruder' },
          { gsm: w.outside[1]!.gsm, status: 3 },
        ],
      },
      check: (res) =>
        expect(res.body.items.map((i: { code?: string }) => i.code)).toEqual([
          'SUBSCRIBER_CREATE_RESTRICTED',
          'SUBSCRIBER_CREATE_RESTRICTED',
        ]),
    },
  ],
  'v1.subscribers.get': (w) => [{ ids: { id: w.inside[0]!.id } }, { ids: { id: w.outside[0]!.id }, check: notFound }],
  'v1.subscribers.setStatus': (w) => [{ ids: { id: w.outside[0]!.id }, body: { status: 3 }, check: notFound }],
  'v1.subscribers.forget': (w) => [{ ids: { id: w.outside[0]!.id }, body: {}, check: notFound }],
  // A transactional send names a subscriber only in R's reach: one outside is answered as not matching.
  'v1.transactional.sendEmail': (w) => [
    { body: { templateId: w.txTemplate, to: { email: uniqueEmail('tx') } } },
    {
      body: { templateId: w.txTemplate, to: { email: w.outside[0]!.email, subscriberId: w.outside[0]!.id } },
      check: (res) => expect(res.body.params?.errors?.[0]?.code).toBe('TRANSACTIONAL_SUBSCRIBER_MISMATCH'),
    },
  ],
  'v1.transactional.getEmail': (w) => [{ ids: { id: w.txEmail } }],
  'v1.transactional.sendSms': (w) => [
    { body: { to: { gsm: '48601000112' }, sender: 'Sklep', text: 'Kod 2' } },
    {
      body: { to: { gsm: w.outside[0]!.gsm, subscriberId: w.outside[0]!.id }, sender: 'Sklep', text: 'Kod 3' },
      check: (res) => expect(res.body.params?.errors?.[0]?.code).toBe('TRANSACTIONAL_SUBSCRIBER_MISMATCH'),
    },
  ],
  'v1.transactional.getSms': (w) => [{ ids: { id: w.txSms } }],
  'v1.events.listOfSubscriber': (w) => [{ ids: { id: w.inside[0]!.id } }, { ids: { id: w.outside[0]!.id }, check: notFound }],
  // A custom event names a subscriber only in R's reach: one outside is not found.
  'v1.events.track': (w) => [
    { body: { subscriber: { id: w.inside[0]!.id }, name: 'sweep.inside' } },
    { body: { subscriber: { email: w.outside[0]!.email }, name: 'sweep.outside' }, check: notFound },
  ],
  'v1.events.batch': (w) => [
    {
      body: {
        items: [
          { subscriber: { id: w.inside[0]!.id }, name: 'sweep.inside' },
          { subscriber: { id: w.outside[0]!.id }, name: 'sweep.outside' },
        ],
      },
      check: (res) =>
        expect(res.body.items.map((i: { outcome: string; code?: string }) => i.code ?? i.outcome)).toEqual([
          'accepted',
          'SUBSCRIBER_NOT_FOUND',
        ]),
    },
  ],
  // Mailings and SMS sendings as R reads them on the web: the account's sendings, their reports counts only.
  'v1.mailings.list': (): Call[] => [{ check: (res) => expect(res.status).toBe(200) }],
  'v1.mailings.get': (w) => [{ ids: { id: w.sentMailing } }, { ids: { id: w.draftMailing } }],
  'v1.mailings.report': (w) => [{ ids: { id: w.sentMailing }, check: (res) => expect(res.status).toBe(200) }],
  'v1.sms.list': (): Call[] => [{ check: (res) => expect(res.status).toBe(200) }],
  'v1.sms.report': (w) => [{ ids: { id: w.sms }, check: (res) => expect(res.status).toBe(200) }],
  'subscribers.clearQuarantine': (w) => [{ ids: { id: w.outside[0]!.id }, body: { channel: 'mail' }, check: notFound }],
  'subscribers.activity': (w) => [{ ids: { id: w.inside[0]!.id } }, { ids: { id: w.outside[0]!.id }, check: notFound }],
  'subscribers.contact': (w) => [{ ids: { id: w.inside[0]!.id } }, { ids: { id: w.outside[0]!.id }, check: notFound }],
  'subscribers.contactSms': (w) => [{ ids: { id: w.inside[0]!.id } }, { ids: { id: w.outside[0]!.id }, check: notFound }],
  'subscribers.history': (w) => [{ ids: { id: w.inside[0]!.id } }, { ids: { id: w.outside[0]!.id }, check: notFound }],
  'subscribers.events': (w) => [{ ids: { id: w.inside[0]!.id } }, { ids: { id: w.outside[0]!.id }, check: notFound }],
  'subscribers.notes': (w) => [{ ids: { id: w.inside[0]!.id } }, { ids: { id: w.outside[0]!.id }, check: notFound }],
  'subscribers.addNote': (w) => [
    { ids: { id: w.outside[0]!.id }, body: { text: 'Intruder note' }, check: notFound },
    { ids: { id: w.inside[0]!.id }, body: { text: 'Notatka w zasięgu' } },
  ],
  'subscribers.deleteNote': (w) => [{ ids: { id: w.outside[0]!.id, noteId: w.outsideNote }, body: {}, check: notFound }],

  'mailings.list': () => [{}],
  'mailings.create': (w) => [{ body: mailingBody('Do spoza zasięgu', w.outsideSegment) }],
  'mailings.get': (w) => [{ ids: { id: w.sentMailing } }, { ids: { id: w.draftMailing } }],
  'mailings.update': (w) => [{ ids: { id: w.draftMailing }, body: mailingBody('Szkic zmieniony') }],
  // The owner's draft to everyone, sent by R: it reaches only R's members (the mail counts below).
  'mailings.send': (w) => [{ ids: { id: w.draftMailing }, body: {} }],
  // Issue 17, planning: a preview changes nothing (a restricted sender's audience is counted when it starts); the
  // sent mailing cannot be planned, given a time or taken back (the draft is left to mailings.send above).
  'mailings.planPreview': (w) => [{ ids: { id: w.draftMailing }, body: { type: 'once', at: '2031-01-01T10:00' } }],
  'mailings.plan': (w) => [
    { ids: { id: w.sentMailing }, body: { type: 'once', at: '2031-01-01T10:00' }, check: refused('MAILING_NOT_EDITABLE', 409) },
  ],
  'mailings.changeTime': (w) => [
    { ids: { id: w.sentMailing }, body: { at: '2031-01-01T10:00' }, check: refused('MAILING_ACTION_NOT_ALLOWED', 409) },
  ],
  'mailings.unplan': (w) => [{ ids: { id: w.sentMailing }, body: {}, check: refused('MAILING_ACTION_NOT_ALLOWED', 409) }],
  // Issue 16: a test e-mail to someone outside the reach reads like one to a stranger; one inside goes.
  'mailings.testSend': (w) => [
    {
      ids: { id: w.draftMailing },
      body: { emails: [w.outside[0]!.email, w.inside[0]!.email] },
      check: (res) =>
        expect(res.body.results.map((r: { status: string; error?: string }) => (r.status === 'sent' ? null : r.error))).toEqual([
          'TEST_SEND_ADDRESS_NOT_ALLOWED',
          null,
        ]),
    },
  ],
  // A preview as a subscriber outside the reach is a preview as one who does not exist.
  'content.preview': (w) => [
    { body: { html: '<p>{{ email }}</p>', subscriberId: w.inside[0]!.id } },
    { body: { html: '<p>{{ email }}</p>', subscriberId: w.outside[0]!.id }, check: notFound },
  ],
  // Resuming reaches the rest of a sending's audience: the owner's sendings to everyone are beyond R.
  'mailings.resume': (w) => [{ ids: { id: w.sentMailing }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  // Issue 17: pausing a repeated sending is acting on its audience, like resuming; its runs name nobody.
  'mailings.pause': (w) => [{ ids: { id: w.sentMailing }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  'mailings.massPause': (w) => [
    {
      body: { ids: [w.sentMailing] },
      check: (res) => expect(res.body.items).toEqual([{ id: w.sentMailing, paused: false, code: 'ACCESS_RESTRICTED_TO_SEGMENTS' }]),
    },
  ],
  'mailings.runs': (w) => [{ ids: { id: w.sentMailing }, check: noItems }],
  // The owner's sending to everyone waits for acceptance: deciding it is beyond R's reach.
  'mailings.accept': (w) => [{ ids: { id: w.pendingMailing }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  'mailings.reject': (w) => [{ ids: { id: w.pendingMailing }, body: { reason: 'Nie' }, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  // Issue 16: templates hold no subscriber; R may use them and the owner's. Each fixture makes what it acts on.
  'mailings.fromTemplate': async (w) => [
    { body: { source: 'blank', mode: 'html' } },
    { body: { source: 'template', id: await ownerTemplate(w, 'Szablon właściciela') } },
    { body: { source: 'blueprint', id: 'plain-one-column' } },
  ],
  'mailings.history': (w) => [{ ids: { id: w.draftMailing } }],
  // A/B/X: the owner's mailings are no tests (404 / 409); the winner's sending is refused beyond the reach (campaign-abx.test.ts).
  'mailings.variants': (w) => [{ ids: { id: w.sentMailing }, check: notFound }],
  'mailings.chooseWinner': (w) => [{ ids: { id: w.sentMailing }, body: { variant: 'A' }, check: (res) => expect(res.status).toBe(409) }],
  'mailings.restorePoint': async (w) => [
    { ids: { id: w.draftMailing, pointId: (await w.owner.call('GET', `/mailings/${w.draftMailing}/history`)).body.items[0].id } },
  ],
  // Issue 17: calling off the owner's sending to everyone reaches beyond R, as resuming it would.
  'mailings.cancel': (w) => [{ ids: { id: w.sentMailing }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  'mailings.delete': async (w) => [
    {
      ids: {
        id: (
          await w.owner.call('POST', '/mailings', {
            json: { name: 'Do usunięcia', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>' },
          })
        ).body.id,
      },
    },
  ],
  'mailings.duplicate': (w) => [{ ids: { id: w.draftMailing }, body: {} }],
  'mailings.archive': () => [{}],
  // The lists hold the outside subscribers too: R's pages show only the inside ones (and say nothing of the rest).
  'reports.recipients': (w) => [
    { ids: { id: w.sentMailing }, query: { kind: 'opened' }, check: (res) => expect(res.body.items).toHaveLength(2) },
    { ids: { id: w.sentMailing }, query: { kind: 'clicked' }, check: noItems },
    { ids: { id: w.draftMailing }, query: { kind: 'opened' }, check: noItems },
  ],
  // Read back with the exports after the sweep: the file holds only R's reach.
  'reports.exportRecipients': (w) => [{ ids: { id: w.sentMailing }, body: { kind: 'clicked' } }],
  // The addresses report lists only R's reach, within any segment chosen (the outside subscribers' own: nobody).
  'reports.addresses': (w): Call[] => [
    { check: (res) => expect(res.body.items.map((r: { id: string }) => r.id).sort()).toEqual(w.inside.map((p) => p.id).sort()) },
    { query: { segment: w.outsideSegment }, check: noItems },
    { query: { status: '8', maxScore: '1000' }, check: noItems },
  ],
  // Read back with the exports after the sweep: the files hold only R's reach.
  'reports.exportAddresses': (w) => [{ body: {} }, { body: { segment: w.outsideSegment } }],
  // Reports of mailings name no subscriber: the sweep checks they leak none.
  'reports.campaigns': () => [{}],
  // Issue 18: the SMS reports are counts, like sms.get's stats (a sending's list is sms.list's).
  'reports.sms': () => [{}],
  'sms.reports': () => [{}],
  'reports.smsDetails': (w) => [{ ids: { id: w.sms } }],
  'sms.report': (w) => [{ ids: { id: w.sms } }],
  // Transactional texts are the account's, not a segment's: their numbers are masked and the figures are totals.
  'sms.transactionalReport': () => [{}],
  'sms.transactionalMessages': () => [{}],
  'reports.compare': (w) => [{ query: { ids: `${w.sentMailing},${w.draftMailing}` }, check: notFound }],
  'reports.exportCampaigns': () => [{}],
  // Issue 18: tag names and values are the account's labels of mailings, naming no subscriber.
  'reports.campaignTags': () => [{}],
  'mailings.tagOptions': () => [{}],
  'reports.special': () => [{}],
  'reports.dynamic': (w): Call[] => [
    { query: { metric: 'sent' } },
    { query: { metric: 'uniqueOpens', segment: w.outsideSegment, granularity: 'week' } },
  ],
  'mailings.hide': (w) => [{ ids: { id: w.sentMailing }, body: {} }],
  'mailings.show': (w) => [{ ids: { id: w.sentMailing }, body: {} }],
  'mailings.actions': (w) => [{ ids: { id: w.draftMailing } }],
  'sms.list': () => [{}],
  'sms.send': (w) => [
    { body: { name: 'Do wszystkich', sender: 'Goniec', content: 'Tekst' } },
    { body: { name: 'Do spoza', sender: 'Goniec', content: 'Tekst', segmentId: w.outsideSegment } },
  ],
  'sms.get': (w) => [{ ids: { id: w.sms } }],
  // Issue 17, SMS A/B tests: made like any SMS sending (within the reach); a plain sending has no variants; its winner is beyond R's reach.
  'sms.abxSend': (w) => [{ body: smsAbxBody() }, { body: { ...smsAbxBody(), segmentId: w.outsideSegment } }],
  'sms.variants': (w) => [{ ids: { id: w.sms }, check: notFound }],
  'sms.chooseWinner': (w) => [{ ids: { id: w.sms }, body: { variant: 'A' }, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  'sms.resume': (w) => [{ ids: { id: w.sms }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  // The owner's SMS sending to everyone waits for acceptance: deciding it is beyond R's reach.
  'sms.accept': (w) => [{ ids: { id: w.pendingSms }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  'sms.reject': (w) => [{ ids: { id: w.pendingSms }, body: { reason: 'Nie' }, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  // Issue 17: the planned list reads no audience; the owner's sending to everyone is beyond R's reach for every action.
  'sms.planned': () => [{}],
  'sms.schedulePreview': () => [{ body: { schedule: { type: 'once', at: '2031-01-01T10:00' } } }],
  'sms.cancel': (w) => [{ ids: { id: w.sms }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  'sms.changeTime': (w) => [{ ids: { id: w.sms }, body: { at: '2031-01-01T10:00' }, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  'sms.pause': (w) => [{ ids: { id: w.sms }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  // A number outside the reach reads like one nobody has.
  'sms.test': (w) => [
    {
      body: { sender: 'Goniec', content: 'Test', numbers: [`+${w.outside[0]!.gsm}`, `+${w.inside[0]!.gsm}`] },
      // Out of reach answers exactly as a number nobody has.
      check: (res) =>
        expect(res.body.results.map((r: { status: string; error?: string }) => (r.status === 'sent' ? null : r.error))).toEqual([
          'GSM_NOT_IN_DB',
          null,
        ]),
    },
  ],

  // The invitee's own calls: R is invited nowhere, and the account's invitation is not theirs to answer.
  'invitations.mine': () => [{ check: noItems }],
  'invitations.get': (w) => [{ ids: { id: w.invitation }, check: notFound }],
  'invitations.accept': (w) => [{ ids: { id: w.invitation }, body: {}, check: notFound }],
  'invitations.decline': (w) => [{ ids: { id: w.invitation }, body: {}, check: notFound }],
  // The account's invitation: user administration, no subscriber in it.
  'invitations.resend': (w) => [{ ids: { id: w.invitation }, body: {} }],
  'invitations.cancel': (w) => [{ ids: { id: w.invitation }, body: {} }],

  'onboarding.get': () => [{}],
  'onboarding.saveStep': () => [{ body: { step: 'about', data: { firstName: 'Ograniczony', lastName: 'Użytkownik' } } }],
  'onboarding.complete': () => [{ body: {} }],
  'users.dashboards': () => [
    {
      // No getting-started panel: whether the account has subscribers is a count over everyone.
      check: (res) => {
        expect(res.body).toMatchObject({ segmentRestricted: true });
        expect(res.body.gettingStarted).toBeUndefined();
      },
    },
  ],
  // The user's own panel on their own dashboard: no subscriber in it.
  'users.dismissGettingStarted': () => [{ body: {} }],
  'specs.get': () => [{ ids: { name: 'subscriber' } }],

  'templates.list': () => [{}],
  'templates.create': () => [{ body: { name: 'Szablon R', html: '<p>Treść</p>' } }],
  'templates.get': async (w) => [{ ids: { id: await ownerTemplate(w, 'Do odczytu') } }],
  'templates.update': async (w) => [{ ids: { id: await ownerTemplate(w, 'Do zmiany') }, body: { name: 'Zmieniony', html: '<p>Nowa</p>' } }],
  'templates.delete': async (w) => [{ ids: { id: await ownerTemplate(w, 'Do usunięcia') }, body: {} }],
  'templates.duplicate': async (w) => [{ ids: { id: await ownerTemplate(w, 'Do powielenia') }, body: {} }],
  'templates.freeze': async (w) => [{ ids: { id: await ownerTemplate(w, 'Do zamrożenia') }, body: { freeze: true } }],
  'templates.fromMailing': (w) => [{ body: { mailingId: w.draftMailing, name: 'Z mailingu' } }],
  'templates.history': async (w) => [{ ids: { id: await ownerTemplate(w, 'Z historią') } }],
  'templates.restorePoint': async (w) => {
    const id = await ownerTemplate(w, 'Z punktem');
    return [{ ids: { id, pointId: (await w.owner.call('GET', `/templates/${id}/history`)).body.items[0].id } }];
  },
  // A template's test e-mail: to a subscriber outside the reach it reads like one to a stranger; inside, it goes.
  'templates.testSend': async (w) => [
    {
      ids: { id: await ownerTemplate(w, 'Do testu') },
      body: { emails: [w.outside[0]!.email, w.inside[0]!.email] },
      check: (res) =>
        expect(res.body.results.map((r: { status: string; error?: string }) => (r.status === 'sent' ? null : r.error))).toEqual([
          'TEST_SEND_ADDRESS_NOT_ALLOWED',
          null,
        ]),
    },
  ],
  'templateFolders.list': () => [{}],
  'templateFolders.create': () => [{ body: { name: 'Folder R' } }],
  'templateFolders.update': async (w) => [{ ids: { id: await ownerFolder(w, 'Do zmiany') }, body: { name: 'Zmieniony folder' } }],
  'templateFolders.delete': async (w) => [{ ids: { id: await ownerFolder(w, 'Do usunięcia') }, body: {} }],
  'blueprints.list': () => [{}],
  'blueprints.get': () => [{ ids: { id: 'plain-one-column' } }],

  'security.me': () => [{}],
  'security.changePassword': () => [
    { body: { oldPassword: 'Zle.Haslo.2026!', password: 'Nowe.Haslo.2026!', passwordRepeat: 'Nowe.Haslo.2026!' } },
  ],
  'security.twoFactorSetup': () => [{ body: {} }],
  'security.twoFactorEnable': () => [{ body: { code: '000000' } }],
  'security.twoFactorDisable': () => [{ body: { password: TEST_PASSWORD } }],
  'security.endOtherSessions': () => [{ body: {} }],
  'security.timedStatus': () => [{}],
  'security.requestTimed': () => [{ body: { password: TEST_PASSWORD } }],
  'security.loginHistory': () => [{}],
  'security.activity': () => [{}],
  'security.getPolicy': () => [{}],
  'security.savePolicy': (w) => [{ body: w.policy }],
  'security.accountLoginHistory': () => [{}],
  'security.accountActivity': () => [{}],

  'accounts.mine': () => [{}],
  'accounts.switch': (w) => [{ ids: { id: w.account.accountId }, body: {} }],
  'accounts.setDefault': (w) => [{ body: { accountId: w.account.accountId } }],
  'accounts.leave': (w) => [{ ids: { id: w.account.accountId }, body: {} }],
  'accounts.getGeneralSettings': () => [{}],
  'accounts.saveGeneralSettings': () => [{ body: { timeZone: 'Europe/Warsaw', currency: 'EUR', language: 'en-US' } }],
  // The company's own data and documents: no subscriber in them.
  'company.getProfile': () => [{}],
  'company.saveProfile': () => [
    {
      body: {
        name: 'Sweep Sp. z o.o.',
        legalForm: 'SP_ZOO',
        taxId: '5260250274',
        krs: '0000123456',
        address: 'ul. Prosta 1',
        postalCode: '00-950',
        city: 'Warszawa',
        representatives: [{ name: 'Ewa Nowak', function: 'Prezes Zarządu' }],
      },
    },
  ],
  'company.documents': () => [{}],
  'company.setDocumentUrl': () => [{ ids: { kind: 'terms' }, body: { url: 'https://example.com/regulamin' } }],
  'company.removeDocument': () => [{ ids: { kind: 'terms' }, body: {} }],
  'branding.get': () => [{}],
  'branding.save': () => [{ body: { ...brandingBody(), replyTo: 'odpowiedzi@example.com' } }],
  'branding.deleteLogo': () => [{}],
  'images.list': () => [{}, { query: { q: 'sweep' } }],
  'images.delete': () => [{ ids: { id: '01JAAAAAAAAAAAAAAAAAAAAAAA' }, check: notFound }],
  'cancellation.get': () => [{}],
  'cancellation.save': () => [{ body: { offerPreferences: false, preferenceProperties: [], askReason: true, reasons: ['Za dużo'] } }],
  'trackingSettings.get': () => [{}],
  'trackingSettings.save': () => [
    {
      body: {
        utm: { source: 'goniec', medium: 'email', campaign: '', term: '', content: '' },
        hash: { enabled: false, type: 'param', name: '', text: '', hasher: 'none' },
      },
    },
  ],

  'profile.update': () => [{ body: { name: 'Restricted Member' } }],
  'profile.notifications': () => [{}],
  'profile.updateNotifications': () => [{ body: { importFinished: true } }],
  'profile.deleteAvatar': () => [{ body: {} }],
  'profile.feedback': () => [{ body: { category: 'idea', message: 'Sweep feedback' } }],

  'properties.list': () => [{}],
  'properties.create': () => [{ body: { type: 'string', name: 'sweepprop', displayName: 'Sweep', maxChar: 20 } }],
  'properties.update': (w) => [
    { ids: { id: w.property }, body: { type: 'string', name: 'miasto', displayName: 'Miasto (zmienione)', maxChar: 60 } },
  ],
  // Every subscriber's value would go with it.
  'properties.delete': (w) => [{ ids: { id: w.property }, body: {}, check: refused('ACCESS_RESTRICTED_TO_SEGMENTS') }],
  'properties.settings': () => [{}],
  'properties.saveSettings': () => [{ body: { allowOtherGsmPrefixes: false } }],

  // The blacklist is the account's exclusion list, not its subscribers (README): it holds no subscriber's address here.
  'blacklist.list': () => [{ query: { type: 'email' } }, { query: { type: 'domain' } }],
  'blacklist.add': () => [{ body: { type: 'email', rows: ['sweep-blocked@elsewhere.example'] } }],
  'blacklist.remove': () => [{ body: { type: 'email', values: ['sweep-blocked@elsewhere.example'] } }],

  // Sizes only of the segment R is restricted to (all its members are R's).
  'segments.list': (w) => [
    {
      check: (res) =>
        expect(
          res.body.items
            .filter((s: { id: string; audience: { count?: number } | null }) => s.audience?.count !== undefined)
            .map((s: { id: string }) => s.id),
        ).toEqual([w.segment]),
    },
  ],
  'segments.create': (w) => [{ body: { name: 'Szpieg', type: 'static', conditions: anyCondition('eq', w.outside[0]!.email) } }],
  'segments.estimate': () => [{ body: { conditions: anyCondition('startsWith', 'out-') } }],
  // The account's catalogue of event names and counts: nobody's data, nothing to restrict.
  'segments.eventNames': () => [{}],
  'segments.estimates.get': (w) => [
    { ids: { id: w.myEstimate }, check: (res) => expect(res.body.result).toMatchObject({ count: 0, total: w.inside.length, preview: [] }) },
    { ids: { id: w.ownerEstimate }, check: notFound },
  ],
  'segments.get': (w) => [{ ids: { id: w.segment } }, { ids: { id: w.outsideSegment } }],
  'segments.update': (w) => [
    {
      ids: { id: w.segment },
      body: { name: 'Wszyscy', type: 'static', conditions: anyCondition('contains', '@') },
      check: refused('ACCESS_RESTRICTED_TO_SEGMENTS'),
    },
    { ids: { id: w.spareSegment }, body: { name: 'Zapasowy', type: 'static', conditions: anyCondition('startsWith', 'out-') } },
  ],
  'segments.delete': (w) => [{ ids: { id: w.doomedSegment }, body: {} }],
  'segments.calculate': (w) => [
    { ids: { id: w.segment }, body: {} },
    { ids: { id: w.outsideSegment }, body: {} },
    { ids: { id: w.spareSegment }, body: {} },
  ],
  'segments.audience': (w) => [
    { ids: { id: w.segment } },
    { ids: { id: w.outsideSegment }, check: noItems },
    { ids: { id: w.spareSegment }, check: noItems },
  ],

  'imports.upload': () => [{ body: { fileName: 'sweep.csv', size: 20 } }],
  'imports.validate': (w) => [
    { body: { fileId: w.ownerFile }, check: refused('IMPORT_FILE_NOT_FOUND', 404) },
    { body: { fileId: w.myFile }, sent: w.myFileText },
  ],
  'imports.checkRows': (w) => [
    {
      body: { fileId: w.myFile, hasHeader: true, mode: 2, mapping: [{ column: 0, field: 'email' }] },
      sent: w.myFileText,
    },
    {
      body: { fileId: w.ownerFile, hasHeader: true, mode: 2, mapping: [{ column: 0, field: 'email' }] },
      check: refused('IMPORT_FILE_NOT_FOUND', 404),
    },
  ],
  'imports.manual': (w) => [
    {
      body: {
        text: [
          `${w.outside[0]!.email};Przejęty`,
          w.outside[1]!.gsm,
          `${uniqueEmail('fresh')};Nowy`,
          `${w.inside[0]!.email};Zmieniony`,
        ].join('\n'),
        mode: 5,
        status: 3,
      },
      check: (res) =>
        expect(res.body.rows.map((r: { code: string }) => r.code)).toEqual([
          'IMPORT_OUT_OF_SCOPE',
          'IMPORT_OUT_OF_SCOPE',
          'IMPORT_OUT_OF_SCOPE',
        ]),
    },
  ],
  'imports.schemas.list': () => [{}],
  'imports.schemas.create': () => [{ body: { name: 'Sweep Schema', mapping: [{ column: 0, field: 'email' }] } }],
  'imports.schemas.update': (w) => [
    { ids: { id: w.importSchema }, body: { name: 'Sweep Schema Changed', mapping: [{ column: 0, field: 'email' }] } },
  ],
  'imports.schemas.delete': (w) => [{ ids: { id: w.importSchema }, body: {} }],
  'imports.start': (w) => [
    {
      body: {
        fileId: w.myFile,
        hasHeader: true,
        mode: 5,
        status: 3,
        mapping: [
          { column: 0, field: 'email' },
          { column: 1, field: 'name' },
        ],
      },
      sent: w.myFileText,
    },
    {
      body: { fileId: w.ownerFile, hasHeader: true, mode: 5, mapping: [{ column: 0, field: 'email' }] },
      check: refused('IMPORT_FILE_NOT_FOUND', 404),
    },
  ],
  'imports.list': () => [{}],
  'imports.get': (w) => [{ ids: { id: w.ownerImport }, check: notFound }, { ids: { id: w.myImport } }],
  'imports.report': (w) => [
    { ids: { id: w.ownerImport }, check: notFound },
    { ids: { id: w.myImport }, sent: w.myImportText },
  ],
  'exports.start': (w) => [
    {
      body: {
        audience: { kind: 'statuses', statuses: SUBSCRIBER_STATUSES.filter((s) => s !== 9) },
        fields: ['email', 'gsm', 'name', 'comment', w.property],
      },
    },
    { body: { audience: { kind: 'segment', segmentId: w.outsideSegment }, fields: ['email', 'name'], encoding: 'windows-1250' } },
  ],
  'exports.list': () => [{}],
  // Sending domains are the account's settings, no subscriber's data: a restricted user sees nothing of anyone there.
  'domains.list': () => [{}],
  'domains.senderDomains': () => [{}],
  'domains.add': () => [{ body: { domain: `restricted-${Date.now().toString(36)}.example.com` } }],
  'domains.get': () => [{ ids: { domain: 'absent-sweep.example.com' } }],
  'domains.check': () => [{ ids: { domain: 'absent-sweep.example.com' } }],
  'domains.remove': () => [{ ids: { domain: 'absent-sweep.example.com' } }],
  // Footers are the account's settings too (issue 15): no subscriber's data in them or their answers.
  'footers.list': () => [{}],
  'footers.forMailings': () => [{}],
  'footers.create': () => [{ body: { name: 'Sweep', language: 'en', html: '<p>Sweep <a href="{{ unsubscribe_url }}">x</a></p>' } }],
  'footers.update': () => [{ ids: { id: '01ABSENTFOOTER' }, body: { name: 'Sweep', language: 'en', html: '<p>x</p>' }, check: notFound }],
  'footers.setDefault': () => [{ ids: { id: '01ABSENTFOOTER' }, check: notFound }],
  'footers.delete': () => [{ ids: { id: '01ABSENTFOOTER' }, check: notFound }],
  // Senders, test groups and tags are the account's settings too; a test group's numbers are the account's own choice.
  'senders.list': () => [{}],
  'senders.options': () => [{}],
  'senders.add': () => [{ body: { name: 'Ograniczony', fromEmail: 'restricted@goniec.test' } }],
  'senders.update': () => [{ ids: { id: 'absentsender' }, body: { name: 'X', fromEmail: 'x@goniec.test' }, check: notFound }],
  'senders.remove': () => [{ ids: { id: 'absentsender' }, check: notFound }],
  'testGroups.list': () => [{}],
  'testGroups.smsOptions': () => [{}],
  'testGroups.mailOptions': () => [{}],
  'testGroups.add': () => [{ body: { name: 'Ograniczona', emails: ['restricted-group@example.com'] } }],
  'testGroups.update': () => [{ ids: { id: 'absentgroup' }, body: { name: 'Inna', emails: ['x@example.com'] }, check: notFound }],
  'testGroups.remove': () => [{ ids: { id: 'absentgroup' }, check: notFound }],
  'tags.list': () => [{}],
  'tags.add': () => [{ body: { name: 'Ograniczony', values: ['A'] } }],
  'tags.update': () => [{ ids: { id: 'absenttag' }, body: { name: 'X' }, check: notFound }],
  'tags.remove': () => [{ ids: { id: 'absenttag' }, check: notFound }],
  // Consents and sign-up forms are the account's settings; a subscriber's consent history is theirs, so the reach applies.
  'consents.list': () => [{}],
  'consents.create': () => [{ body: { name: 'Sweep', text: 'Zgoda.', required: false, propertyId: 'absent_agr' } }],
  'consents.update': () => [
    { ids: { id: 'absent-consent' }, body: { name: 'Sweep', text: 'Zgoda.', required: false, propertyId: 'absent_agr' } },
  ],
  'consents.versions': () => [{ ids: { id: 'absent-consent' } }],
  'consents.delete': () => [{ ids: { id: 'absent-consent' } }],
  'consents.history': (w) => [{ ids: { id: w.inside[0]!.id } }, { ids: { id: w.outside[0]!.id }, check: notFound }],
  'signupForms.list': () => [{}],
  'signupForms.create': () => [
    { body: { name: 'Sweep form', language: 'pl', fields: [], consentIds: [], confirm: 'double', thankYou: '', redirectUrl: '' } },
  ],
  'signupForms.get': () => [{ ids: { id: 'absent-form' } }],
  'signupForms.update': () => [
    {
      ids: { id: 'absent-form' },
      body: { name: 'Sweep form', language: 'pl', fields: [], consentIds: [], confirm: 'double', thankYou: '', redirectUrl: '' },
    },
  ],
  'signupForms.delete': () => [{ ids: { id: 'absent-form' } }],
  'confirmSettings.get': () => [{}],
  'confirmSettings.save': () => [{ body: { expiryDays: 5 } }],
  'exports.get': (w) => [{ ids: { id: w.ownerExport }, check: notFound }, { ids: { id: w.myExport } }],
  'exports.download': (w) => [{ ids: { id: w.ownerExport }, check: notFound }, { ids: { id: w.myExport } }],
  // Issue 18: a report is counts, like mailings.get's stats (who did what is the recipient lists').
  'reports.mailing': (w) => [{ ids: { id: w.sentMailing } }, { ids: { id: w.draftMailing } }],
};

/** Routes that end R's own membership run after every other (and after the final reads). */
const LAST = new Set(['accounts.leave']);

/** Every string in an answer, and what the base64url ones decode to (cursors are keys: they could name someone). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    out.push(value);
    if (/^[A-Za-z0-9_-]{8,}$/.test(value)) out.push(Buffer.from(value, 'base64url').toString('latin1'));
  } else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

/** The files behind the answer's URLs (presigned S3 links on the emulator), read as UTF-8 and as Windows-1250. */
async function files(value: unknown): Promise<string[]> {
  const emulator = new URL(process.env.AWS_ENDPOINT_URL!).origin;
  const urls = strings(value).filter((s) => s.startsWith(`${emulator}/`));
  const out: string[] = [];
  for (const url of urls) {
    const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
    out.push(bytes.toString('utf8'), iconv.decode(bytes, 'win1250'));
  }
  return out;
}

/** The secrets an answer shows that the request did not itself carry. */
async function leaked(w: World, res: ApiResult, sent: string): Promise<string[]> {
  const text = [JSON.stringify(res.body ?? ''), ...strings(res.body), ...(await files(res.body))].join('\n').toLowerCase();
  const asked = sent.toLowerCase();
  return w.secrets.filter((s) => !asked.includes(s.toLowerCase()) && text.includes(s.toLowerCase()));
}

/** Everything about the outside subscribers, as the owner sees it, and who exists beyond R's reach. */
async function outsideState(w: World) {
  const get = async (path: string, query?: Record<string, string>) => (await w.owner.call('GET', path, query ? { query } : {})).body;
  const people = [];
  for (const p of w.outside) {
    const at = `/subscribers/${p.id}`;
    people.push({
      subscriber: await get(at),
      history: await get(`${at}/history`, { limit: '100' }),
      notes: await get(`${at}/notes`),
      activity: await get(`${at}/activity`, { limit: '100' }),
      contact: await get(`${at}/contact`, { limit: '100' }),
      texts: await get(`${at}/contact-sms`, { limit: '100' }),
    });
  }
  const inside = new Set(w.inside.map((p) => p.id));
  const everyone: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await get('/subscribers', { limit: '100', ...(cursor ? { cursor } : {}) });
    everyone.push(...page.items.map((s: { id: string }) => s.id));
    cursor = page.cursor;
  } while (cursor);
  const mail = (await mailsTo(...w.outside.map((p) => p.email))).map((m) => m.length);
  return { people, beyond: everyone.filter((id) => !inside.has(id)).sort(), mail };
}

async function world(): Promise<World> {
  const base = await restrictedAccount({ inside: 2, outside: 2 });
  const { owner, outside, inside } = base;
  // Room for the members the user routes add.
  await setPlan(base.account.accountId, 'advanced');
  const R = base.member.session;
  const post = async (session: ApiSession, path: string, json: unknown) => {
    const res = await session.call('POST', path, { json });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const property = (await post(owner, '/properties', { type: 'string', name: 'miasto', displayName: 'Miasto', maxChar: 40 })).id as string;
  const values = new Map<string, string>();
  for (const p of [...inside, ...outside]) {
    const value = `Miasto ${p.name}`;
    values.set(p.id, value);
    const version = (await owner.call('GET', `/subscribers/${p.id}`)).body.version;
    const res = await owner.call('PUT', `/subscribers/${p.id}`, {
      json: { version, props: { [property]: value }, comment: `Komentarz ${p.name}` },
    });
    if (res.status !== 200) throw new Error(`props: ${JSON.stringify(res.body)}`);
  }
  const noteText = (p: Person) => `Notatka o ${p.name}`;
  const outsideNote = (await post(owner, `/subscribers/${outside[0]!.id}/notes`, { text: noteText(outside[0]!) })).id as string;
  await post(owner, `/subscribers/${inside[0]!.id}/notes`, { text: noteText(inside[0]!) });

  const everyone = { kind: 'statuses', statuses: SUBSCRIBER_STATUSES.filter((s) => s !== 9) };
  const webhook = (await post(owner, '/integrations/webhooks', { url: 'https://hooks.example.com/owner', events: ['email.opened'] }))
    .id as string;
  const spareWebhook = (await post(owner, '/integrations/webhooks', { url: 'https://hooks.example.com/spare', events: ['email.opened'] }))
    .id as string;
  const sftpServer = (await post(owner, '/integrations/sftp', SFTP_SWEEP_SERVER)).id as string;
  const smtpUser = (await post(owner, '/integrations/smtp-users', { username: `smtp-${Math.random().toString(36).slice(2, 12)}` }))
    .id as string;
  const spareSmtpUser = (await post(owner, '/integrations/smtp-users', { username: `smtp-${Math.random().toString(36).slice(2, 12)}` }))
    .id as string;
  const connector = (await post(owner, '/integrations/connectors', { name: 'Owner shop', platform: 'woocommerce' })).id as string;
  const spareConnector = (await post(owner, '/integrations/connectors', { name: 'Spare shop', platform: 'shopify' })).id as string;
  const ownerExport = (await post(owner, '/exports', { audience: everyone, fields: ['email', 'gsm', 'name', property] })).id as string;
  const ownerImport = (
    await manualImport(
      owner,
      outside.map((p) => `${p.email};${p.name}`),
      2,
    )
  ).body.import.id as string;
  const ownerFile = await upload(owner, 'owner.csv', ['email,name', ...outside.map((p) => `${p.email},${p.name}`)].join('\n'));
  const ownerEstimate = (await owner.call('POST', '/segments/estimate', { json: { conditions: anyCondition('startsWith', 'out-') } })).body
    .id as string;
  const segment = (name: string, value: string) =>
    post(owner, '/segments', { name, type: 'static', conditions: anyCondition('startsWith', value) }).then((s) => s.id as string);
  const outsideSegment = await segment('Zewnętrzni', 'out-');
  await post(owner, `/segments/${outsideSegment}/calculate`, {});
  const spareSegment = await segment('Zapasowy', 'zzz');
  const doomedSegment = await segment('Do usunięcia', 'yyy');
  const draftMailing = (await post(owner, '/mailings', mailingBody('Szkic właściciela'))).id as string;
  const sentMailing = (await post(owner, '/mailings', mailingBody('Wysłany do wszystkich'))).id as string;
  await post(owner, `/mailings/${sentMailing}/send`, {});
  // Everyone opened it and the outside subscribers clicked: its report's recipient lists hold both sides.
  await drainQueues();
  for (const p of [...inside, ...outside])
    await engagement.open({ accountId: base.account.accountId, mailingId: sentMailing, subscriberId: p.id });
  for (const p of outside)
    await engagement.click({ accountId: base.account.accountId, mailingId: sentMailing, subscriberId: p.id }, 'https://shop.example/');
  await drainQueues(['events']);
  // Handed over while 4-eye verification was on; it stays waiting after the switch goes off.
  const pendingMailing = (await post(owner, '/mailings', mailingBody('Czeka na akceptację'))).id as string;
  await owner.call('PUT', '/settings/company/global', { json: { timeZone: 'Europe/Warsaw', fourEye: true } });
  await post(owner, `/mailings/${pendingMailing}/send`, {});
  const pendingSms = (await post(owner, '/sms', { name: 'SMS czeka na akceptację', sender: 'Goniec', content: 'Tekst do akceptacji' }))
    .id as string;
  await owner.call('PUT', '/settings/company/global', { json: { timeZone: 'Europe/Warsaw', fourEye: false } });
  const sms = (await post(owner, '/sms', { name: 'SMS do wszystkich', sender: 'Goniec', content: 'Tekst właściciela' })).id as string;
  await post(owner, '/blacklist', { type: 'email', rows: ['blocked@elsewhere.example'] });
  const bystander = (await addMember(owner, { roleId: 'editor', name: 'Bystander Member' })).id;
  await owner.call('PUT', `/users/${bystander}`, { json: { segmentIds: [base.segment] } });
  const doomed = (await addMember(owner, { roleId: 'editor', name: 'Doomed Member' })).id;
  // Someone with a Goniec account elsewhere: adding them makes an invitation.
  const invitation = (
    await post(owner, '/users/add', {
      email: (await createTestAccount()).email,
      name: 'Invited Elsewhere',
      roleId: 'editor',
      segmentIds: [base.segment],
    })
  ).id as string;
  await owner.call('PUT', `/users/${doomed}`, { json: { segmentIds: [base.segment] } });
  const role = (await post(owner, '/users/permissions', { name: 'Owner Role', permissions: { PERM_APRZEALL: true } })).id as string;
  const team = (await post(owner, '/teams', { name: 'Owner Team' })).id as string;
  const importSchema = (await post(owner, '/imports/schemas', { name: 'Owner Schema', mapping: [{ column: 0, field: 'email' }] }))
    .id as string;
  const sftpTask = (await post(owner, `/integrations/sftp/${sftpServer}/tasks`, sftpSweepTask(importSchema))).id as string;
  const sftpExportTask = (await post(owner, `/integrations/sftp/${sftpServer}/export-tasks`, SFTP_SWEEP_EXPORT_TASK)).id as string;
  const { updatedAt: _at, ...policy } = (await owner.call('GET', '/settings/security')).body;

  // R's own jobs, each aimed at the outside subscribers.
  const myExport = (await post(R, '/exports', { audience: everyone, fields: ['email', 'gsm', 'name', 'comment', property] })).id as string;
  const myImportText = [...outside.map((p) => `${p.email};Przejęty`), `${inside[1]!.email};Wewnętrzny`].join('\n');
  const myImport = (await R.call('POST', '/imports/manual', { json: { text: myImportText, mode: 5 } })).body.import.id as string;
  const myFileText = ['email,name', ...outside.map((p) => `${p.email},Przejęty`), `${uniqueEmail('fresh')},Nowy`].join('\n');
  const myFile = await upload(R, 'mine.csv', myFileText);
  const myEstimate = (await R.call('POST', '/segments/estimate', { json: { conditions: anyCondition('startsWith', 'out-') } })).body
    .id as string;
  await drainQueues();
  const everyScope = ['PERM_APRZEALL', 'PERM_ADODAJ', 'PERM_MWYSYL', 'PERM_SMS', 'PERM_AGRPRZEALL', 'PERM_RAPORTY'];
  const token = tokenClient((await post(R, '/integrations/api-tokens', { name: 'R token', scopes: everyScope })).secret as string);
  const spareToken = (await post(R, '/integrations/api-tokens', { name: 'R spare token', scopes: everyScope })).id as string;
  // Issue 19: R's transactional messages (to fresh addresses: no subscriber of anyone's reach).
  const txTemplate = (await post(R, '/templates', { name: 'R transactional', html: '<p>Zamówienie przyjęte</p>' })).id as string;
  const txEmail = (
    await token.call('POST', '/v1/transactional/email', { json: { templateId: txTemplate, to: { email: uniqueEmail('tx') } } })
  ).body.id as string;
  const txSms = (
    await token.call('POST', '/v1/transactional/sms', { json: { to: { gsm: '48601000111' }, sender: 'Sklep', text: 'Kod 1' } })
  ).body.id as string;

  const secrets = outside.flatMap((p) => [p.id, p.email, p.gsm, p.name, values.get(p.id)!, `Komentarz ${p.name}`]);
  secrets.push(noteText(outside[0]!));
  return {
    ...base,
    R,
    secrets,
    property,
    outsideNote,
    bystander,
    doomed,
    invitation,
    role,
    team,
    ownerExport,
    ownerImport,
    ownerFile,
    ownerEstimate,
    outsideSegment,
    spareSegment,
    doomedSegment,
    draftMailing,
    sentMailing,
    pendingMailing,
    sms,
    pendingSms,
    importSchema,
    policy,
    myExport,
    myImport,
    myImportText,
    myFile,
    myFileText,
    myEstimate,
    token,
    spareToken,
    txTemplate,
    txEmail,
    txSms,
    webhook,
    spareWebhook,
    sftpServer,
    smtpUser,
    spareSmtpUser,
    connector,
    spareConnector,
    sftpTask,
    sftpExportTask,
  };
}

describe('segment restrictions across the route table', () => {
  it('never shows a restricted user anyone outside their segments, nor lets them change anyone there', { timeout: 600_000 }, async () => {
    const w = await world();
    const before = await outsideState(w);
    expect(before.people.map((p) => p.contact.items.length)).toEqual([1, 1]);
    expect(before.people.map((p) => p.texts.items.length)).toEqual([1, 1]);

    const swept = Object.entries(routes as Record<string, RouteDef>).filter(
      ([, def]) => def.auth !== 'public' && !def.superAdmin && !def.upload,
    );
    for (const id of Object.keys(FIXTURES)) expect(routes, `fixture ${id} names no route`).toHaveProperty([id]);
    const problems: string[] = [];
    // What requests carried: a job's file may echo it back.
    const requests: string[] = [w.myFileText, w.myImportText];
    const run = async (id: string, def: RouteDef) => {
      const fixture = FIXTURES[id];
      if (!fixture) {
        problems.push(
          `route ${id} (${def.method} ${def.path}) has no restriction-sweep fixture: add one to FIXTURES in tests/integration/restriction-sweep.test.ts`,
        );
        return;
      }
      for (const call of await fixture(w)) {
        const path = buildPath(def.path, call.ids ?? {});
        const res = await (def.auth === 'token' ? w.token : w.R).call(def.method, path, {
          ...(call.query ? { query: call.query } : {}),
          ...(def.method === 'GET' ? {} : { json: call.body ?? {} }),
        });
        const label = `${id} ${def.method} ${path}`;
        if (res.status >= 500) problems.push(`${label} answered ${res.status} ${JSON.stringify(res.body)}`);
        const sent = JSON.stringify({ path, query: call.query, body: call.body }) + (call.sent ?? '');
        requests.push(sent);
        if (process.env.SWEEP_TRACE) console.log(`${label} -> ${res.status} ${res.status >= 300 ? JSON.stringify(res.body) : ''}`);
        const shown = await leaked(w, res, sent);
        if (shown.length) problems.push(`${label} showed ${shown.join(', ')}: ${JSON.stringify(res.body).slice(0, 400)}`);
        try {
          call.check?.(res, w);
        } catch (error) {
          problems.push(`${label}: ${(error as Error).message}`);
        }
        if (def.method !== 'GET') await drainQueues();
      }
    };
    for (const [id, def] of swept) if (!LAST.has(id)) await run(id, def);

    // The jobs the sweep started, read back: every export and import report R can reach.
    for (const kind of ['exports', 'imports'] as const) {
      for (const job of (await w.R.call('GET', `/${kind}`, { query: { limit: '100' } })).body.items as { id: string }[]) {
        const res = await w.R.call('GET', `/${kind}/${job.id}/${kind === 'exports' ? 'download' : 'report'}`);
        const shown = await leaked(w, res, requests.join('\n'));
        if (shown.length) problems.push(`${kind} ${job.id} file showed ${shown.join(', ')}`);
      }
    }
    for (const [id, def] of swept) if (LAST.has(id)) await run(id, def);
    expect(problems).toEqual([]);

    expect(await outsideState(w)).toEqual(before);
    // Nobody was given a reach wider than the one R has.
    const members = (await w.owner.call('GET', '/users')).body.items as { id: string; segmentIds: string[] }[];
    expect(members.filter((m) => m.id !== w.account.userId && m.segmentIds.join() !== w.segment).map((m) => m.id)).toEqual([]);
  });

  /** Routes that take a file upload: each must have a case here, like the fixtures above. */
  it('shows a restricted user nobody outside their segments on the upload routes either', { timeout: 120_000 }, async () => {
    const w = await world();
    const image = await QRCode.toBuffer('goniec', { width: 64, margin: 0 });
    const form = () => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'avatar.png');
      return body;
    };
    const UPLOADS: Record<string, Record<string, string>[]> = {
      'profile.uploadAvatar': [{}],
      'profile.uploadMemberAvatar': [{ id: w.bystander }, { id: w.account.userId }],
      // An image is no PDF: refused (FILE_WRONG_EXTENSION) without naming anyone.
      'company.uploadDocument': [{ kind: 'terms' }],
      'branding.uploadLogo': [{}],
      // An image in the library, and a png that is no zip (ZIP_INVALID): neither names anyone.
      'images.upload': [{}],
      'content.importZip': [{}],
    };
    const uploadRoutes = Object.entries(routes as Record<string, RouteDef>).filter(
      ([, def]) => def.auth === 'session' && !def.superAdmin && def.upload,
    );
    for (const [id, def] of uploadRoutes) {
      expect(UPLOADS[id], `upload route ${id} has no case in the restriction sweep`).toBeDefined();
      for (const ids of UPLOADS[id]!) {
        const res = await w.R.call(def.method, buildPath(def.path, ids), { form: form() });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        expect(await leaked(w, res, '')).toEqual([]);
      }
    }
  });
});
