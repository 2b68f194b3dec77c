import { describe, expect, it } from 'vitest';
import { PRESET_ROLES, resolvePermissions } from '@shared/roles';
import { ApiSession, createTestAccount, loggedIn, TEST_PASSWORD } from './helpers';
import {
  addAndLogin,
  addMember,
  lastLink,
  linkIn,
  mailsFor,
  mailsTo,
  memberIn,
  members,
  setPlan,
  tokenOf,
  uniqueEmail,
} from './users-helpers';

const preset = (id: keyof typeof PRESET_ROLES) => resolvePermissions(PRESET_ROLES[id].permissions, PRESET_ROLES[id].fullAccess);
const NEW_PASSWORD = 'Zaproszenie.2026!';

describe('user administration: adding members', () => {
  it('invites a new address: the /recover link sets the password once, activates, and the user signs in', async () => {
    const { session, account } = await loggedIn();
    const email = uniqueEmail('invited');
    const res = await session.call('POST', '/users/add', {
      json: { email: email.toUpperCase(), name: ' Ola Nowak ', roleId: 'editor', language: 'en-US' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email,
      name: 'Ola Nowak',
      roleId: 'editor',
      role: 'USER',
      activated: false,
      onboarded: true,
      owner: false,
      banned: false,
      locked: false,
    });
    expect(res.body.permissions).toEqual(preset('editor'));

    const [invite, ...more] = await mailsFor(email);
    expect(more).toEqual([]);
    expect(invite!.subject).toBe(`Invitation to the Test ${account.accountId} account in Goniec`);
    const anonymous = new ApiSession();
    // Before following the link there is no password to sign in with: the answer says so.
    expect((await anonymous.call('POST', '/auth/login', { json: { email, password: NEW_PASSWORD } })).body.code).toBe('PASSWORD_NOT_SET');

    const token = tokenOf(linkIn(invite!, '/recover'));
    expect(
      (await anonymous.call('POST', '/auth/recover', { json: { token, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD } })).status,
    ).toBe(200);
    expect(
      (await anonymous.call('POST', '/auth/recover', { json: { token, password: 'Inne.Haslo-88', passwordRepeat: 'Inne.Haslo-88' } })).body
        .code,
    ).toBe('AUTH_TOKEN_INVALID');

    const login = await anonymous.call('POST', '/auth/login', { json: { email, password: NEW_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      email,
      role: 'USER',
      activated: true,
      onboarded: true,
      account: { id: account.accountId },
      prefs: { language: 'en-US' },
    });
    expect(login.body.permissions.permissions).toEqual(preset('editor'));
    expect(await memberIn(session, res.body.id)).toMatchObject({ activated: true });
  });

  it('invites a Goniec user of another account instead of adding them: they keep their password and answer the invitation', async () => {
    const { session, account } = await loggedIn();
    const other = await createTestAccount();
    const res = await session.call('POST', '/users/add', { json: { email: other.email, name: 'Ignored Name', roleId: 'analyst' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'invitation', email: other.email, roleId: 'analyst' });
    expect(res.body).not.toHaveProperty('name');
    const mails = await mailsFor(other.email);
    expect(mails.map((m) => m.subject)).toEqual([`Zaproszenie do konta Test ${account.accountId} w Gońcu`]);
    expect(linkIn(mails[0]!, `/invitations/${res.body.id}`)).toBe(`https://goniec.test/invitations/${res.body.id}`);
    // Their own account is untouched: they still sign in there as its administrator.
    const own = new ApiSession();
    expect((await own.login(other)).body).toMatchObject({ role: 'ADMIN', account: { id: other.accountId } });

    const again = await session.call('POST', '/users/add', { json: { email: other.email.toUpperCase(), name: 'Again' } });
    expect(again).toMatchObject({ status: 409, body: { code: 'USER_ALREADY_INVITED' } });
    const self = await session.call('POST', '/users/add', { json: { email: account.email, name: 'Me Again' } });
    expect(self).toMatchObject({ status: 409, body: { code: 'USER_EXISTS' } });
    expect(await members(session)).toHaveLength(1);
    expect(await mailsFor(other.email)).toHaveLength(1);

    await own.call('POST', `/users/me/invitations/${res.body.id}/accept`, { json: {} });
    expect(await memberIn(session, other.userId)).toMatchObject({
      email: other.email,
      name: 'Test Owner',
      roleId: 'analyst',
      activated: true,
      owner: false,
    });
    expect((await session.call('POST', '/users/add', { json: { email: other.email, name: 'Again' } })).body.code).toBe('USER_EXISTS');
  });

  it('re-invites (not "added") an invitee who never set a password', async () => {
    const { session } = await loggedIn();
    const invited = await addMember(session);
    expect((await session.call('DELETE', '/users', { json: { ids: [invited.id] } })).body).toEqual({ deleted: [invited.id], failed: [] });
    const again = await session.call('POST', '/users/add', { json: { email: invited.email, name: 'Member Test' } });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: invited.id, activated: false });
    const mails = await mailsFor(invited.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(mails[0]!.subject);
    expect(linkIn(mails[1]!, '/recover')).not.toBe(linkIn(mails[0]!, '/recover'));
  });

  it('refuses provider-domain addresses, bad e-mails and names, unknown roles and teams, writing nothing', async () => {
    const { session } = await loggedIn();
    const long = 'x'.repeat(101);
    const cases: [Record<string, unknown>, { path: string; code: string; params?: Record<string, unknown> }][] = [
      [
        { email: 'ala@goniec.app', name: 'Ala Kot' },
        { path: 'email', code: 'USER_EMAIL_DOMAIN_FORBIDDEN' },
      ],
      [
        { email: 'ala@mail.goniec.app', name: 'Ala Kot' },
        { path: 'email', code: 'USER_EMAIL_DOMAIN_FORBIDDEN' },
      ],
      [
        { email: 'not-an-email', name: 'Ala Kot' },
        { path: 'email', code: 'VALIDATION_INVALID_EMAIL' },
      ],
      [
        { email: 'a1@example.com', name: 'A' },
        { path: 'name', code: 'VALIDATION_TOO_SHORT', params: { min: 2 } },
      ],
      [
        { email: 'a2@example.com', name: ' A ' },
        { path: 'name', code: 'VALIDATION_TOO_SHORT', params: { min: 2 } },
      ],
      [
        { email: 'a3@example.com', name: long },
        { path: 'name', code: 'VALIDATION_TOO_LONG', params: { max: 100 } },
      ],
      [
        { email: 'a4@example.com', name: 'Ala <b>' },
        { path: 'name', code: 'VALIDATION_FORBIDDEN_CHARACTERS' },
      ],
      [
        { email: 'a5@example.com', name: 'Ala/Kot' },
        { path: 'name', code: 'VALIDATION_FORBIDDEN_CHARACTERS' },
      ],
      [
        { email: 'a6@example.com', name: 'Ala Kot', roleId: 'wizard' },
        { path: 'roleId', code: 'ROLE_NOT_FOUND' },
      ],
      [
        { email: 'a7@example.com', name: 'Ala Kot', teamIds: ['01NOSUCHTEAM'] },
        { path: 'teamIds', code: 'TEAM_NOT_FOUND' },
      ],
      [
        { email: 'a8@example.com', name: 'Ala Kot', permissions: { PERM_ROOT: true } },
        { path: 'permissions.PERM_ROOT', code: 'VALIDATION_UNKNOWN_FIELD' },
      ],
    ];
    for (const [body, error] of cases) {
      const res = await session.call('POST', '/users/add', { json: body });
      expect({ body, status: res.status, code: res.body.code, errors: res.body.params?.errors }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION_FAILED',
        errors: [error],
      });
    }
    expect((await mailsTo(...cases.map(([body]) => String(body.email)))).flat()).toEqual([]);
    expect(await members(session)).toHaveLength(1);
    // The bounds themselves are accepted.
    expect((await session.call('POST', '/users/add', { json: { email: uniqueEmail('bounds'), name: 'x'.repeat(100) } })).status).toBe(201);
    expect((await session.call('POST', '/users/add', { json: { email: uniqueEmail('bounds'), name: 'Jo' } })).status).toBe(201);
  });

  it('keeps to the plan’s user limit, and a bigger plan lifts it', async () => {
    const { session, account } = await loggedIn();
    expect((await session.call('GET', '/users')).body.userLimit).toBe(3);
    await addMember(session);
    await addMember(session);
    const email = uniqueEmail('over');
    const over = await session.call('POST', '/users/add', { json: { email, name: 'One Too Many' } });
    expect(over).toMatchObject({ status: 403, body: { code: 'USER_LIMIT_REACHED' } });
    const other = await createTestAccount();
    expect((await session.call('POST', '/users/add', { json: { email: other.email, name: 'Other' } })).body.code).toBe(
      'USER_LIMIT_REACHED',
    );
    expect(await mailsFor(email)).toEqual([]);
    expect(await members(session)).toHaveLength(3);

    await setPlan(account.accountId, 'standard');
    expect((await session.call('GET', '/users')).body.userLimit).toBe(5);
    expect((await session.call('POST', '/users/add', { json: { email, name: 'Now Fits' } })).status).toBe(201);
    expect(await members(session)).toHaveLength(4);
  });
});

describe('user administration: changing members', () => {
  it('edits role and a hand-picked map (custom), never the name; a map equal to the role keeps the role', async () => {
    const { session } = await loggedIn();
    const m = await addMember(session, { roleId: 'editor' });
    const put = (json: unknown) => session.call('PUT', `/users/${m.id}`, { json });

    expect((await put({ teamIds: [] })).body).toMatchObject({ name: 'Member Test', roleId: 'editor', permissions: preset('editor') });
    expect((await put({ roleId: 'analyst' })).body).toMatchObject({ roleId: 'analyst', role: 'USER', permissions: preset('analyst') });
    const picked = { PERM_RAPORTY: true, PERM_SMS: true, PERM_ANKIETA: false };
    expect((await put({ roleId: 'analyst', permissions: picked })).body).toMatchObject({
      roleId: 'custom',
      permissions: { PERM_RAPORTY: true, PERM_SMS: true },
    });
    expect((await put({ roleId: 'manager', permissions: preset('manager') })).body).toMatchObject({ roleId: 'manager' });
    // The map alone, unchanged, does not turn the role into "custom".
    expect((await put({ permissions: preset('manager') })).body).toMatchObject({ roleId: 'manager' });
    expect((await put({ permissions: { ...preset('manager'), PERM_SMS: false } })).body.roleId).toBe('custom');
    const admin = await session.call('POST', '/users/edit', { json: { id: m.id, roleId: 'administrator' } });
    expect(admin.body).toMatchObject({ id: m.id, roleId: 'administrator', role: 'ADMIN' });

    // The name is the user's own (issue 10): the account cannot change it.
    const bad = await put({ name: 'Renamed Person', roleId: 'editor' });
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { errors: [{ path: 'name', code: 'VALIDATION_UNKNOWN_FIELD' }] } });
    expect(await memberIn(session, m.id)).toMatchObject({ name: 'Member Test', roleId: 'administrator' });
    expect((await session.call('PUT', '/users/01NOSUCHUSER', { json: { roleId: 'editor' } })).body.code).toBe('USER_NOT_FOUND');
  });

  it('duplicates a member: a new invitee with the same role, permissions and teams', async () => {
    const { session } = await loggedIn();
    const team = (await session.call('POST', '/teams', { json: { name: 'Kreacja' } })).body;
    const source = await addMember(session, { roleId: 'checker', teamIds: [team.id] });
    const email = uniqueEmail('copy');
    const res = await session.call('POST', `/users/${source.id}/duplicate`, { json: { email, name: 'Copy Person' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email,
      name: 'Copy Person',
      roleId: 'checker',
      permissions: preset('checker'),
      teamIds: [team.id],
      activated: false,
    });
    await lastLink(email, '/recover');
    expect(
      (await session.call('POST', '/users/01NOSUCHUSER/duplicate', { json: { email: uniqueEmail('x'), name: 'Nobody' } })).body.code,
    ).toBe('USER_NOT_FOUND');
  });

  it('blocks and locks: the member’s next request is refused until undone', async () => {
    const { session } = await loggedIn();
    const m = await addAndLogin(session, { roleId: 'user' });
    expect((await m.session.call('GET', '/users/me')).status).toBe(200);

    expect((await session.call('PUT', `/users/${m.id}/active`, { json: { active: false } })).body).toMatchObject({ banned: true });
    expect(await m.session.call('GET', '/users/me')).toMatchObject({ status: 403, body: { code: 'AUTH_BANNED' } });
    expect((await session.call('PUT', `/users/${m.id}/active`, { json: { active: true } })).body).toMatchObject({ banned: false });
    expect((await m.session.call('GET', '/users/me')).status).toBe(200);

    expect((await session.call('PUT', `/users/${m.id}/lock`, { json: {} })).body).toMatchObject({ locked: true });
    expect(await m.session.call('GET', '/users/me')).toMatchObject({ status: 403, body: { code: 'AUTH_ACCOUNT_TEMPORARILY_LOCKED' } });
    expect((await session.call('PUT', `/users/${m.id}/lock`, { json: { locked: true } })).body).toMatchObject({ locked: true });
    expect((await session.call('PUT', `/users/${m.id}/lock`, { json: {} })).body).toMatchObject({ locked: false });
    expect((await m.session.call('GET', '/users/me')).status).toBe(200);
  });

  it('deletes several at once: partial success with per-id codes; none deleted answers the first error', async () => {
    const { session, account } = await loggedIn();
    const a = await addAndLogin(session);
    const b = await addMember(session);
    const res = await session.call('DELETE', '/users', { json: { ids: [a.id, account.userId, '01NOSUCHUSER', b.id] } });
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({
      deleted: [a.id, b.id],
      failed: [
        { id: account.userId, code: 'USER_CANNOT_DELETE_SELF' },
        { id: '01NOSUCHUSER', code: 'USER_NOT_FOUND' },
      ],
      code: 'USER_PARTIAL_SUCCESS',
    });
    expect((await members(session)).map((m) => m.id)).toEqual([account.userId]);
    expect((await a.session.call('GET', '/users/me')).status).toBe(403);

    expect(await session.call('DELETE', '/users', { json: { ids: [account.userId, '01NOSUCHUSER'] } })).toMatchObject({
      status: 403,
      body: { code: 'USER_CANNOT_DELETE_SELF' },
    });
    expect(await session.call('DELETE', '/users', { json: { ids: ['01NOSUCHUSER'] } })).toMatchObject({
      status: 404,
      body: { code: 'USER_NOT_FOUND' },
    });
    expect((await session.call('DELETE', '/users', { json: { ids: [] } })).body.code).toBe('VALIDATION_FAILED');
    expect((await session.call('DELETE', '/users', { json: { ids: [b.id, b.id] } })).body.code).toBe('VALIDATION_FAILED');
    // The freed places count again.
    await addMember(session);
    await addMember(session);
  });

  it('copies permissions from one member to another (role and map, not teams)', async () => {
    const { session } = await loggedIn();
    const team = (await session.call('POST', '/teams', { json: { name: 'Sprzedaż' } })).body;
    const source = await addMember(session, { roleId: 'developer', teamIds: [team.id] });
    const target = await addMember(session, { roleId: 'user' });
    const res = await session.call('POST', '/users/permissions/copy', { json: { sourceId: source.id, targetId: target.id } });
    expect(res.body).toMatchObject({ id: target.id, roleId: 'developer', permissions: preset('developer'), teamIds: [] });
    await session.call('PUT', `/users/${source.id}`, { json: { permissions: { PERM_RSS: true } } });
    expect(
      (await session.call('POST', '/users/permissions/copy', { json: { sourceId: source.id, targetId: target.id } })).body,
    ).toMatchObject({ roleId: 'custom', permissions: { PERM_RSS: true } });
    expect(
      (await session.call('POST', '/users/permissions/copy', { json: { sourceId: '01NOSUCHUSER', targetId: target.id } })).body.code,
    ).toBe('USER_NOT_FOUND');
  });

  it('sends a change-password e-mail (throttled), whose link sets a new password', async () => {
    const { session } = await loggedIn();
    const m = await addAndLogin(session);
    const before = (await mailsFor(m.email)).length;
    expect((await session.call('POST', `/users/${m.id}/send-change-password-email`, { json: {} })).body).toEqual({ ok: true });
    const again = await session.call('POST', `/users/${m.id}/send-change-password-email`, { json: {} });
    expect(again).toMatchObject({ status: 429, body: { code: 'AUTH_EMAIL_SENT_RECENTLY' } });
    const mails = await mailsFor(m.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('Zmień hasło w Gońcu');

    const token = tokenOf(linkIn(mails.at(-1)!, '/recover'));
    const api = new ApiSession();
    expect(
      (await api.call('POST', '/auth/recover', { json: { token, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD } })).status,
    ).toBe(200);
    await api.login({ email: m.email, password: NEW_PASSWORD });
    expect((await api.call('POST', '/auth/login', { json: { email: m.email, password: TEST_PASSWORD } })).body.code).toBe(
      'AUTH_INVALID_CREDENTIALS',
    );
  });

  it('logs a member out: their session gets 401, and they can sign in again', async () => {
    const { session } = await loggedIn();
    const m = await addAndLogin(session);
    expect((await session.call('POST', `/users/${m.id}/logout`, { json: {} })).body).toEqual({ ok: true });
    expect(await m.session.call('GET', '/users/me')).toMatchObject({ status: 401, body: { code: 'AUTH_SESSION_EXPIRED' } });
    expect((await session.call('GET', '/users/me')).status).toBe(200);
    await m.session.login({ email: m.email, password: TEST_PASSWORD });
    expect((await m.session.call('GET', '/users/me')).status).toBe(200);
  });
});
