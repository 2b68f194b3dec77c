import { z } from 'zod';
import { multiLineField, secretField, singleLineField } from '../validation';

/** SFTP servers an account may register (issue 20, decided with the lead). */
export const SFTP_SERVERS_MAX = 10;
export const SFTP_NAME_MIN = 2;
export const SFTP_NAME_MAX = 100;
export const SFTP_FOLDER_MAX = 1024;
export const SFTP_KEY_MAX = 16_384;

/** What a server logs in with; the secret itself goes to Secrets Manager and is never answered. */
export const SFTP_AUTH_KINDS = ['password', 'key'] as const;
export type SftpAuthKind = (typeof SFTP_AUTH_KINDS)[number];

/**
 * Adding or editing a server (/v2/integrations/sftp, PERM_PINTEGRACJE). On an edit a password or
 * key left out keeps the stored one (the form never sees it); switching the kind needs the new secret.
 * The host's safety and the folder's shape are the server's (shared/rules/sftp-host.ts).
 */
export const SftpServerBody = z.strictObject({
  name: singleLineField(SFTP_NAME_MIN, SFTP_NAME_MAX),
  host: singleLineField(1, 253),
  port: z.number().int().min(1, 'SFTP_INVALID_DATA').max(65_535, 'SFTP_INVALID_DATA').default(22),
  folder: singleLineField(1, SFTP_FOLDER_MAX).default('/'),
  username: singleLineField(1, 100),
  auth: z.enum(SFTP_AUTH_KINDS),
  password: secretField(1024).optional(),
  privateKey: multiLineField(1, SFTP_KEY_MAX).optional(),
  passphrase: secretField(1024).optional(),
});
export type SftpServerBody = z.infer<typeof SftpServerBody>;

/** The catalogue outcomes of connecting (shared/error-codes/sftp.ts), `ok` when the folder was listed. */
export const SFTP_TEST_OUTCOMES = [
  'ok',
  'SFTP_BAD_HOST',
  'SFTP_UNREACHABLE',
  'SFTP_AUTH_FAILED',
  'SFTP_FOLDER_NOT_FOUND',
  'SFTP_HOST_KEY_CHANGED',
] as const;
export type SftpTestOutcome = (typeof SFTP_TEST_OUTCOMES)[number];

export const SftpTestResult = z.object({
  at: z.string(),
  outcome: z.enum(SFTP_TEST_OUTCOMES),
  latencyMs: z.number().int(),
  /** Entries in the folder (on success). */
  entries: z.number().int().optional(),
  /** The server's host key (SHA256, as OpenSSH prints it), trusted on first use. */
  hostKeyFingerprint: z.string().optional(),
});
export type SftpTestResult = z.infer<typeof SftpTestResult>;

export const SftpServer = z.object({
  id: z.string(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  folder: z.string(),
  username: z.string(),
  auth: z.enum(SFTP_AUTH_KINDS),
  /** "Password set" / "key set": the secret itself never leaves the server. */
  secretSet: z.boolean(),
  hostKeyFingerprint: z.string().optional(),
  lastTest: SftpTestResult.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SftpServer = z.infer<typeof SftpServer>;
export const SftpServerList = z.object({ items: z.array(SftpServer), max: z.number().int() });
