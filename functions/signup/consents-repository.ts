import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import type { Consent, ConsentHistoryEntry, ConsentVersion } from '@shared/schemas/signup';
import { dynamo } from '@functions/platform/aws';
import { batchWriteItems } from '@functions/platform/batch-write';
import { config } from '@functions/platform/config';
import { transactIfConditions } from '@functions/platform/dynamo';
import { queryAll } from '@functions/platform/query';
import { writeWithClaims } from '@functions/data/claims';
import { tenant } from '@functions/data/tenant';

const table = () => config.appTable;
const historyId = monotonicFactory();

const CONSENT_FIELDS = ['id', 'name', 'text', 'required', 'propertyId', 'version', 'createdAt', 'updatedAt'] as const;
const pick = <T>(item: Record<string, unknown>, fields: readonly string[]): T =>
  Object.fromEntries(fields.filter((f) => item[f] !== undefined).map((f) => [f, item[f]])) as T;

/** Consent definitions (keys/signup.ts): the current text, every older one, and the claim of the property. */
export const consentsRepository = {
  async list(accountId: string): Promise<Consent[]> {
    const range = (await tenant(accountId)).consents();
    const items = await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': range.pk, ':p': range.prefix },
    });
    return items.map((i) => pick<Consent>(i, CONSENT_FIELDS));
  },

  async get(accountId: string, id: string): Promise<Consent | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.consent(id), ConsistentRead: true }));
    return out.Item ? pick<Consent>(out.Item, CONSENT_FIELDS) : undefined;
  },

  /** The consent, its first version and the claim of its property, together; false when the property has a consent already. */
  async create(accountId: string, consent: Consent): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const refused = await writeWithClaims({
      claims: [{ key: keys.consentPropertyClaim(consent.propertyId), owner: { consentId: consent.id }, refusal: 'claimed' }],
      writes: [
        { item: { Put: { TableName: table(), Item: { ...keys.consent(consent.id), ...consent } } } },
        { item: { Put: { TableName: table(), Item: { ...keys.consentVersion(consent.id, 1), ...versionOf(consent) } } } },
      ],
    });
    return refused === undefined;
  },

  /**
   * Saves the consent as `next`, conditional on the version read (`prev`); a new text also keeps the
   * new version's item beside the old ones. False when someone saved in between.
   */
  async update(accountId: string, prev: Consent, next: Consent): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const failed = await transactIfConditions(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table(),
                Item: { ...keys.consent(next.id), ...next },
                ConditionExpression: 'attribute_exists(pk) AND #v = :v AND updatedAt = :u',
                ExpressionAttributeNames: { '#v': 'version' },
                ExpressionAttributeValues: { ':v': prev.version, ':u': prev.updatedAt },
              },
            },
            ...(next.version !== prev.version
              ? [
                  {
                    Put: {
                      TableName: table(),
                      Item: { ...keys.consentVersion(next.id, next.version), ...versionOf(next) },
                      ConditionExpression: 'attribute_not_exists(pk)',
                    },
                  },
                ]
              : []),
          ],
        }),
      ),
    );
    return failed.length === 0;
  },

  async versions(accountId: string, id: string): Promise<ConsentVersion[]> {
    const range = (await tenant(accountId)).consentVersions(id);
    const items = await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': range.pk, ':p': range.prefix },
      ScanIndexForward: false,
    });
    return items.map((i) => pick<ConsentVersion>(i, ['version', 'name', 'text', 'createdAt']));
  },

  /**
   * Removes the definition and frees its property; its versions stay, since subscribers' histories
   * name them (what someone agreed to is kept for as long as their history is).
   */
  async delete(accountId: string, consent: Consent): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: table(), Key: keys.consent(consent.id) } },
          { Delete: { TableName: table(), Key: keys.consentPropertyClaim(consent.propertyId) } },
        ],
      }),
    );
  },

  /** History lines of one or many subscribers (an import's batch), written 25 at a time. */
  async addHistory(accountId: string, entries: readonly { subscriberId: string; entry: Omit<ConsentHistoryEntry, 'id'> }[]): Promise<void> {
    if (entries.length === 0) return;
    const keys = await tenant(accountId, 'write');
    await batchWriteItems(
      entries.map(({ subscriberId, entry }) => {
        const id = historyId();
        return { PutRequest: { Item: { ...keys.consentHistoryEntry(subscriberId, id), id, subscriberId, ...entry } } };
      }),
    );
  },

  /** A subscriber's consent history, newest first (a person gives or withdraws a handful in a lifetime). */
  async history(accountId: string, subscriberId: string): Promise<ConsentHistoryEntry[]> {
    const range = (await tenant(accountId)).consentHistory(subscriberId);
    const items = await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': range.pk, ':p': range.prefix },
      ScanIndexForward: false,
    });
    return items.map((i) => pick<ConsentHistoryEntry>(i, ['id', 'at', 'consentId', 'consentName', 'version', 'action', 'source']));
  },

  async removeHistory(accountId: string, subscriberId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    for (const entry of await this.history(accountId, subscriberId))
      await dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.consentHistoryEntry(subscriberId, entry.id) }));
  },
};

const versionOf = (c: Consent): ConsentVersion & { consentId: string } => ({
  consentId: c.id,
  version: c.version,
  name: c.name,
  text: c.text,
  createdAt: c.updatedAt,
});
