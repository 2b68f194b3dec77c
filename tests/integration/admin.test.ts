import { describe, expect, it } from 'vitest';
import { DeleteMessageCommand, ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { buildPath, routes, type RouteDef } from '@shared/api-routes';
import { ApiSession, createTestAccount, loggedIn, type TestAccount } from './helpers';
import { addAndLogin, addMember, members, setPlan } from './users-helpers';
import { QUEUES } from '@infra/resources';
import { keysFor } from '@functions/data/keys';

const { sqs } = await import('@functions/platform/aws');
const { adminRepository } = await import('@functions/admin/repository');
const { ENV } = await import('@infra/resources');

const adminLines = (Object.entries(routes) as [string, RouteDef][]).filter(([, def]) => def.superAdmin);

/** A platform super administrator (scripts/grant-super-admin.mjs does the same), signed in. */
async function superAdmin(): Promise<{ session: ApiSession; account: TestAccount }> {
  const signedIn = await loggedIn();
  expect(await adminRepository.setPlatformRole(signedIn.account.email, 'SUPER_ADMIN')).toMatchObject({ role: 'SUPER_ADMIN' });
  return signedIn;
}

const counts = async (admin: ApiSession): Promise<Record<string, any>> => {
  const res = await admin.call('GET', '/admin/queues');
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body.items as any[]).map((q) => [q.id, q]));
};

describe('admin zone: who may enter', () => {
  it('does not exist for anyone but a super administrator, even an account owner holding every permission', async () => {
    expect(adminLines.length).toBeGreaterThanOrEqual(6);
    const { session } = await loggedIn();
    for (const [id, def] of adminLines) {
      expect(def, id).toMatchObject({ auth: 'session', permission: null });
      const res = await session.call(def.method, buildPath(def.path, { id: 'x' }), def.method === 'GET' ? {} : { json: {} });
      expect({ id, status: res.status, body: res.body }).toEqual({ id, status: 404, body: { code: 'RESOURCE_NOT_FOUND' } });
    }
    // Without a session it asks for one, like every other session route.
    expect((await new ApiSession().call('GET', '/admin/accounts')).status).toBe(401);
  });

  it('opens when the role is granted and closes again when it is taken back', async () => {
    const { session, account } = await superAdmin();
    expect((await session.call('GET', '/admin/queues')).status).toBe(200);
    expect((await session.call('GET', '/users/me')).body.role).toBe('SUPER_ADMIN');
    await adminRepository.setPlatformRole(account.email, 'USER');
    expect((await session.call('GET', '/admin/queues')).body.code).toBe('RESOURCE_NOT_FOUND');
    expect(await adminRepository.setPlatformRole('nobody-here@example.com', 'SUPER_ADMIN')).toBeUndefined();
  });
});

