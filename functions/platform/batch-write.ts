import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws';
import { config } from './config';

type WriteRequest = NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string][number];

/** Puts and deletes on the app table, 25 at a time, retrying what BatchWrite leaves unprocessed under load. Not atomic. */
export async function batchWriteItems(requests: readonly WriteRequest[]): Promise<void> {
  const table = config.appTable;
  for (let i = 0; i < requests.length; i += 25) {
    let pending = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error('BatchWrite left items unprocessed');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 2 ** attempt * 10));
      const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = out.UnprocessedItems?.[table] ?? [];
    }
  }
}

/** Deletes every key of the app table (see batchWriteItems). */
export const batchDeleteKeys = (keys: readonly Record<string, string>[]) =>
  batchWriteItems(keys.map((Key) => ({ DeleteRequest: { Key } })));
