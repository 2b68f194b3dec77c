import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { utils } from 'ssh2';
import { afterAll, describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';
import { startSftpServer, type TestSftpServer } from './sftp-server';

const { secrets } = await import('@functions/platform/aws');
const { sftpRepository } = await import('@functions/sftp/repository');

const PASSWORD = 'Tajne-hasło-123';
/**
 * A key pair ssh2 reads back: about one ed25519 public key in 200 comes out of ssh2's generator
 * with a short key field (a leading zero byte dropped) that its own parser then refuses.
 */
function readableKeyPair() {
  for (;;) {
    const pair = utils.generateKeyPairSync('ed25519');
    if (!(utils.parseKey(pair.public) instanceof Error)) return pair;
  }
}
const userKey = readableKeyPair();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'goniec-sftp-'));
fs.mkdirSync(path.join(root, 'in'));
fs.writeFileSync(path.join(root, 'in', 'a.csv'), 'email\nola@example.com\n');

const started: TestSftpServer[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.close()));
  fs.rmSync(root, { recursive: true, force: true });
});
async function sftpServer(hostKey?: string) {
  const server = await startSftpServer({ root, username: 'goniec', password: PASSWORD, publicKey: userKey.public }, hostKey);
  started.push(server);
  return server;
}

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const body = (port: number, extra: Record<string, unknown> = {}) => ({
  name: 'Hurtownia',
  host: '127.0.0.1',
  port,
  folder: '/in',
  username: 'goniec',
  auth: 'password',
  password: PASSWORD,
  ...extra,
});

