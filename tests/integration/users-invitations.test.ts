import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PRESET_ROLES, resolvePermissions } from '@shared/roles';
import { ApiSession, createTestAccount, loggedIn, type TestAccount } from './helpers';
import { addMember, grantSuperAdmin, linkIn, mailsFor, members, uniqueEmail } from './users-helpers';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { securityRepository } = await import('@functions/security/repository');
const { tenant } = await import('@functions/data/tenant');

const preset = (id: keyof typeof PRESET_ROLES) => resolvePermissions(PRESET_ROLES[id].permissions, PRESET_ROLES[id].fullAccess);

/** An existing Goniec user (the owner of an account of their own), signed in there. */
async function platformUser(): Promise<{ account: TestAccount; session: ApiSession }> {
  const account = await createTestAccount();
  const session = new ApiSession();
  await session.login(account);
  return { account, session };
}

const invitationsOf = async (session: ApiSession) => (await session.call('GET', '/users/me/invitations')).body.items as any[];
const accountsOf = async (session: ApiSession) =>
  ((await session.call('GET', '/users/me/accounts')).body.items as { id: string }[]).map((a) => a.id);

/** Moves an invitation's expiry into the past, as seven days would. */
async function lapse(accountId: string, userId: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: config.appTable,
      Key: (await tenant(accountId)).invitation(userId),
      UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00.000Z' },
    }),
  );
}

