import { png } from '@tests/fixtures/images';
import { createTestAccount, drainQueues, type ApiSession } from './helpers';
import { addAndLogin, setPlan } from './users-helpers';
import { SFTP_SWEEP_EXPORT_TASK, SFTP_SWEEP_SERVER, sftpSweepTask } from './sftp-fixtures';

/** The scopes the sweeps' tokens carry: every one the token routes ask for. */
export const TOKEN_SCOPES = ['PERM_APRZEALL', 'PERM_ADODAJ', 'PERM_MWYSYL', 'PERM_SMS', 'PERM_AGRPRZEALL', 'PERM_RAPORTY'] as const;

/** One resource of each kind a route's path can name, in a sweep's account. */
export type Ids = Record<
  | 'member'
  | 'invitation'
  | 'role'
  | 'team'
  | 'subscriber'
  | 'note'
  | 'mailing'
  | 'property'
  | 'segment'
  | 'importSchema'
  | 'import'
  | 'export'
  | 'estimate'
  | 'sms'
  | 'account'
  | 'domain'
  | 'footer'
  | 'sender'
  | 'testGroup'
  | 'tag'
  | 'consent'
  | 'signupForm'
  | 'image'
  | 'template'
  | 'templateFolder'
  | 'templatePoint'
  | 'mailingPoint'
  | 'apiToken'
  | 'transactionalEmail'
  | 'transactionalSms'
  | 'webhook'
  | 'sftpServer'
  | 'smtpUser'
  | 'connector'
  | 'sftpTask'
  | 'sftpExportTask',
  string
>;

export const STATUS_TREE = {
  kind: 'group',
  op: 'and',
  children: [{ kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'in', value: [8] }],
};

/**
 * The sweeps' account (tenancy, bad input): a member who can sign in, an existing Goniec user
 * invited here, and one of everything else a route can name; `label` tells the sweeps' names apart.
 */