describe('SFTP servers (issue 20)', () => {
  it('keeps the password in Secrets Manager only, tests the connection and trusts the first host key', async () => {
    const server = await sftpServer();
    const { session, account } = await loggedIn();
    const created = await session.call('POST', '/integrations/sftp', { json: body(server.port) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Hurtownia', host: '127.0.0.1', folder: '/in', auth: 'password', secretSet: true });
    expect(JSON.stringify(created.body)).not.toContain(PASSWORD);
    const stored = await sftpRepository.get(account.accountId, created.body.id);
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    const secret = await secrets().send(new GetSecretValueCommand({ SecretId: stored!.secretName }));
    expect(stored!.secretName).toBe(`goniec/local/sftp/${account.accountId}/${created.body.id}`);
    expect(JSON.parse(secret.SecretString!)).toEqual({ password: PASSWORD });

    const test = await session.call('POST', `/integrations/sftp/${created.body.id}/test`, { json: {} });
    expect(test.body).toMatchObject({ outcome: 'ok', entries: 1, hostKeyFingerprint: expect.stringMatching(/^SHA256:/) });
    const after = (await session.call('GET', `/integrations/sftp/${created.body.id}`)).body;
    expect(after).toMatchObject({ hostKeyFingerprint: test.body.hostKeyFingerprint, lastTest: { outcome: 'ok' } });
    expect((await session.call('GET', '/integrations/sftp')).body).toMatchObject({ items: [{ id: created.body.id }], max: 10 });

    // Another key answering at the server's address (its port pinned directly, as an edit of the port trusts afresh).
    const impostor = await sftpServer();
    await sftpRepository.change(account.accountId, created.body.id, { set: { port: impostor.port } });
    const changed = await session.call('POST', `/integrations/sftp/${created.body.id}/test`, { json: {} });
    expect(changed.body.outcome).toBe('SFTP_HOST_KEY_CHANGED');
    expect((await session.call('GET', `/integrations/sftp/${created.body.id}`)).body.hostKeyFingerprint).toBe(test.body.hostKeyFingerprint);
    const forgotten = await session.call('DELETE', `/integrations/sftp/${created.body.id}/host-key`, { json: {} });
    expect(forgotten.body.hostKeyFingerprint).toBeUndefined();
    const trusted = await session.call('POST', `/integrations/sftp/${created.body.id}/test`, { json: {} });
    expect(trusted.body.outcome).toBe('ok');
    expect(trusted.body.hostKeyFingerprint).not.toBe(test.body.hostKeyFingerprint);

    // An edit without a password keeps the stored one; another port is another machine, trusted afresh.
    const edited = await session.call('PUT', `/integrations/sftp/${created.body.id}`, { json: body(server.port, { password: undefined }) });
    expect(edited.body).toMatchObject({ port: server.port, secretSet: true });
    expect(edited.body.hostKeyFingerprint).toBeUndefined();
    expect((await session.call('POST', `/integrations/sftp/${created.body.id}/test`, { json: {} })).body.outcome).toBe('ok');

    expect((await session.call('DELETE', `/integrations/sftp/${created.body.id}`, { json: {} })).status).toBe(200);
    await expect(secrets().send(new GetSecretValueCommand({ SecretId: stored!.secretName }))).rejects.toThrow();
    expect((await session.call('GET', `/integrations/sftp/${created.body.id}`)).body.code).toBe('SFTP_NOT_FOUND');
  });

  it('answers the catalogue outcome of a wrong password, a closed port and a missing folder', async () => {
    const server = await sftpServer();
    const { session } = await loggedIn();
    const outcome = async (json: Record<string, unknown>) => {
      const created = await session.call('POST', '/integrations/sftp', { json });
      expect(created.status).toBe(201);
      return (await session.call('POST', `/integrations/sftp/${created.body.id}/test`, { json: {} })).body.outcome;
    };
    expect(await outcome(body(server.port, { password: 'wrong' }))).toBe('SFTP_AUTH_FAILED');
    expect(await outcome(body(await closedPort()))).toBe('SFTP_UNREACHABLE');
    expect(await outcome(body(server.port, { folder: '/nowhere' }))).toBe('SFTP_FOLDER_NOT_FOUND');
    expect(await outcome(body(server.port, { username: 'someone' }))).toBe('SFTP_AUTH_FAILED');
  });

  it('logs in with a private key, refuses an unreadable key and bad places, and stops at ten servers', async () => {
    const server = await sftpServer();
    const { session } = await loggedIn();
    const keyed = await session.call('POST', '/integrations/sftp', {
      json: body(server.port, { auth: 'key', password: undefined, privateKey: userKey.private }),
    });
    expect(keyed.body).toMatchObject({ auth: 'key', secretSet: true });
    expect((await session.call('POST', `/integrations/sftp/${keyed.body.id}/test`, { json: {} })).body.outcome).toBe('ok');

    const refused = async (json: Record<string, unknown>) => (await session.call('POST', '/integrations/sftp', { json })).body;
    expect(await refused(body(22, { auth: 'key', password: undefined, privateKey: 'not a key' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { errors: [{ path: 'privateKey', code: 'SFTP_INVALID_DATA' }] },
    });
    expect(await refused(body(22, { password: undefined }))).toMatchObject({
      params: { errors: [{ path: 'password', code: 'SFTP_CREDENTIALS_REQUIRED' }] },
    });
    expect(await refused(body(22, { host: 'not a host' }))).toMatchObject({
      params: { errors: [{ path: 'host', code: 'SFTP_BAD_HOST' }] },
    });
    expect(await refused(body(22, { folder: 'in' }))).toMatchObject({
      params: { errors: [{ path: 'folder', code: 'SFTP_INVALID_DATA' }] },
    });
    expect((await session.call('POST', '/integrations/sftp', { json: body(70_000) })).status).toBe(400);

    for (let i = 1; i < 10; i++) expect((await session.call('POST', '/integrations/sftp', { json: body(22) })).status).toBe(201);
    const over = await session.call('POST', '/integrations/sftp', { json: body(22) });
    expect(over.body).toMatchObject({ code: 'SFTP_LIMIT_REACHED', params: { max: 10 } });
  });
});
