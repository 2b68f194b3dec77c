import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentKind } from '@shared/rules/company-documents';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';

/** One document as stored: a link to the account's own page, or a PDF in the assets bucket. */
export type StoredDocument =
  | { source: 'url'; url: string; updatedAt: string; updatedBy: string }
  | { source: 'pdf'; key: string; fileName: string; size: number; updatedAt: string; updatedBy: string };

export type StoredDocuments = Partial<Record<DocumentKind, StoredDocument>>;

/** The account's documents: one item (`SET#DOCUMENTS`, keys/account.ts), an attribute per kind. */
export const documentsRepository = {
  async get(accountId: string): Promise<StoredDocuments> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.companyDocuments() }));
    return { terms: out.Item?.terms as StoredDocument | undefined, privacy: out.Item?.privacy as StoredDocument | undefined };
  },

  /** Sets one kind; answers what it replaced (its PDF is then deleted). */
  async set(accountId: string, kind: DocumentKind, document: StoredDocument): Promise<StoredDocument | undefined> {
    const keys = await tenant(accountId, 'write');
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: keys.companyDocuments(),
        UpdateExpression: 'SET #kind = :doc',
        ExpressionAttributeNames: { '#kind': kind },
        ExpressionAttributeValues: { ':doc': document },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    return out.Attributes?.[kind] as StoredDocument | undefined;
  },

  async remove(accountId: string, kind: DocumentKind): Promise<StoredDocument | undefined> {
    const keys = await tenant(accountId, 'write');
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: keys.companyDocuments(),
        UpdateExpression: 'REMOVE #kind',
        ExpressionAttributeNames: { '#kind': kind },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    return out.Attributes?.[kind] as StoredDocument | undefined;
  },
};
