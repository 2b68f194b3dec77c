import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPath, routes } from '@shared/api-routes';
import { loggedIn, type ApiSession } from './helpers';
import { oneOfEach, STATUS_TREE, type Ids } from './sweep-resources';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { isPlatformKey } = await import('@functions/data/keys');
const { tenant } = await import('@functions/data/tenant');

/**
 * The key registry's account binding, seen from the database's side: every command the code sends
 * while one account works (its API calls, and the workers that run its jobs) is intercepted, and
 * every key it names is either the platform's (data/keys/platform.ts) or names that account, the
 * same one for every key of a command. Nothing names an account the run was not about, even when
 * the caller hands the API another account's real ids.
 */

interface Sent {
  command: string;
  /** An account the command creates (its record put in a transaction: registration, a test's fixture). */
  creates?: string;
  /** Partition keys of the table and of the indexes (pk, gsi1pk, dueShard), wherever the command names one. */
  partitions: string[];
  /** gsi1 sort keys that name an account (the user's index: `ACC#<account>`, `INV#<account>`). */
  indexRefs: string[];
}

const PARTITION_ATTRIBUTES = new Set(['pk', 'gsi1pk', 'dueShard']);

/** Every key a command names: in items, keys, start keys, transactions and batches, and in key conditions and updates by placeholder. */
function keysOf(name: string, input: Record<string, unknown>): Sent {
  const sent: Sent = { command: name, partitions: [], indexRefs: [] };
  const record = (input.TransactItems as { Put?: { Item?: Record<string, unknown> } }[] | undefined)?.find(
    (t) => t.Put?.Item?.sk === 'ACCOUNT',
  )?.Put?.Item;
  if (record) sent.creates = String(record.id);
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string' && PARTITION_ATTRIBUTES.has(key)) sent.partitions.push(inner);
      else if (typeof inner === 'string' && key === 'gsi1sk' && /^(ACC|INV)#/.test(inner)) sent.indexRefs.push(inner);
      else if (key !== 'ExpressionAttributeValues') walk(inner);
    }
  };
  walk(input);
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  for (const expression of [input.KeyConditionExpression, input.UpdateExpression]) {
    for (const [, , placeholder] of String(expression ?? '').matchAll(/\b(pk|gsi1pk|dueShard)\s*=\s*(:\w+)/g)) {
      if (typeof values[placeholder!] === 'string') sent.partitions.push(values[placeholder!] as string);
    }
  }
  return sent;
}

/** The account a key names, or undefined for a platform key: `ACC#<account>…`, or an index key naming it second (`SUBST#<account>#…`). */
const accountOf = (key: string): string | undefined => (isPlatformKey(key) ? undefined : key.split('#')[1]);

/** Records what the code sends to DynamoDB until `stop`. */
function record(): { sent: Sent[]; stop: () => void } {
  const client = dynamo();
  const sent: Sent[] = [];
  const original = client.send.bind(client);
  const spy = vi.spyOn(client, 'send').mockImplementation(((
    command: { constructor: { name: string }; input: Record<string, unknown> },
    ...rest: unknown[]
  ) => {
    sent.push(keysOf(command.constructor.name, command.input));
    return (original as (...args: unknown[]) => unknown)(command, ...rest);
  }) as never);
  return { sent, stop: () => spy.mockRestore() };
}

afterEach(() => vi.restoreAllMocks());