describe('joining an account is an invitation the user accepts', () => {
  it('invites an existing user: the account sees only the address and "invited", the user gets no access until they accept', async () => {
    const { session: admin, account } = await loggedIn();
    const invitee = await platformUser();
    await invitee.session.call('PUT', '/users/me/profile', { json: { name: 'Prywatna Osoba' } });
    await invitee.session.call('GET', '/users/me');

    const res = await admin.call('POST', '/users/add', {
      json: { email: invitee.account.email.toUpperCase(), name: 'Name The Admin Typed', roleId: 'editor' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      kind: 'invitation',
      id: expect.any(String),
      email: invitee.account.email,
      roleId: 'editor',
      permissions: preset('editor'),
      versions: PRESET_ROLES.editor.versions,
      teamIds: [],
      segmentIds: [],
      invitedAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.invitedAt)).toBe(7 * 86_400_000);

    // The list: the invitation beside the members, with nothing of the user; they are not a member.
    const list = (await admin.call('GET', '/users')).body;
    expect(list.items.map((m: { email: string }) => m.email)).toEqual([account.email]);
    expect(list.invitations).toEqual([res.body]);
    expect(JSON.stringify(list)).not.toContain('Prywatna');
    expect(JSON.stringify(list)).not.toContain(invitee.account.userId);
    // Nothing the account can do to a member reaches them.
    expect((await admin.call('PUT', `/users/${invitee.account.userId}`, { json: { roleId: 'analyst' } })).body.code).toBe('USER_NOT_FOUND');

    // The invitee: one e-mail in their language leading to the invitation's page, no membership, no switching.
    const [mail] = await mailsFor(invitee.account.email);
    expect(mail!.subject).toBe(`Zaproszenie do konta Test ${account.accountId} w Gońcu`);
    expect(mail!.text).toContain(`${account.email} zaprasza Cię`);
    expect(linkIn(mail!, `/invitations/${res.body.id}`)).toBe(`https://goniec.test/invitations/${res.body.id}`);
    expect(await accountsOf(invitee.session)).toEqual([invitee.account.accountId]);
    expect((await invitee.session.call('POST', `/users/me/accounts/${account.accountId}/switch`, { json: {} })).status).toBe(404);
    const again = new ApiSession();
    expect((await again.login(invitee.account)).body.account.id).toBe(invitee.account.accountId);

    const pending = await invitationsOf(invitee.session);
    expect(pending).toEqual([
      {
        id: res.body.id,
        accountId: account.accountId,
        accountName: `Test ${account.accountId}`,
        invitedByEmail: account.email,
        roleId: 'editor',
        invitedAt: res.body.invitedAt,
        expiresAt: res.body.expiresAt,
      },
    ]);
    expect((await invitee.session.call('GET', `/users/me/invitations/${res.body.id}`)).body).toEqual(pending[0]);

    // Accepted: a member with the access offered and their own name; they may switch there.
    const accepted = await invitee.session.call('POST', `/users/me/invitations/${res.body.id}/accept`, { json: {} });
    expect(accepted.body).toEqual({ accountId: account.accountId, accountName: `Test ${account.accountId}` });
    expect(await invitationsOf(invitee.session)).toEqual([]);
    const after = (await admin.call('GET', '/users')).body;
    expect(after.invitations).toEqual([]);
    expect(after.items.find((m: { id: string }) => m.id === invitee.account.userId)).toMatchObject({
      name: 'Prywatna Osoba',
      roleId: 'editor',
      permissions: preset('editor'),
      activated: true,
    });
    expect((await invitee.session.call('POST', `/users/me/accounts/${account.accountId}/switch`, { json: {} })).body).toMatchObject({
      account: { id: account.accountId },
      role: 'USER',
    });
    expect((await invitee.session.call('POST', `/users/me/invitations/${res.body.id}/accept`, { json: {} })).body.code).toBe(
      'INVITATION_NOT_FOUND',
    );

    // The audit lines are written on both sides.
    const activity = (await admin.call('GET', '/settings/security/activity')).body.items as {
      action: string;
      email: string;
      subject?: string;
    }[];
    expect(activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'invitation_sent', email: account.email, subject: invitee.account.email }),
        expect.objectContaining({ action: 'invitation_accepted', email: invitee.account.email, subject: `Test ${account.accountId}` }),
      ]),
    );
  });

  it('lets the invitee decline: the invitation is gone, its place under the limit freed, and nobody else can answer it', async () => {
    const { session: admin } = await loggedIn();
    const invitee = await platformUser();
    const stranger = await platformUser();
    const invitation = (await admin.call('POST', '/users/add', { json: { email: invitee.account.email, name: 'Ignored' } })).body;
    await addMember(admin);
    // Owner, one member and one invitation fill the trial's three places.
    expect((await admin.call('POST', '/users/add', { json: { email: uniqueEmail('over'), name: 'Over Limit' } })).body.code).toBe(
      'USER_LIMIT_REACHED',
    );

    for (const action of ['accept', 'decline']) {
      expect((await stranger.session.call('POST', `/users/me/invitations/${invitation.id}/${action}`, { json: {} })).body.code).toBe(
        'INVITATION_NOT_FOUND',
      );
    }
    expect((await stranger.session.call('GET', `/users/me/invitations/${invitation.id}`)).status).toBe(404);

    expect((await invitee.session.call('POST', `/users/me/invitations/${invitation.id}/decline`, { json: {} })).body).toEqual({ ok: true });
    expect(await invitationsOf(invitee.session)).toEqual([]);
    expect((await admin.call('GET', '/users')).body.invitations).toEqual([]);
    expect((await invitee.session.call('POST', `/users/me/invitations/${invitation.id}/accept`, { json: {} })).body.code).toBe(
      'INVITATION_NOT_FOUND',
    );
    expect(await accountsOf(invitee.session)).toEqual([invitee.account.accountId]);
    expect((await admin.call('POST', '/users/add', { json: { email: uniqueEmail('fits'), name: 'Fits Now' } })).status).toBe(201);
    const activity = (await admin.call('GET', '/settings/security/activity')).body.items as { action: string; email: string }[];
    expect(activity).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'invitation_declined', email: invitee.account.email })]),
    );
    expect(await members(admin)).toHaveLength(3);
  });

  it('lets the account resend (seven more days) or cancel an invitation, and refuses a second one', async () => {
    const { session: admin } = await loggedIn();
    const invitee = await platformUser();
    const first = (await admin.call('POST', '/users/add', { json: { email: invitee.account.email, name: 'Ignored' } })).body;
    expect(await admin.call('POST', '/users/add', { json: { email: invitee.account.email, name: 'Ignored' } })).toMatchObject({
      status: 409,
      body: { code: 'USER_ALREADY_INVITED' },
    });

    const resent = await admin.call('POST', `/users/invitations/${first.id}/resend`, { json: {} });
    expect(resent.body).toMatchObject({ id: first.id, email: invitee.account.email });
    expect(resent.body.expiresAt >= first.expiresAt).toBe(true);
    expect((await mailsFor(invitee.account.email)).map((m) => m.subject)).toHaveLength(2);

    expect((await admin.call('DELETE', `/users/invitations/${first.id}`, { json: {} })).body).toEqual({ ok: true });
    expect((await admin.call('DELETE', `/users/invitations/${first.id}`, { json: {} })).body.code).toBe('INVITATION_NOT_FOUND');
    expect((await admin.call('POST', `/users/invitations/${first.id}/resend`, { json: {} })).body.code).toBe('INVITATION_NOT_FOUND');
    expect(await invitationsOf(invitee.session)).toEqual([]);
    expect((await invitee.session.call('POST', `/users/me/invitations/${first.id}/accept`, { json: {} })).body.code).toBe(
      'INVITATION_NOT_FOUND',
    );
  });

  it('lets an unanswered invitation lapse after seven days: it cannot be accepted, and frees its place', async () => {
    const { session: admin, account } = await loggedIn();
    const invitee = await platformUser();
    const invitation = (await admin.call('POST', '/users/add', { json: { email: invitee.account.email, name: 'Ignored' } })).body;
    await lapse(account.accountId, invitee.account.userId);
    expect(await invitationsOf(invitee.session)).toEqual([]);
    expect((await invitee.session.call('GET', `/users/me/invitations/${invitation.id}`)).body.code).toBe('INVITATION_EXPIRED');
    expect((await invitee.session.call('POST', `/users/me/invitations/${invitation.id}/accept`, { json: {} })).body.code).toBe(
      'INVITATION_EXPIRED',
    );
    expect(await accountsOf(invitee.session)).toEqual([invitee.account.accountId]);
    expect((await admin.call('GET', '/users')).body.invitations).toEqual([]);
    await addMember(admin);
    await addMember(admin);
    // Invited again: a fresh invitation replaces the lapsed one.
    await admin.call('DELETE', '/users', { json: { ids: [(await members(admin)).find((m) => m.id !== account.userId).id] } });
    const again = await admin.call('POST', '/users/add', { json: { email: invitee.account.email, name: 'Ignored' } });
    expect(again.body).toMatchObject({ kind: 'invitation', email: invitee.account.email });
    expect(again.body.id).not.toBe(invitation.id);
  });
});

