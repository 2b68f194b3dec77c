import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { writeWithClaims, type Claim } from '@functions/data/claims';
import { tenant, type TenantKeys } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';

/** A team; who belongs to it is kept on the memberships (teamIds), the one place access is read from. */
export interface TeamRecord {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

/** The claim of the lower-cased name makes "team names are unique per account" a condition, not a race (keys in data/keys/people.ts). */
const nameClaim = (keys: TenantKeys, team: TeamRecord): Claim<'refused'> => ({
  key: keys.teamName(team.name),
  owner: { teamId: team.id },
  refusal: 'refused',
});

function toTeam(item: Record<string, unknown>): TeamRecord {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as TeamRecord;
}

export const teamsRepository = {
  async list(accountId: string): Promise<TeamRecord[]> {
    const teams = (await tenant(accountId)).teams();
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': teams.pk, ':prefix': teams.prefix },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map(toTeam);
  },

  async get(accountId: string, id: string): Promise<TeamRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.team(id), ConsistentRead: true }));
    return out.Item ? toTeam(out.Item) : undefined;
  },

  /** False when the name is taken. */
  async create(accountId: string, team: TeamRecord): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const refused = await writeWithClaims({
      claims: [nameClaim(keys, team)],
      writes: [
        {
          item: {
            Put: { TableName: config.appTable, Item: { ...keys.team(team.id), ...team }, ConditionExpression: 'attribute_not_exists(pk)' },
          },
          refusal: 'refused',
        },
      ],
    });
    return refused === undefined;
  },

  /** Saves a changed team, moving the name claim when the name changed; false when the new name is taken or the team is gone. */
  async save(accountId: string, before: TeamRecord, after: TeamRecord): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const renamed = before.name.toLowerCase() !== after.name.toLowerCase();
    const refused = await writeWithClaims({
      claims: renamed ? [nameClaim(keys, after)] : [],
      released: renamed ? [keys.teamName(before.name)] : [],
      writes: [
        {
          item: {
            Put: { TableName: config.appTable, Item: { ...keys.team(after.id), ...after }, ConditionExpression: 'attribute_exists(pk)' },
          },
          refusal: 'refused',
        },
      ],
    });
    return refused === undefined;
  },

  /** False when the team was already gone. */
  async delete(accountId: string, team: TeamRecord): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: config.appTable, Key: keys.team(team.id), ConditionExpression: 'attribute_exists(pk)' } },
            { Delete: { TableName: config.appTable, Key: keys.teamName(team.name) } },
          ],
        }),
      ),
    );
  },
};
