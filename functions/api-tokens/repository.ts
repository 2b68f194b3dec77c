import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PermissionKey } from '@shared/permissions';
import { writeWithClaims } from '@functions/data/claims';
import { platformKeys } from '@functions/data/keys';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';

/** A token as stored (keys in data/keys/api-tokens.ts): its secret only as the hash its `APIKEY#` claim is keyed by. */
export interface ApiTokenRecord {
  id: string;
  name: string;
  secretHash: string;
  /** `gnc_live_` and the secret's first four characters, to tell tokens apart in the list. */
  hint: string;
  /**
   * What the token may do, each a key its creator held when making it. At each call they are cut to
   * what the creator holds then (functions/api-tokens/authenticate.ts), with the creator's restriction
   * and versions of that moment: records of before 2026-11-28 also carry the creator's restriction and
   * versions at creation, read by nothing now.
   */
  scopes: PermissionKey[];
  ipAllowList: string[];
  expiresAt?: string;
  createdAt: string;
  createdBy: string;
  createdByEmail: string;
  lastUsedAt?: string;
  lastUsedIp?: string;
}

function toToken(item: Record<string, unknown>): ApiTokenRecord {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as ApiTokenRecord;
}

export const apiTokensRepository = {
  async list(accountId: string): Promise<ApiTokenRecord[]> {
    const range = (await tenant(accountId)).apiTokens();
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map(toToken);
  },

  async get(accountId: string, id: string): Promise<ApiTokenRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.apiToken(id), ConsistentRead: true }));
    return out.Item ? toToken(out.Item) : undefined;
  },

  /** The token a secret's hash names, with its account: two consistent reads, so a revoked token is refused at once. */
  async byHash(secretHash: string): Promise<{ accountId: string; token: ApiTokenRecord } | undefined> {
    const claim = await dynamo().send(
      new GetCommand({ TableName: config.appTable, Key: platformKeys.apiKey(secretHash), ConsistentRead: true }),
    );
    const accountId = claim.Item?.accountId as string | undefined;
    const tokenId = claim.Item?.tokenId as string | undefined;
    if (!accountId || !tokenId) return undefined;
    const token = await this.get(accountId, tokenId);
    return token && token.secretHash === secretHash ? { accountId, token } : undefined;
  },

  /** The token, its name's claim and its secret's claim in one transaction; 'name' when the name is taken. */
  async create(accountId: string, token: ApiTokenRecord): Promise<'name' | 'secret' | undefined> {
    const keys = await tenant(accountId, 'write');
    return writeWithClaims<'name' | 'secret'>({
      claims: [
        { key: keys.apiTokenName(token.name), owner: { tokenId: token.id }, refusal: 'name' },
        { key: platformKeys.apiKey(token.secretHash), owner: { accountId, tokenId: token.id }, refusal: 'secret' },
      ],
      writes: [
        {
          item: {
            Put: {
              TableName: config.appTable,
              Item: { ...keys.apiToken(token.id), ...token },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          refusal: 'secret',
        },
      ],
    });
  },

  /** Deletes the token with both its claims: the secret stops working with this write. False when it was already gone. */
  async delete(accountId: string, token: ApiTokenRecord): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: config.appTable, Key: keys.apiToken(token.id), ConditionExpression: 'attribute_exists(pk)' } },
            { Delete: { TableName: config.appTable, Key: keys.apiTokenName(token.name) } },
            { Delete: { TableName: config.appTable, Key: platformKeys.apiKey(token.secretHash) } },
          ],
        }),
      ),
    );
  },

  /**
   * When and from where the token was last used, written only when the stored time is older than
   * `staleBefore` (the caller read it; the condition keeps two racing calls from both writing), and
   * never onto a token revoked meanwhile.
   */
  async touch(accountId: string, id: string, at: string, ip: string, staleBefore: string): Promise<void> {
    const keys = await tenant(accountId);
    await writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.apiToken(id),
          UpdateExpression: 'SET lastUsedAt = :at, lastUsedIp = :ip',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :stale)',
          ExpressionAttributeValues: { ':at': at, ':ip': ip, ':stale': staleBefore },
        }),
      ),
    );
  },
};