/** Another account's resources, named to the API by their real ids: each call must be refused (the sweep checks how). */
async function reachFor(session: ApiSession, theirs: Ids): Promise<number[]> {
  const call = async (id: keyof typeof routes, params: Record<string, string>, json?: unknown) => {
    const def = routes[id];
    return (await session.call(def.method, buildPath(def.path, params), def.method === 'GET' ? {} : { json: json ?? {} })).status;
  };
  return [
    await call('mailings.get', { id: theirs.mailing }),
    await call('sms.get', { id: theirs.sms }),
    await call('segments.get', { id: theirs.segment }),
    await call('segments.audience', { id: theirs.segment }),
    await call('segments.estimates.get', { id: theirs.estimate }),
    await call('imports.get', { id: theirs.import }),
    await call('imports.report', { id: theirs.import }),
    await call('exports.get', { id: theirs.export }),
    await call('invitations.get', { id: theirs.invitation }),
    await call('subscribers.get', { id: theirs.subscriber }),
    await call('users.updateRole', { id: theirs.role }, { name: 'Stolen role', permissions: {} }),
    await call('senders.update', { id: theirs.sender }, { name: 'Stolen', fromEmail: 'stolen@goniec.test', isDefault: true }),
    await call('testGroups.update', { id: theirs.testGroup }, { name: 'Stolen', emails: ['thief@example.com'] }),
    await call('tags.remove', { id: theirs.tag }),
    await call('teams.update', { id: theirs.team }, { name: 'Stolen team' }),
    await call('properties.update', { id: theirs.property }, { type: 'string', name: 'stolen', displayName: 'Stolen', maxChar: 10 }),
    await call('imports.schemas.update', { id: theirs.importSchema }, { name: 'Stolen schema', mapping: [{ column: 0, field: 'email' }] }),
    await call(
      'mailings.update',
      { id: theirs.mailing },
      { name: 'Stolen', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>y</p>' },
    ),
    await call('segments.update', { id: theirs.segment }, { name: 'Stolen', type: 'static', conditions: STATUS_TREE }),
  ];
}

describe('the key registry’s account binding', () => {
  it(
    'names only the working account (or the platform) in every key the code sends, never another account',
    { timeout: 300_000 },
    async () => {
      const b = await loggedIn();
      const { memberSession: _theirMember, ...theirs } = await oneOfEach(b.session, b.account.accountId, 'binding-b');
      const a = await loggedIn();

      const run = record();
      await oneOfEach(a.session, a.account.accountId, 'binding-a');
      const refusals = await reachFor(a.session, theirs);
      run.stop();

      expect(refusals.filter((status) => status !== 403 && status !== 404)).toEqual([]);
      // The sweep's fixture makes an invitee with an account of their own, outside the API: that account is its own tenant.
      const created = run.sent.flatMap((s) => (s.creates ? [s.creates] : []));
      expect(created).toHaveLength(1);
      const allowed = new Set([a.account.accountId, ...created]);

      expect(run.sent.length).toBeGreaterThan(200);
      for (const sent of run.sent) {
        const named = new Set(
          [...sent.partitions.map(accountOf), ...sent.indexRefs.map((ref) => ref.split('#')[1])].filter(
            (x): x is string => x !== undefined,
          ),
        );
        const where = `${sent.command} ${JSON.stringify(sent)}`;
        expect(JSON.stringify(sent), where).not.toContain(b.account.accountId);
        expect(
          [...named].filter((account) => !allowed.has(account)),
          where,
        ).toEqual([]);
        expect(named.size, where).toBeLessThanOrEqual(1);
      }

      // What the run wrote in the account: one of every low-volume kind (so the check above saw them all).
      const base = (await tenant(a.account.accountId)).account().pk;
      const written = await dynamo().send(
        new QueryCommand({
          TableName: config.appTable,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': base },
          ProjectionExpression: 'sk',
        }),
      );
      const kinds = new Set((written.Items ?? []).map((item) => String(item.sk).split('#')[0]));
      for (const kind of [
        'ACCOUNT',
        'MEMBER',
        'INVITE',
        'ROLE',
        'ROLENAME',
        'TEAM',
        'TEAMNAME',
        'PROP',
        'PROPNAME',
        'PROPPH',
        'MAILING',
        'SMS',
        'SEG',
        'SEGEST',
        'IMPORT',
        'IMPSCHEMA',
        'IMPSCHEMANAME',
        'IMPSCHEMAS',
        'EXPORT',
        'BL',
        'SENDER',
        'SENDERDEFAULT',
        'TESTGRP',
        'TESTGRPNAME',
        'TAG',
        'TAGNAME',
      ]) {
        expect(kinds, kind).toContain(kind);
      }
    },
  );
});