describe('a user’s name and avatar are their own', () => {
  it('refuses an account administrator’s rename or avatar; the user and a super administrator may', async () => {
    const { session: admin, account } = await loggedIn();
    const member = await addMember(admin, { roleId: 'editor', name: 'Typed By Admin' });
    const rename = await admin.call('PUT', `/users/${member.id}`, { json: { name: 'Renamed' } });
    expect(rename.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { errors: [{ path: 'name', code: 'VALIDATION_UNKNOWN_FIELD' }] },
    });
    expect((await admin.call('POST', '/users/edit', { json: { id: member.id, name: 'Renamed' } })).status).toBe(400);
    const avatar = new FormData();
    avatar.append('file', new Blob([new Uint8Array(8)], { type: 'image/png' }), 'a.png');
    expect((await admin.call('POST', `/users/${member.id}/avatar`, { form: avatar })).status).toBe(404);
    expect((await members(admin)).find((m) => m.id === member.id).name).toBe('Typed By Admin');

    await grantSuperAdmin(account.email);
    const renamed = await admin.call('PUT', `/admin/users/${member.id}/profile`, { json: { name: 'Set By Operator' } });
    expect(renamed.body).toMatchObject({ id: member.id, name: 'Set By Operator' });
    expect((await admin.call('PUT', '/admin/users/01NOSUCHUSER/profile', { json: { name: 'Nobody' } })).body.code).toBe('USER_NOT_FOUND');
    const plain = await loggedIn();
    expect((await plain.session.call('PUT', `/admin/users/${member.id}/profile`, { json: { name: 'Intruder' } })).status).toBe(404);
  });
});

describe('password policies of several accounts', () => {
  it('apply only once the invitation is accepted, the strictest of each rule, named on /account', async () => {
    const { session: admin, account } = await loggedIn();
    await securityRepository.putPolicy(account.accountId, {
      minLength: 14,
      forceChangeDays: 90,
      forbiddenPhrases: ['sezon'],
      ipAllowList: [],
    });
    const invitee = await platformUser();
    await securityRepository.putPolicy(invitee.account.accountId, {
      minLength: 12,
      forceChangeDays: 0,
      forbiddenPhrases: [],
      ipAllowList: [],
    });
    const invitation = (await admin.call('POST', '/users/add', { json: { email: invitee.account.email, name: 'Ignored' } })).body;

    const before = (await invitee.session.call('GET', '/users/me/security')).body;
    expect(before).toMatchObject({
      passwordExpiresAt: null,
      passwordPolicy: { minLength: 12 },
      effectivePolicy: { minLength: 12, forceChangeDays: 0 },
    });
    expect(before.passwordPolicy.forbiddenPhrases).not.toContain('sezon');

    await invitee.session.call('POST', `/users/me/invitations/${invitation.id}/accept`, { json: {} });
    const after = (await invitee.session.call('GET', '/users/me/security')).body;
    const mine = { id: invitee.account.accountId, name: `Test ${invitee.account.accountId}` };
    const theirs = { id: account.accountId, name: `Test ${account.accountId}` };
    expect(after.passwordPolicy.minLength).toBe(14);
    expect(after.passwordPolicy.forbiddenPhrases).toEqual(expect.arrayContaining(['sezon', account.accountId, invitee.account.accountId]));
    expect(after.passwordExpiresAt).not.toBeNull();
    expect(after.effectivePolicy).toMatchObject({
      minLength: 14,
      forceChangeDays: 90,
      historySize: 5,
      imposedBy: { minLength: [theirs], forceChange: [theirs] },
    });
    expect(after.effectivePolicy.imposedBy.forbiddenPhrases.map((s: { id: string }) => s.id).sort()).toEqual([mine.id, theirs.id].sort());
    // A password long enough for their own account is now too short.
    const change = await invitee.session.call('POST', '/users/me/password', {
      json: { oldPassword: invitee.account.password, password: 'Dobre.Slowo12', passwordRepeat: 'Dobre.Slowo12' },
    });
    expect(change.body.params.errors[0]).toMatchObject({ path: 'password', code: 'PASSWORD_TOO_SHORT', params: { min: 14 } });
  });
});
