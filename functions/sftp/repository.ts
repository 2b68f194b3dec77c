import type { SftpAuthKind, SftpTestResult } from '@shared/schemas/sftp';
import { tenant } from '@functions/data/tenant';
import { accountItems } from '@functions/platform/account-items';

/** A server as stored (keys in data/keys/sftp.ts); its secret lives in Secrets Manager under `secretName`. */
export interface SftpServerRecord {
  id: string;
  name: string;
  host: string;
  port: number;
  folder: string;
  username: string;
  auth: SftpAuthKind;
  secretName: string;
  /** SHA256 of the host key seen at the first successful connection (trust on first use). */
  hostKeyFingerprint?: string;
  lastTest?: SftpTestResult;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
}

export const sftpRepository = {
  async list(accountId: string): Promise<SftpServerRecord[]> {
    return accountItems.list<SftpServerRecord>((await tenant(accountId)).sftpServers());
  },

  async get(accountId: string, id: string): Promise<SftpServerRecord | undefined> {
    return accountItems.get<SftpServerRecord>((await tenant(accountId)).sftpServer(id));
  },

  async create(accountId: string, record: SftpServerRecord): Promise<void> {
    await accountItems.create((await tenant(accountId, 'write')).sftpServer(record.id), record);
  },

  /** Sets and removes attributes of an existing server; the server after, or undefined when it is gone (or `when` failed). */
  async change(
    accountId: string,
    id: string,
    change: { set?: Record<string, unknown>; remove?: readonly string[] },
    when: { expression: string; values: Record<string, unknown> } = { expression: 'attribute_exists(pk)', values: {} },
  ): Promise<SftpServerRecord | undefined> {
    return accountItems.change<SftpServerRecord>((await tenant(accountId, 'write')).sftpServer(id), change, when);
  },

  async remove(accountId: string, id: string): Promise<boolean> {
    return accountItems.remove((await tenant(accountId, 'write')).sftpServer(id));
  },
};
