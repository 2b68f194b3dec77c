import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import type { ApiSession } from './helpers';
import { startSftpServer, type TestSftpServer } from './sftp-server';

export const SFTP_TEST_PASSWORD = 'Tajne-hasło-123';

/**
 * A test file's SFTP server over a temporary root (started on first use, closed and removed after
 * the file), and how an account registers it with a folder of its own.
 */
export function sftpTestServer(prefix: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  let server: Promise<TestSftpServer> | undefined;
  afterAll(async () => {
    await (await server)?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  return {
    root,
    /** Registers the server in the session's account with `/folder` as its folder; answers the server's id. */
    async register(session: ApiSession, folder: string): Promise<string> {
      server ??= startSftpServer({ root, username: 'goniec', password: SFTP_TEST_PASSWORD });
      const answer = await session.call('POST', '/integrations/sftp', {
        json: {
          name: 'Hurtownia',
          host: '127.0.0.1',
          port: (await server).port,
          folder: `/${folder}`,
          username: 'goniec',
          auth: 'password',
          password: SFTP_TEST_PASSWORD,
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.id as string;
    },
  };
}
