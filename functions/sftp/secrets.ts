import {
  CreateSecretCommand,
  DeleteSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-secrets-manager';
import { secrets } from '@functions/platform/aws';
import { config } from '@functions/platform/config';

/** What a server logs in with: a password, or a private key (PEM/OpenSSH) with its optional passphrase. */
export type SftpSecret = { password: string } | { privateKey: string; passphrase?: string };

/**
 * Where a server's secret is kept: one Secrets Manager secret a server, named by stage, account and
 * server so the functions' policy can grant `goniec/<stage>/sftp/*` and nothing else.
 */
export const sftpSecretName = (accountId: string, serverId: string) => `goniec/${config.stage}/sftp/${accountId}/${serverId}`;

export const sftpSecrets = {
  /** Creates the secret, or stores a new value in it when it exists (an edit, a retried create). */
  async put(name: string, secret: SftpSecret): Promise<void> {
    const value = JSON.stringify(secret);
    try {
      await secrets().send(new PutSecretValueCommand({ SecretId: name, SecretString: value }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
      await secrets().send(new CreateSecretCommand({ Name: name, SecretString: value, Description: 'Goniec SFTP server credentials' }));
    }
  },

  async get(name: string): Promise<SftpSecret | undefined> {
    try {
      const out = await secrets().send(new GetSecretValueCommand({ SecretId: name }));
      return out.SecretString ? (JSON.parse(out.SecretString) as SftpSecret) : undefined;
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return undefined;
      throw error;
    }
  },

  /** Deleted at once, not after a recovery window: the server it belonged to is gone, and a new one gets a new name. */
  async remove(name: string): Promise<void> {
    try {
      await secrets().send(new DeleteSecretCommand({ SecretId: name, ForceDeleteWithoutRecovery: true }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  },
};