export async function oneOfEach(
  session: ApiSession,
  accountId: string,
  label: string,
): Promise<Ids & { memberSession: ApiSession; tokenSecret: string }> {
  const post = async (path: string, json: unknown) => {
    const res = await session.call('POST', path, { json });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  await setPlan(accountId, 'standard');
  const member = await addAndLogin(session, { roleId: 'editor' });
  // An existing Goniec user invited here: only they may answer, only this account resend or cancel.
  const invitee = await createTestAccount();
  const invitation = await post('/users/add', { email: invitee.email, name: 'Invitee', roleId: 'editor' });
  const subscriber = await post('/subscribers', { email: `${label}@example.com`, name: 'Sweep', props: { firstname: 'Ala' } });
  const manual = await post('/imports/manual', { text: `manual-${label}@example.com`, mode: 2 });
  const segment = await post('/segments', { name: 'Wszyscy', type: 'static', conditions: STATUS_TREE });
  await session.call('POST', `/segments/${segment.id}/calculate`, { json: {} });
  const exportJob = await post('/exports', { audience: { kind: 'statuses', statuses: [8] }, fields: ['email'] });
  const estimate = await post('/segments/estimate', { conditions: STATUS_TREE });
  const imageForm = new FormData();
  imageForm.append('file', new Blob([new Uint8Array(await png(16))], { type: 'image/png' }), `${label}.png`);
  const image = await session.call('POST', '/images', { form: imageForm });
  if (image.status >= 300) throw new Error(`/images: ${image.status} ${JSON.stringify(image.body)}`);
  type Later =
    | 'consent'
    | 'signupForm'
    | 'template'
    | 'templateFolder'
    | 'templatePoint'
    | 'mailingPoint'
    | 'apiToken'
    | 'transactionalEmail'
    | 'transactionalSms'
    | 'webhook'
    | 'sftpServer'
    | 'smtpUser'
    | 'connector'
    | 'sftpTask'
    | 'sftpExportTask';
  const ids: Omit<Ids, Later> & Partial<Pick<Ids, Later>> = {
    member: member.id,
    invitation: invitation.id,
    role: (await post('/users/permissions', { name: `${label} role`, permissions: { PERM_APRZEALL: true } })).id,
    team: (await post('/teams', { name: `${label} team` })).id,
    subscriber: subscriber.id,
    note: (await post(`/subscribers/${subscriber.id}/notes`, { text: `${label} note` })).id,
    mailing: (
      await post('/mailings', { name: `${label} mailing`, subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>' })
    ).id,
    property: (await post('/properties', { type: 'string', name: label, displayName: label, maxChar: 20 })).id,
    segment: segment.id,
    importSchema: (await post('/imports/schemas', { name: `${label} schema`, mapping: [{ column: 0, field: 'email' }] })).id,
    import: manual.import.id,
    export: exportJob.id,
    estimate: estimate.id,
    sms: (await post('/sms', { name: `${label} SMS`, sender: 'Sweep', content: 'x' })).id,
    account: accountId,
    // Sending domains are claimed across the platform: each run's name is its own.
    domain: (await post('/settings/company/domains', { domain: `${label}-${accountId.slice(-10).toLowerCase()}.example.com` })).domain,
    footer: (
      await post('/settings/scenarios/footers', {
        name: `${label} footer`,
        language: 'pl',
        html: '<p><a href="{{ unsubscribe_url }}">x</a></p>',
      })
    ).id,
    // On the deployment's own domain, the one every account may send from.
    sender: (
      await post('/settings/company/senders', {
        name: `${label} sender`,
        fromEmail: 'sender@goniec.test',
        replyTo: `reply-${label}@example.com`,
      })
    ).id,
    testGroup: (
      await post('/settings/company/test-groups', { name: `${label} group`, emails: [`test-${label}@example.com`], gsms: ['48601234567'] })
    ).id,
    tag: (await post('/settings/company/tags', { name: `${label} tag`, values: ['A', 'B'] })).id,
    image: image.body.id as string,
  };
  const agreement = await post('/properties', { type: 'spec_agr', name: `${label}_agr`, displayName: `${label} agreement` });
  ids.consent = (
    await post('/settings/scenarios/consents', { name: `${label} consent`, text: 'Zgoda.', required: false, propertyId: agreement.id })
  ).id;
  ids.signupForm = (
    await post('/settings/scenarios/forms', {
      name: `${label} form`,
      language: 'pl',
      fields: [{ propertyId: 'firstname', required: false }],
      consentIds: [ids.consent],
      confirm: 'double',
    })
  ).id;
  // Issue 16: a template in a folder, its restore point, and the mailing's (every save makes one).
  ids.templateFolder = (await post('/template-folders', { name: `${label} folder` })).id;
  ids.template = (await post('/templates', { name: `${label} template`, html: '<p>x</p>', dir: ids.templateFolder })).id;
  const history = async (path: string) => String((await session.call('GET', path)).body.items[0].id);
  ids.templatePoint = await history(`/templates/${ids.template}/history`);
  ids.mailingPoint = await history(`/mailings/${ids.mailing}/history`);
  await post('/blacklist', { type: 'email', rows: [`blocked-${label}@example.com`] });
  // Issue 19: an API token with every scope its creator (who holds everything) may give.
  const token = await post('/integrations/api-tokens', { name: `${label} token`, scopes: [...TOKEN_SCOPES] });
  ids.apiToken = token.id;
  // Issue 20: a webhook (never delivered to: its receiver is nobody's).
  ids.webhook = (await post('/integrations/webhooks', { url: 'https://hooks.example.com/goniec', events: ['email.opened'] })).id;
  // An SFTP server on a port nothing answers (a test of it fails at once as unreachable).
  ids.sftpServer = (await post('/integrations/sftp', SFTP_SWEEP_SERVER)).id;
  // Issue 20: an SMTP user (its username is unique across accounts).
  ids.smtpUser = (await post('/integrations/smtp-users', { username: `smtp-${Math.random().toString(36).slice(2, 12)}` })).id;
  // Issue 20: a shop connector (no shop posts to it).
  ids.connector = (await post('/integrations/connectors', { name: `${label} shop`, platform: 'woocommerce' })).id;
  ids.sftpTask = (await post(`/integrations/sftp/${ids.sftpServer}/tasks`, sftpSweepTask(ids.importSchema))).id;
  ids.sftpExportTask = (await post(`/integrations/sftp/${ids.sftpServer}/export-tasks`, SFTP_SWEEP_EXPORT_TASK)).id;
  const bearer = { authorization: `Bearer ${token.secret}` };
  const tx = async (path: string, json: unknown) => {
    const res = await session.call('POST', path, { json, headers: bearer });
    if (res.status !== 202) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  };
  ids.transactionalEmail = await tx('/v1/transactional/email', { templateId: ids.template, to: { email: `tx-${label}@example.com` } });
  ids.transactionalSms = await tx('/v1/transactional/sms', { to: { gsm: '48601000113' }, sender: 'Sklep', text: 'Kod' });
  await drainQueues();
  return { ...(ids as Ids), memberSession: member.session, tokenSecret: token.secret };
}
