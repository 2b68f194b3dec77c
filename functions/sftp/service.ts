import { ulid } from 'ulid';
// ssh2 is CommonJS and its `utils` is not among the exports Node's ESM loader detects: read it from the default export.
import ssh2 from 'ssh2';
import { sftpFolderOf, sftpHostOf } from '@shared/rules/sftp-host';
import { SFTP_SERVERS_MAX, type SftpServer, type SftpServerBody, type SftpTestResult } from '@shared/schemas/sftp';
import { config } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { refuseIfRestricted } from '@functions/segments/restriction';
import { probe, SftpFailure } from './connect';
import { serverTarget } from './run-support';
import { sftpRepository, type SftpServerRecord } from './repository';
import { sftpSecretName, sftpSecrets, type SftpSecret } from './secrets';
import { sftpTasksRepository } from './tasks-repository';

const policy = () => ({ localServers: config.sftpLocalServers });

function toDto(server: SftpServerRecord): SftpServer {
  const { secretName: _s, createdBy: _c, ...shown } = server;
  return { ...shown, secretSet: true };
}

async function found(accountId: string, id: string): Promise<SftpServerRecord> {
  const server = await sftpRepository.get(accountId, id);
  if (!server) throw new NotFoundError('SFTP_NOT_FOUND');
  return server;
}

/** Host and folder as they will be used, or the catalogue's errors on their fields. */
function checkedPlace(body: SftpServerBody): { host: string; folder: string } {
  const host = sftpHostOf(body.host, policy());
  const folder = sftpFolderOf(body.folder);
  const errors = [
    ...(host ? [] : [{ path: 'host', code: 'SFTP_BAD_HOST' as const }]),
    ...(folder ? [] : [{ path: 'folder', code: 'SFTP_INVALID_DATA' as const }]),
  ];
  if (errors.length) throw new ValidationError(errors);
  return { host: host!, folder: folder! };
}

/**
 * The secret the body brings, or undefined when it brings none (an edit keeping the stored one). A
 * key is read here, with its passphrase, so a key that cannot be used is refused on saving, not at
 * 3 a.m. on the first scheduled run.
 */
function secretOf(body: SftpServerBody): SftpSecret | undefined {
  if (body.auth === 'password') return body.password ? { password: body.password } : undefined;
  if (!body.privateKey) return undefined;
  const parsed = ssh2.utils.parseKey(body.privateKey, body.passphrase);
  if (parsed instanceof Error || (Array.isArray(parsed) && parsed.length === 0))
    throw ValidationError.field('privateKey', 'SFTP_INVALID_DATA');
  return { privateKey: body.privateKey, ...(body.passphrase ? { passphrase: body.passphrase } : {}) };
}

const credentialsRequired = (body: SftpServerBody) =>
  ValidationError.field(body.auth === 'password' ? 'password' : 'privateKey', 'SFTP_CREDENTIALS_REQUIRED');