describe('admin zone: accounts', () => {
  it('lists every account newest first, pages with a cursor and finds one by the start of its name', async () => {
    const { session: admin } = await superAdmin();
    const target = await createTestAccount();
    const first = await admin.call('GET', '/admin/accounts', { query: { limit: '5' } });
    expect(first.status).toBe(200);
    expect(first.body.items[0]).toEqual({
      id: target.accountId,
      name: `Test ${target.accountId}`,
      plan: 'trial',
      ownerId: target.userId,
      ownerEmail: target.email,
      createdAt: expect.any(String),
      trialEndsAt: expect.any(String),
      memberCount: 1,
    });
    const created = (first.body.items as any[]).map((a) => a.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const one = await admin.call('GET', '/admin/accounts', { query: { limit: '1' } });
    const two = await admin.call('GET', '/admin/accounts', { query: { limit: '1', cursor: one.body.cursor } });
    expect(one.body.items[0].id).toBe(target.accountId);
    expect(two.body.items[0].id).toBe(first.body.items[1].id);

    const found = await admin.call('GET', '/admin/accounts', { query: { q: `  TEST ${target.accountId.toLowerCase()}` } });
    expect(found.body).toEqual({ items: [expect.objectContaining({ id: target.accountId })] });
    expect((await admin.call('GET', '/admin/accounts', { query: { q: 'no account is called like this' } })).body).toEqual({ items: [] });

    // A cursor of another list, or a forged one, is refused.
    const feedbackCursor = Buffer.from(
      JSON.stringify({ ...keysFor('x', 2).feedback('x'), ...keysFor('x', 2).feedbackListEntry('x') }),
    ).toString('base64url');
    const forged = await admin.call('GET', '/admin/accounts', { query: { cursor: feedbackCursor } });
    expect(forged).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', params: { reason: 'cursor' } } });
    expect((await admin.call('GET', '/admin/accounts', { query: { limit: '500' } })).body.code).toBe('VALIDATION_FAILED');
  });

  it('shows an account with its members and config, and changes its plan (the limits follow at once)', async () => {
    const { session: admin } = await superAdmin();
    const owner = await loggedIn();
    const member = await addAndLogin(owner.session, { roleId: 'editor' });
    const details = await admin.call('GET', `/admin/accounts/${owner.account.accountId}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      id: owner.account.accountId,
      plan: 'trial',
      ownerEmail: owner.account.email,
      memberCount: 2,
      config: { blacklist_enabled: true },
      limits: { users: 3 },
    });
    expect(details.body.members).toEqual([
      expect.objectContaining({
        userId: owner.account.userId,
        email: owner.account.email,
        role: 'ADMIN',
        owner: true,
        banned: false,
        locked: false,
        platformRole: 'USER',
        addedAt: expect.any(String),
      }),
      expect.objectContaining({ userId: member.id, email: member.email, role: 'USER', roleId: 'editor', owner: false, activated: true }),
    ]);
    expect((await admin.call('GET', '/admin/accounts/01NOSUCHACCOUNT')).body.code).toBe('ACCOUNT_NOT_FOUND');

    const before = (await owner.session.call('GET', '/users/me')).body;
    expect(before.permissions.limits.users).toBe(3);
    const changed = await admin.call('PUT', `/admin/accounts/${owner.account.accountId}/plan`, { json: { plan: 'premium' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ plan: 'premium', limits: { users: 100 } });
    const after = (await owner.session.call('GET', '/users/me')).body;
    expect(after.account.plan).toBe('premium');
    expect(after.permissions.limits).toMatchObject({ users: 100, subscribers: 1_000_000 });

    const wrong = await admin.call('PUT', `/admin/accounts/${owner.account.accountId}/plan`, { json: { plan: 'gold' } });
    expect(wrong.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { errors: [{ path: 'plan', code: 'VALIDATION_INVALID_VALUE' }] },
    });
    expect((await admin.call('PUT', '/admin/accounts/01NOSUCHACCOUNT/plan', { json: { plan: 'standard' } })).body.code).toBe(
      'ACCOUNT_NOT_FOUND',
    );
  });

  it('turns an account’s blacklist off and on; its routes close and open on the members’ next request', async () => {
    const { session: admin } = await superAdmin();
    const owner = await loggedIn();
    const accountId = owner.account.accountId;
    expect((await owner.session.call('GET', '/blacklist', { query: { type: 'email' } })).status).toBe(200);

    const off = await admin.call('PUT', `/admin/accounts/${accountId}/config`, { json: { blacklist_enabled: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: accountId, config: { blacklist_enabled: false } });
    expect((await owner.session.call('GET', '/users/me')).body.permissions.config.blacklist_enabled).toBe(false);
    expect((await owner.session.call('GET', '/blacklist', { query: { type: 'email' } })).body.code).toBe('FEATURE_NOT_ENABLED');

    await admin.call('PUT', `/admin/accounts/${accountId}/config`, { json: { blacklist_enabled: true } });
    expect((await owner.session.call('GET', '/blacklist', { query: { type: 'email' } })).status).toBe(200);
    // The rest of the account is untouched.
    expect((await admin.call('GET', `/admin/accounts/${accountId}`)).body).toMatchObject({ plan: 'trial', name: `Test ${accountId}` });

    const wrong = await admin.call('PUT', `/admin/accounts/${accountId}/config`, { json: { blacklist_enabled: 'yes' } });
    expect(wrong.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { errors: [{ path: 'blacklist_enabled' }] } });
    expect((await admin.call('PUT', '/admin/accounts/01NOSUCHACCOUNT/config', { json: { blacklist_enabled: true } })).body.code).toBe(
      'ACCOUNT_NOT_FOUND',
    );
  });

  it('logs out every member of an account; other accounts and the super administrator stay signed in', async () => {
    const { session: admin } = await superAdmin();
    const owner = await loggedIn();
    const member = await addAndLogin(owner.session, { roleId: 'editor' });
    const bystander = await loggedIn();
    expect((await member.session.call('GET', '/users/me')).status).toBe(200);

    const res = await admin.call('POST', `/admin/accounts/${owner.account.accountId}/logout`, { json: {} });
    expect(res).toMatchObject({ status: 200, body: { members: 2 } });
    for (const session of [owner.session, member.session]) {
      expect((await session.call('GET', '/users/me')).status).toBe(401);
      // The refresh secret died with the session, so the web app goes to login.
      expect((await session.call('POST', '/auth/refresh', { json: {} })).status).toBe(401);
    }
    expect((await bystander.session.call('GET', '/users/me')).status).toBe(200);
    expect((await admin.call('GET', '/admin/queues')).status).toBe(200);
    expect((await admin.call('POST', '/admin/accounts/01NOSUCHACCOUNT/logout', { json: {} })).body.code).toBe('ACCOUNT_NOT_FOUND');
  });

  it('keeps the super administrator’s own current session when they log out their own account', async () => {
    const { session: admin, account } = await superAdmin();
    const elsewhere = new ApiSession();
    await elsewhere.login(account);
    expect((await admin.call('POST', `/admin/accounts/${account.accountId}/logout`, { json: {} })).body).toEqual({ members: 1 });
    expect((await admin.call('GET', '/users/me')).status).toBe(200);
    expect((await elsewhere.call('GET', '/users/me')).status).toBe(401);
  });
});

describe('admin zone: account members', () => {
  it('deletes an account’s administrator, which its own administrators may not; never the creator or the last administrator', async () => {
    const { session: operator, account: operatorAccount } = await superAdmin();
    const owner = await loggedIn();
    const accountId = owner.account.accountId;
    await setPlan(accountId, 'standard');
    const admin = await addAndLogin(owner.session, { roleId: 'administrator' });
    const editor = await addMember(owner.session, { roleId: 'editor' });
    const path = `/admin/accounts/${accountId}/members`;

    // In the account: the administrator cannot delete the other administrator, only the editor.
    expect(await admin.session.call('DELETE', '/users', { json: { ids: [owner.account.userId] } })).toMatchObject({
      status: 403,
      body: { code: 'USER_OWNER_PROTECTED' },
    });
    const peer = await addMember(owner.session, { roleId: 'administrator' });
    expect(await admin.session.call('DELETE', '/users', { json: { ids: [peer.id] } })).toMatchObject({
      status: 403,
      body: { code: 'USER_ADMIN_DELETE_SUPER_ADMIN_ONLY' },
    });
    expect((await admin.session.call('DELETE', '/users', { json: { ids: [editor.id] } })).body).toEqual({
      deleted: [editor.id],
      failed: [],
    });
    // Nor may they reach the admin zone's route: it does not exist for them.
    expect(await admin.session.call('DELETE', path, { json: { ids: [peer.id] } })).toMatchObject({
      status: 404,
      body: { code: 'RESOURCE_NOT_FOUND' },
    });
    expect(await owner.session.call('DELETE', path, { json: { ids: [peer.id] } })).toMatchObject({
      status: 404,
      body: { code: 'RESOURCE_NOT_FOUND' },
    });
    expect((await members(owner.session)).map((m) => m.id).sort()).toEqual([owner.account.userId, admin.id, peer.id].sort());

    // The super administrator deletes the administrator; the creator stays, with a reason.
    const res = await operator.call('DELETE', path, { json: { ids: [peer.id, owner.account.userId] } });
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({
      deleted: [peer.id],
      failed: [{ id: owner.account.userId, code: 'USER_OWNER_PROTECTED' }],
      code: 'USER_PARTIAL_SUCCESS',
    });
    const details = (await operator.call('GET', `/admin/accounts/${accountId}`)).body;
    expect(details.members.map((m: { userId: string }) => m.userId).sort()).toEqual([owner.account.userId, admin.id].sort());

    // The last administrator who can sign in stays even for a super administrator.
    expect((await admin.session.call('PUT', `/users/${owner.account.userId}`, { json: { roleId: 'editor' } })).body.role).toBe('USER');
    expect(await operator.call('DELETE', path, { json: { ids: [admin.id] } })).toMatchObject({
      status: 409,
      body: { code: 'USER_LAST_ADMIN' },
    });
    expect((await admin.session.call('GET', '/users/me')).status).toBe(200);

    // Unknown members and accounts read as not found; a member of another account is unknown here.
    expect((await operator.call('DELETE', path, { json: { ids: [operatorAccount.userId] } })).body.code).toBe('USER_NOT_FOUND');
    expect((await operator.call('DELETE', '/admin/accounts/01NOSUCHACCOUNT/members', { json: { ids: [admin.id] } })).body.code).toBe(
      'ACCOUNT_NOT_FOUND',
    );
    expect((await operator.call('DELETE', path, { json: { ids: [] } })).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('admin zone: queues', () => {
  it('shows each work queue and its dead-letter queue with their message counts', async () => {
    const { session: admin } = await superAdmin();
    const start = await counts(admin);
    expect(Object.keys(start).sort()).toEqual(QUEUES.map((q) => q.id).sort());
    for (const q of Object.values(start)) {
      expect(q.dlq).toMatchObject({ name: `${q.name}-dlq` });
      expect(q.maxReceiveCount).toBeGreaterThan(0);
    }

    // A message on the plan queue: visible, then in flight once received, then gone.
    const planUrl = process.env[ENV.planQueueUrl]!;
    await sqs().send(new SendMessageCommand({ QueueUrl: planUrl, MessageBody: '{"admin-test":true}' }));
    expect((await counts(admin)).plan.counts.visible).toBe(start.plan.counts.visible + 1);
    const received = await sqs().send(new ReceiveMessageCommand({ QueueUrl: planUrl, MaxNumberOfMessages: 1, VisibilityTimeout: 60 }));
    const inFlight = (await counts(admin)).plan.counts;
    expect(inFlight).toMatchObject({ visible: start.plan.counts.visible, inFlight: start.plan.counts.inFlight + 1 });
    await sqs().send(new DeleteMessageCommand({ QueueUrl: planUrl, ReceiptHandle: received.Messages![0]!.ReceiptHandle! }));
    expect((await counts(admin)).plan.counts).toEqual(start.plan.counts);

    // A message in the send queue's DLQ (found through the queue's redrive policy).
    const dlqUrl = planUrl.replace(/plan$/, 'send-dlq');
    await sqs().send(new SendMessageCommand({ QueueUrl: dlqUrl, MessageBody: 'dead' }));
    expect((await counts(admin)).send.dlq.counts.visible).toBe(start.send.dlq.counts.visible + 1);
    const dead = await sqs().send(new ReceiveMessageCommand({ QueueUrl: dlqUrl, MaxNumberOfMessages: 10 }));
    for (const m of dead.Messages ?? []) await sqs().send(new DeleteMessageCommand({ QueueUrl: dlqUrl, ReceiptHandle: m.ReceiptHandle! }));
  });

  it('answers 503 ADMIN_QUEUE_UNAVAILABLE naming the queue it cannot read', async () => {
    const { session: admin } = await superAdmin();
    const real = process.env[ENV.sendQueueUrl]!;
    process.env[ENV.sendQueueUrl] = real.replace(/send$/, 'no-such-queue');
    try {
      const res = await admin.call('GET', '/admin/queues');
      expect(res).toMatchObject({ status: 503, body: { code: 'ADMIN_QUEUE_UNAVAILABLE', params: { queue: 'send' } } });
    } finally {
      process.env[ENV.sendQueueUrl] = real;
    }
  });
});

describe('admin zone: feedback', () => {
  it('lists the users’ feedback newest first with its account, paginated', async () => {
    const { session: admin } = await superAdmin();
    const user = await loggedIn();
    const messages = [`Pierwsza uwaga ${user.account.accountId}`, `Druga uwaga ${user.account.accountId}`];
    for (const message of messages) {
      expect(
        (
          await user.session.call('POST', '/users/me/feedback', {
            json: { category: 'idea', message, ua: 'vitest', resolution: '1366x900', url: 'https://goniec.test/' },
          })
        ).status,
      ).toBe(201);
    }
    const page = await admin.call('GET', '/admin/feedback', { query: { limit: '1' } });
    expect(page.status).toBe(200);
    expect(page.body.items).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        accountId: user.account.accountId,
        accountName: `Test ${user.account.accountId}`,
        userId: user.account.userId,
        email: user.account.email,
        category: 'idea',
        message: messages[1],
        ua: 'vitest',
        resolution: '1366x900',
        url: 'https://goniec.test/',
      },
    ]);
    const next = await admin.call('GET', '/admin/feedback', { query: { limit: '1', cursor: page.body.cursor } });
    expect(next.body.items[0].message).toBe(messages[0]);
  });
});
