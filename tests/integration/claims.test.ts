import { describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createTestAccount } from './helpers';

const { writeWithClaims } = await import('@functions/data/claims');
const { tenant } = await import('@functions/data/tenant');
const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');

const read = async (key: { pk: string; sk: string }) =>
  (await dynamo().send(new GetCommand({ TableName: config.appTable, Key: key, ConsistentRead: true }))).Item;

/** The claim pattern of the data layer (functions/data/claims.ts), used by consents, properties, import schemas, test groups and tags. */
describe('writes with claims', () => {
  it('let exactly one of many concurrent writers take a value, writing nothing for the others', async () => {
    const { accountId } = await createTestAccount();
    const keys = await tenant(accountId, 'write');
    const ids = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'];
    const answers = await Promise.all(
      ids.map((id) =>
        writeWithClaims({
          claims: [{ key: keys.tagName('Sezon'), owner: { ownerId: id }, refusal: 'name' }],
          writes: [{ item: { Put: { TableName: config.appTable, Item: { ...keys.tag(id), id, name: 'Sezon' } } } }],
        }),
      ),
    );
    const winners = ids.filter((_, i) => answers[i] === undefined);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a === 'name')).toHaveLength(ids.length - 1);
    expect(await read(keys.tagName('sezon'))).toMatchObject({ ownerId: winners[0] });
    for (const id of ids) expect(Boolean(await read(keys.tag(id))), id).toBe(id === winners[0]);
  });

  it('move a claim on a rename (the old value freed, the new one taken) or do neither, and name the refusing condition', async () => {
    const { accountId } = await createTestAccount();
    const keys = await tenant(accountId, 'write');
    const put = (id: string, condition?: string) => ({
      Put: { TableName: config.appTable, Item: { ...keys.tag(id), id }, ...(condition ? { ConditionExpression: condition } : {}) },
    });
    const claim = (name: string, id: string) => ({ key: keys.tagName(name), owner: { ownerId: id }, refusal: 'name' as const });
    expect(await writeWithClaims({ claims: [claim('A', 'T1')], writes: [{ item: put('T1') }] })).toBeUndefined();
    expect(await writeWithClaims({ claims: [claim('B', 'T2')], writes: [{ item: put('T2') }] })).toBeUndefined();

    // Renaming T1 to B: B is T2's, so nothing moves and A stays T1's.
    const onto = { claims: [claim('B', 'T1')], released: [keys.tagName('A')], writes: [{ item: put('T1', 'attribute_exists(pk)') }] };
    expect(await writeWithClaims(onto)).toBe('name');
    expect(await read(keys.tagName('a'))).toMatchObject({ ownerId: 'T1' });
    expect(await read(keys.tagName('b'))).toMatchObject({ ownerId: 'T2' });

    // A failed write's own refusal when the claim is free; the claim is not taken then either.
    const gone = { claims: [claim('C', 'T9')], writes: [{ item: put('T9', 'attribute_exists(pk)'), refusal: 'missing' as const }] };
    expect(await writeWithClaims<'name' | 'missing'>(gone)).toBe('missing');
    expect(await read(keys.tagName('c'))).toBeUndefined();

    // Both a taken claim and a failed write: the claim is said first, unless the caller names another precedence.
    const both = { claims: [claim('B', 'T9')], writes: [{ item: put('T9', 'attribute_exists(pk)'), refusal: 'missing' as const }] };
    expect(await writeWithClaims<'name' | 'missing'>(both)).toBe('name');
    expect(await writeWithClaims<'name' | 'missing'>({ ...both, precedence: ['missing'] })).toBe('missing');

    // Renaming T1 to C: C taken, A freed.
    const moved = { claims: [claim('C', 'T1')], released: [keys.tagName('A')], writes: [{ item: put('T1', 'attribute_exists(pk)') }] };
    expect(await writeWithClaims(moved)).toBeUndefined();
    expect(await read(keys.tagName('a'))).toBeUndefined();
    expect(await read(keys.tagName('c'))).toMatchObject({ ownerId: 'T1' });
  });
});
