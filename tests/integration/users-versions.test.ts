import { describe, expect, it } from 'vitest';
import type { MailingState } from '@shared/constants';
import { ulid } from 'ulid';
import { loggedIn, type ApiSession } from './helpers';
import { addAndLogin, memberIn, setPlan } from './users-helpers';

const { mailingsRepository } = await import('@functions/mailings/repository');
const { rolesRepository } = await import('@functions/roles/repository');

/** Spec sections 3 and 6: a role grants access to working and ready versions, enforced on mailings. */

const BOTH = { mailing: { working: true, ready: true } };
const WORKING = { mailing: { working: true, ready: false } };
const READY = { mailing: { working: false, ready: true } };
/** Enough to reach every mailing route; the versions then decide. */
const MAILING_KEYS = { PERM_MNOWY: true, PERM_MWYSYL: true, PERM_MARCH: true };
const content = (name: string) => ({ name, subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>' });

const saveRole = async (session: ApiSession, json: object) => {
  const res = await session.call('POST', '/users/permissions', { json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

/** A mailing the owner creates, then moved to `state` directly (no route marks a mailing ready). */
async function mailing(session: ApiSession, accountId: string, name: string, state: MailingState = 'working'): Promise<{ id: string }> {
  const created = (await session.call('POST', '/mailings', { json: content(name) })).body;
  if (state !== 'working')
    expect(await mailingsRepository.transition(accountId, created.id, ['working'], state, { at: new Date().toISOString() })).toBe(true);
  return created;
}

const listed = async (session: ApiSession, limit?: number) => {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const res = await session.call('GET', '/mailings', {
      query: { ...(limit ? { limit: String(limit) } : {}), ...(cursor ? { cursor } : {}) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (limit) expect(res.body.items.length).toBeLessThanOrEqual(limit);
    names.push(...res.body.items.map((m: { name: string }) => m.name));
    cursor = res.body.cursor;
  } while (cursor);
  return names;
};

describe('roles: working and ready versions', () => {
  it('round-trip through the API: given, defaulted to both, forced to both by full access, and carried to holders and /users/me', async () => {
    const { session } = await loggedIn();
    const presets = (await session.call('GET', '/users/permissions')).body.items as { id: string; versions: unknown }[];
    expect(presets.find((r) => r.id === 'analyst')?.versions).toEqual(READY);
    expect(presets.find((r) => r.id === 'editor')?.versions).toEqual(BOTH);
    expect(presets.find((r) => r.id === 'invoice')?.versions).toEqual({ mailing: { working: false, ready: false } });

    const drafts = await saveRole(session, { name: 'Szkice', permissions: MAILING_KEYS, versions: WORKING });
    expect(drafts).toMatchObject({ name: 'Szkice', fullAccess: false, versions: WORKING });
    // A client from before version access sends none: both, like a stored role without them.
    expect((await saveRole(session, { name: 'Stara', permissions: {} })).versions).toEqual(BOTH);
    expect(
      (
        await saveRole(session, {
          name: 'Pełna',
          permissions: {},
          fullAccess: true,
          versions: { mailing: { working: false, ready: false } },
        })
      ).versions,
    ).toEqual(BOTH);
    const bad = await session.call('POST', '/users/permissions', {
      json: { name: 'Zła', permissions: {}, versions: { sms: { working: true, ready: true } } },
    });
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const partial = await session.call('POST', '/users/permissions', {
      json: { name: 'Zła', permissions: {}, versions: { mailing: { working: true } } },
    });
    expect(partial.body.code).toBe('VALIDATION_FAILED');

    const holder = await addAndLogin(session, { roleId: drafts.id });
    expect(await memberIn(session, holder.id)).toMatchObject({ roleId: drafts.id, versions: WORKING });
    expect((await holder.session.call('GET', '/users/me')).body.permissions.versions).toEqual(WORKING);
    // The owner's membership predates version access (no field stored): both.
    expect((await session.call('GET', '/users/me')).body.permissions.versions).toEqual(BOTH);

    // Editing the role reaches its holder at once; the listed role shows the new versions.
    expect(
      (
        await session.call('PUT', `/users/permissions/${drafts.id}`, {
          json: { name: 'Szkice', permissions: MAILING_KEYS, versions: READY },
        })
      ).body.versions,
    ).toEqual(READY);
    expect((await holder.session.call('GET', '/users/me')).body.permissions.versions).toEqual(READY);
    expect(
      ((await session.call('GET', '/users/permissions')).body.items as { id: string; versions: unknown }[]).find((r) => r.id === drafts.id)
        ?.versions,
    ).toEqual(READY);

    // A hand-picked map keeps the versions the member had (it turns them custom, never wider).
    expect(
      (await session.call('PUT', `/users/${holder.id}`, { json: { permissions: { ...MAILING_KEYS, PERM_RAPORTY: true } } })).body,
    ).toMatchObject({ roleId: 'custom', versions: READY });
  });

  it('keeps a custom role stored before version access working, granting both', async () => {
    const { session, account } = await loggedIn();
    const id = ulid();
    expect(
      await rolesRepository.create(account.accountId, {
        id,
        name: 'Dawna',
        fullAccess: false,
        permissions: MAILING_KEYS,
        createdAt: new Date().toISOString(),
      }),
    ).toBe(true);
    const roles = (await session.call('GET', '/users/permissions')).body.items as { id: string; versions: unknown }[];
    expect(roles.find((r) => r.id === id)?.versions).toEqual(BOTH);
    const holder = await addAndLogin(session, { roleId: id });
    await mailing(session, account.accountId, 'Szkic');
    await mailing(session, account.accountId, 'Gotowy', 'ready');
    expect((await listed(holder.session)).sort()).toEqual(['Gotowy', 'Szkic']);
  });

  it('working versions only: sees and edits drafts, creates them, but neither sees nor sends ready ones', async () => {
    const { session, account } = await loggedIn();
    const draft = await mailing(session, account.accountId, 'Szkic');
    const ready = await mailing(session, account.accountId, 'Gotowy', 'ready');
    await mailing(session, account.accountId, 'Wysłany', 'sent');
    const role = await saveRole(session, { name: 'Robocze', permissions: MAILING_KEYS, versions: WORKING });
    const { session: w } = await addAndLogin(session, { roleId: role.id });

    expect(await listed(w)).toEqual(['Szkic']);
    expect(await w.call('GET', `/mailings/${ready.id}`)).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
    expect(await w.call('PUT', `/mailings/${ready.id}`, { json: content('Przejęty') })).toMatchObject({
      status: 403,
      body: { code: 'PERMISSION_DENIED' },
    });
    expect(await w.call('POST', `/mailings/${ready.id}/send`, { json: {} })).toMatchObject({
      status: 403,
      body: { code: 'PERMISSION_DENIED' },
    });

    expect(await w.call('PUT', `/mailings/${draft.id}`, { json: content('Szkic 2') })).toMatchObject({
      status: 200,
      body: { name: 'Szkic 2', state: 'working' },
    });
    // Sending takes the draft past working: that needs ready versions.
    expect(await w.call('POST', `/mailings/${draft.id}/send`, { json: {} })).toMatchObject({
      status: 403,
      body: { code: 'PERMISSION_DENIED', params: { version: 'ready' } },
    });
    expect((await session.call('GET', `/mailings/${draft.id}`)).body.state).toBe('working');
    expect(await w.call('POST', '/mailings', { json: content('Nowy') })).toMatchObject({ status: 201, body: { state: 'working' } });
    expect((await session.call('GET', `/mailings/${ready.id}`)).body.name).toBe('Gotowy');
  });

  it('ready versions only: cannot create, see or edit drafts; sees, edits and sends ready ones', async () => {
    const { session, account } = await loggedIn();
    const draft = await mailing(session, account.accountId, 'Szkic');
    const ready = await mailing(session, account.accountId, 'Gotowy', 'ready');
    await mailing(session, account.accountId, 'Wysłany', 'sent');
    const role = await saveRole(session, { name: 'Gotowe', permissions: MAILING_KEYS, versions: READY });
    const { session: r } = await addAndLogin(session, { roleId: role.id });

    expect(await listed(r)).toEqual(['Wysłany', 'Gotowy']);
    expect(await r.call('POST', '/mailings', { json: content('Nowy') })).toMatchObject({
      status: 403,
      body: { code: 'PERMISSION_DENIED', params: { version: 'working' } },
    });
    expect(await r.call('GET', `/mailings/${draft.id}`)).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
    expect(await r.call('PUT', `/mailings/${draft.id}`, { json: content('Przejęty') })).toMatchObject({
      status: 403,
      body: { code: 'PERMISSION_DENIED' },
    });
    expect(await r.call('POST', `/mailings/${draft.id}/send`, { json: {} })).toMatchObject({
      status: 403,
      body: { code: 'PERMISSION_DENIED' },
    });
    expect((await session.call('GET', `/mailings/${draft.id}`)).body).toMatchObject({ name: 'Szkic', state: 'working' });

    expect(await r.call('PUT', `/mailings/${ready.id}`, { json: content('Gotowy 2') })).toMatchObject({
      status: 200,
      body: { name: 'Gotowy 2', state: 'ready' },
    });
    expect(await r.call('POST', `/mailings/${ready.id}/send`, { json: {} })).toMatchObject({ status: 202, body: { state: 'planned' } });
    expect((await r.call('GET', `/mailings/${ready.id}`)).status).toBe(200);
  });

  it('full access sees every state; a filtered list pages through only what the role reaches', async () => {
    const { session, account } = await loggedIn();
    await setPlan(account.accountId, 'premium');
    // Newest first: ready ones around and between the drafts, so filtered pages must skip them.
    for (const [name, state] of [
      ['r1', 'ready'],
      ['w1', 'working'],
      ['r2', 'sent'],
      ['r3', 'failed'],
      ['w2', 'working'],
      ['r4', 'planned'],
    ] as const) {
      await mailing(session, account.accountId, name, state);
    }
    expect(await listed(session)).toEqual(['r4', 'w2', 'r3', 'r2', 'w1', 'r1']);
    const full = await saveRole(session, {
      name: 'Wszystko',
      permissions: {},
      fullAccess: true,
      versions: { mailing: { working: false, ready: false } },
    });
    const { session: f } = await addAndLogin(session, { roleId: full.id });
    expect(await listed(f, 2)).toEqual(['r4', 'w2', 'r3', 'r2', 'w1', 'r1']);

    const { session: w } = await addAndLogin(session, {
      roleId: (await saveRole(session, { name: 'Robocze', permissions: MAILING_KEYS, versions: WORKING })).id,
    });
    expect(await listed(w, 1)).toEqual(['w2', 'w1']);
    expect(await listed(w, 5)).toEqual(['w2', 'w1']);
    const { session: r } = await addAndLogin(session, {
      roleId: (await saveRole(session, { name: 'Gotowe', permissions: MAILING_KEYS, versions: READY })).id,
    });
    expect(await listed(r, 3)).toEqual(['r4', 'r3', 'r2', 'r1']);
    const { session: none } = await addAndLogin(session, {
      roleId: (
        await saveRole(session, { name: 'Żadne', permissions: MAILING_KEYS, versions: { mailing: { working: false, ready: false } } })
      ).id,
    });
    expect(await listed(none)).toEqual([]);
  });

  it('offers the dashboard’s new-mailing action only with working versions', async () => {
    const { session, account } = await loggedIn();
    // Three more users than the trial's limit allows.
    await setPlan(account.accountId, 'premium');
    const quickActions = async (versions: object) => {
      const role = await saveRole(session, { name: `Wersje ${ulid()}`, permissions: MAILING_KEYS, versions });
      const { session: holder } = await addAndLogin(session, { roleId: role.id });
      return (await holder.call('GET', '/users/dashboards')).body.quickActions;
    };
    expect(await quickActions(BOTH)).toEqual(['newMailing']);
    expect(await quickActions(WORKING)).toEqual(['newMailing']);
    expect(await quickActions(READY)).toEqual([]);
  });
});
