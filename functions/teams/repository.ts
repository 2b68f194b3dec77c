import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
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

const pk = (accountId: string) => `ACC#${accountId}`;
const teamKey = (accountId: string, id: string) => ({ pk: pk(accountId), sk: `TEAM#${id}` });
/** One item per lower-cased name makes "team names are unique per account" a condition, not a race. */
const nameKey = (accountId: string, name: string) => ({ pk: pk(accountId), sk: `TEAMNAME#${name.toLowerCase()}` });
const nameClaim = (accountId: string, team: TeamRecord) => ({
  Put: { TableName: config.appTable, Item: { ...nameKey(accountId, team.name), teamId: team.id }, ConditionExpression: 'attribute_not_exists(pk)' },
});

function toTeam(item: Record<string, unknown>): TeamRecord {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as TeamRecord;
}

export const teamsRepository = {
  async list(accountId: string): Promise<TeamRecord[]> {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk(accountId), ':prefix': 'TEAM#' },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map(toTeam);
  },

  async get(accountId: string, id: string): Promise<TeamRecord | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: teamKey(accountId, id), ConsistentRead: true }));
    return out.Item ? toTeam(out.Item) : undefined;
  },

  /** False when the name is taken. */
  create: (accountId: string, team: TeamRecord) =>
    writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [nameClaim(accountId, team), { Put: { TableName: config.appTable, Item: { ...teamKey(accountId, team.id), ...team }, ConditionExpression: 'attribute_not_exists(pk)' } }],
        }),
      ),
    ),

  /** Saves a changed team, moving the name claim when the name changed; false when the new name is taken or the team is gone. */
  save: (accountId: string, before: TeamRecord, after: TeamRecord) => {
    const renamed = before.name.toLowerCase() !== after.name.toLowerCase();
    const put = { Put: { TableName: config.appTable, Item: { ...teamKey(accountId, after.id), ...after }, ConditionExpression: 'attribute_exists(pk)' } };
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: renamed ? [put, nameClaim(accountId, after), { Delete: { TableName: config.appTable, Key: nameKey(accountId, before.name) } }] : [put],
        }),
      ),
    );
  },

  /** False when the team was already gone. */
  delete: (accountId: string, team: TeamRecord) =>
    writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: config.appTable, Key: teamKey(accountId, team.id), ConditionExpression: 'attribute_exists(pk)' } },
            { Delete: { TableName: config.appTable, Key: nameKey(accountId, team.name) } },
          ],
        }),
      ),
    ),
};