export const sftpService = {
  async list(accountId: string): Promise<{ items: SftpServer[]; max: number }> {
    const servers = await sftpRepository.list(accountId);
    return { items: servers.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(toDto), max: SFTP_SERVERS_MAX };
  },

  get: async (accountId: string, id: string): Promise<SftpServer> => toDto(await found(accountId, id)),

  /** A new server: its secret goes to Secrets Manager first, so no record ever points at a secret that is not there. */
  async create(principal: Principal, body: SftpServerBody): Promise<SftpServer> {
    refuseIfRestricted(principal);
    const { host, folder } = checkedPlace(body);
    const secret = secretOf(body);
    if (!secret) throw credentialsRequired(body);
    const existing = await sftpRepository.list(principal.accountId);
    if (existing.length >= SFTP_SERVERS_MAX) throw new ConflictError('SFTP_LIMIT_REACHED', { max: SFTP_SERVERS_MAX });
    const id = ulid();
    const secretName = sftpSecretName(principal.accountId, id);
    await sftpSecrets.put(secretName, secret);
    const at = nowIso();
    const server: SftpServerRecord = {
      id,
      name: body.name,
      host,
      port: body.port,
      folder,
      username: body.username,
      auth: body.auth,
      secretName,
      createdAt: at,
      createdBy: principal.userId,
      updatedAt: at,
    };
    await sftpRepository.create(principal.accountId, server);
    return toDto(server);
  },

  /**
   * Saves the settings; a password or key given replaces the stored one, none keeps it (switching
   * between password and key needs the new one). Another host or port is another machine: its key
   * is trusted afresh at the next connection.
   */
  async update(principal: Principal, id: string, body: SftpServerBody): Promise<SftpServer> {
    refuseIfRestricted(principal);
    const { accountId } = principal;
    const { host, folder } = checkedPlace(body);
    const before = await found(accountId, id);
    const secret = secretOf(body);
    if (!secret && body.auth !== before.auth) throw credentialsRequired(body);
    if (secret) await sftpSecrets.put(before.secretName, secret);
    const otherMachine = host !== before.host || body.port !== before.port;
    const after = await sftpRepository.change(accountId, id, {
      set: { name: body.name, host, port: body.port, folder, username: body.username, auth: body.auth, updatedAt: nowIso() },
      remove: otherMachine ? ['hostKeyFingerprint', 'lastTest'] : [],
    });
    if (!after) throw new NotFoundError('SFTP_NOT_FOUND');
    return toDto(after);
  },

  /** Removes the server and its secret (the record first: a secret left by a failure is harmless, a record without one is not). */
  async remove(principal: Principal, id: string): Promise<{ ok: true }> {
    refuseIfRestricted(principal);
    const server = await found(principal.accountId, id);
    // Decided (README): tasks are not taken along with their server; the user deletes them first.
    const tasks = await sftpTasksRepository.list(principal.accountId);
    if (tasks.some((t) => t.serverId === id)) throw ValidationError.field('id', 'SFTP_INVALID_DATA');
    if (!(await sftpRepository.remove(principal.accountId, id))) throw new NotFoundError('SFTP_NOT_FOUND');
    await sftpSecrets.remove(server.secretName);
    return { ok: true };
  },

  /**
   * "Test connection": connects, lists the folder and answers the outcome, also kept as the server's
   * last test. The first successful connection's host key is trusted from then on.
   */
  async test(principal: Principal, id: string): Promise<SftpTestResult> {
    refuseIfRestricted(principal);
    const { accountId } = principal;
    const server = await found(accountId, id);
    const started = Date.now();
    let result: SftpTestResult;
    try {
      const { entries, fingerprint } = await probe(await serverTarget(server), server.folder);
      result = { at: nowIso(), outcome: 'ok', latencyMs: Date.now() - started, entries, hostKeyFingerprint: fingerprint };
    } catch (error) {
      if (!(error instanceof SftpFailure)) throw error;
      logger.info('sftp.test', { accountId, serverId: id, outcome: error.code, detail: error.message });
      result = { at: nowIso(), outcome: error.code, latencyMs: Date.now() - started };
    }
    const trustNow = result.outcome === 'ok' && !server.hostKeyFingerprint;
    await sftpRepository.change(accountId, id, {
      set: { lastTest: result, ...(trustNow ? { hostKeyFingerprint: result.hostKeyFingerprint } : {}) },
    });
    return result;
  },

  /** Forgets the trusted host key (the server was reinstalled): the next connection trusts its key. */
  async forgetHostKey(principal: Principal, id: string): Promise<SftpServer> {
    refuseIfRestricted(principal);
    const after = await sftpRepository.change(principal.accountId, id, { set: { updatedAt: nowIso() }, remove: ['hostKeyFingerprint'] });
    if (!after) throw new NotFoundError('SFTP_NOT_FOUND');
    return toDto(after);
  },
};
