import { describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { SENDERS_MAX, TAGS_MAX, TEST_GROUPS_MAX } from '@shared/rules/predefined';
import { loggedIn, type ApiSession } from './helpers';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { tenant } = await import('@functions/data/tenant');
const { domainsService } = await import('@functions/domains/service');

const SENDERS = '/settings/company/senders';
const GROUPS = '/settings/company/test-groups';
const TAGS = '/settings/company/tags';
const AT_ONCE = 6;

type Kind = 'senders' | 'testGroups' | 'tags';

const counterKey = async (accountId: string, kind: Kind) => (await tenant(accountId)).predefinedCount(kind);
const counterOf = async (accountId: string, kind: Kind) =>
  (await dynamo().send(new GetCommand({ TableName: config.appTable, Key: await counterKey(accountId, kind), ConsistentRead: true }))).Item
    ?.count as number | undefined;
/** An account from before the counter: its items are there, its counter item is not. */
const forgetCounter = async (accountId: string, kind: Kind) =>
  dynamo().send(new DeleteCommand({ TableName: config.appTable, Key: await counterKey(accountId, kind) }));

async function addMany(session: ApiSession, path: string, n: number, body: (i: number) => Record<string, unknown>) {
  for (let i = 0; i < n; i++) {
    const res = await session.call('POST', path, { json: body(i) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

/** `AT_ONCE` adds fired together at an account one below the limit: exactly one gets in, the others get the limit's refusal. */
async function raceToLimit(session: ApiSession, path: string, body: (i: number) => Record<string, unknown>, limit: Kind, max: number) {
  const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => session.call('POST', path, { json: body(1000 + i) })));
  expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
  const refused = answers.filter((a) => a.status !== 201);
  expect(refused.map((a) => ({ status: a.status, body: a.body }))).toEqual(
    Array.from({ length: AT_ONCE - 1 }, () => ({ status: 403, body: { code: 'FEATURE_LIMIT_REACHED', params: { limit, max } } })),
  );
  expect((await session.call('GET', path)).body.items).toHaveLength(max);
}

const group = (i: number) => ({ name: `Grupa ${i}`, emails: [`g${i}@example.com`], gsms: [] });
const tag = (i: number) => ({ name: `Tag ${i}`, values: [] });

describe('the limits of predefined senders, test groups and tags', () => {
  it('hold when adds come at the same moment, and a delete gives its place back', async () => {
    const { session, account } = await loggedIn();
    await addMany(session, GROUPS, TEST_GROUPS_MAX - 1, group);
    expect(await counterOf(account.accountId, 'testGroups')).toBe(TEST_GROUPS_MAX - 1);
    await raceToLimit(session, GROUPS, group, 'testGroups', TEST_GROUPS_MAX);
    expect(await counterOf(account.accountId, 'testGroups')).toBe(TEST_GROUPS_MAX);
    // A full kind is said before a taken name.
    const twin = await session.call('POST', GROUPS, { json: group(0) });
    expect(twin.body).toEqual({ code: 'FEATURE_LIMIT_REACHED', params: { limit: 'testGroups', max: TEST_GROUPS_MAX } });

    const [first] = (await session.call('GET', GROUPS)).body.items as { id: string }[];
    expect((await session.call('DELETE', `${GROUPS}/${first!.id}`)).status).toBe(200);
    expect(await counterOf(account.accountId, 'testGroups')).toBe(TEST_GROUPS_MAX - 1);
    expect((await session.call('POST', GROUPS, { json: group(2000) })).status).toBe(201);
    expect((await session.call('POST', GROUPS, { json: group(2001) })).status).toBe(403);
  });

  it('count an account’s existing items the first time, whether that first write adds or deletes', async () => {
    const { session, account } = await loggedIn();
    await addMany(session, TAGS, TAGS_MAX - 1, tag);
    await forgetCounter(account.accountId, 'tags');
    await raceToLimit(session, TAGS, tag, 'tags', TAGS_MAX);
    expect(await counterOf(account.accountId, 'tags')).toBe(TAGS_MAX);

    // The first write a counter-less account makes is a delete: the counter starts from the listing, then goes down.
    await forgetCounter(account.accountId, 'tags');
    const [first] = (await session.call('GET', TAGS)).body.items as { id: string }[];
    expect((await session.call('DELETE', `${TAGS}/${first!.id}`)).status).toBe(200);
    expect(await counterOf(account.accountId, 'tags')).toBe(TAGS_MAX - 1);
    expect((await session.call('POST', TAGS, { json: tag(3000) })).status).toBe(201);
    const over = await session.call('POST', TAGS, { json: tag(3001) });
    expect(over.body).toEqual({ code: 'FEATURE_LIMIT_REACHED', params: { limit: 'tags', max: TAGS_MAX } });
  });

  it('hold for senders too, the counter made from an older account’s senders', async () => {
    const { session, account } = await loggedIn();
    const domain = `limits-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.example.com`;
    expect((await session.call('POST', '/settings/company/domains', { json: { domain } })).status).toBe(201);
    const before = process.env.GONIEC_DEV_TOOLS;
    process.env.GONIEC_DEV_TOOLS = 'true';
    try {
      await domainsService.markVerifiedLocally(account.accountId, domain);
    } finally {
      if (before === undefined) delete process.env.GONIEC_DEV_TOOLS;
      else process.env.GONIEC_DEV_TOOLS = before;
    }
    const sender = (i: number) => ({ name: `Nadawca ${i}`, fromEmail: `n${i}@${domain}`, replyTo: '', isDefault: false });
    await addMany(session, SENDERS, SENDERS_MAX - 1, sender);
    await forgetCounter(account.accountId, 'senders');
    await raceToLimit(session, SENDERS, sender, 'senders', SENDERS_MAX);
    expect(await counterOf(account.accountId, 'senders')).toBe(SENDERS_MAX);
    const items = (await session.call('GET', SENDERS)).body.items as { id: string; isDefault: boolean }[];
    const notDefault = items.find((s) => !s.isDefault)!;
    expect((await session.call('DELETE', `${SENDERS}/${notDefault.id}`)).status).toBe(200);
    expect(await counterOf(account.accountId, 'senders')).toBe(SENDERS_MAX - 1);
  });
});
