import type { PermissionKey } from '@shared/permissions';
import { resolveVersions } from '@shared/versions';
import { config } from '@functions/platform/config';
import { AppError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { usersRepository } from '@functions/users/repository';
import { openSftp, SftpFailure, type SftpSession, type SftpTarget } from './connect';
import { sftpRepository, type SftpServerRecord } from './repository';
import { sftpSecrets } from './secrets';
import type { SftpTaskRecord } from './tasks-repository';

/** A run's own failure: it ends the run with this catalogue code. */
export class RunFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** The catalogue code a run records for what stopped it (the log keeps the rest). */
export const runFailureCode = (error: unknown): string =>
  error instanceof AppError || error instanceof SftpFailure || error instanceof RunFailure ? error.code : 'INTERNAL_SERVER_ERROR';

/**
 * Who a task acts as: its author, with their permissions and segment restriction as they are now
 * (a member removed, blocked or no longer holding `permission` runs nothing: `refusal`), as an API
 * token acts as its creator.
 */
export async function taskAuthor(accountId: string, task: SftpTaskRecord, permission: PermissionKey, refusal: string): Promise<Principal> {
  const [membership, user] = await Promise.all([
    usersRepository.getMembership(accountId, task.createdBy),
    usersRepository.getUser(task.createdBy),
  ]);
  if (!membership || membership.banned || membership.locked || !user || user.banned || !membership.permissions[permission])
    throw new RunFailure(refusal);
  return {
    userId: task.createdBy,
    email: user.email,
    accountId,
    sessionId: '',
    permissions: membership.permissions,
    versions: resolveVersions(membership.versions),
    onboarded: true,
    platformRole: 'USER',
    segmentIds: membership.segmentIds ?? [],
  };
}

/** ssh2's callback calls as promises. */
export const sftpCall = <T>(run: (done: (error: Error | null | undefined, value?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value as T))));

/** How to reach a server: its secret from Secrets Manager, its saved host key trusted, the deployment's address policy. */
export async function serverTarget(server: SftpServerRecord): Promise<SftpTarget> {
  const secret = await sftpSecrets.get(server.secretName);
  if (!secret) throw new SftpFailure('SFTP_AUTH_FAILED', 'secret missing');
  return { ...server, secret, trustedFingerprint: server.hostKeyFingerprint, policy: { localServers: config.sftpLocalServers } };
}

/** A session with the task's server and the folder the task works in, without a trailing slash. */
export async function taskSession(accountId: string, task: SftpTaskRecord): Promise<{ session: SftpSession; folder: string }> {
  const server = await sftpRepository.get(accountId, task.serverId);
  if (!server) throw new RunFailure('SFTP_NOT_FOUND');
  const folder = (task.folder ?? server.folder).replace(/\/+$/, '') || '';
  return { session: await openSftp(await serverTarget(server)), folder };
}
