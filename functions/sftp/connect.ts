import { createHash } from 'node:crypto';
import dns from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
// Imported under another name: the rule against `new …Client` means AWS SDK clients (functions/platform/aws.ts).
import { Client as SshConnection, type FileEntryWithStats, type SFTPWrapper } from 'ssh2';
import { isPublicAddress } from '@shared/rules/webhook-url';
import type { SftpHostPolicy } from '@shared/rules/sftp-host';
import type { SftpSecret } from './secrets';

/** How long connecting and the SSH handshake may take before the server counts as unreachable. */
export const SFTP_CONNECT_TIMEOUT_MS = 10_000;

export type SftpFailureCode = 'SFTP_BAD_HOST' | 'SFTP_UNREACHABLE' | 'SFTP_AUTH_FAILED' | 'SFTP_FOLDER_NOT_FOUND' | 'SFTP_HOST_KEY_CHANGED';

/** A connection's failure, named by its catalogue code; `detail` is for the log, never for the user. */
export class SftpFailure extends Error {
  constructor(
    readonly code: SftpFailureCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}

export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  secret: SftpSecret;
  /** The fingerprint trusted before: a server presenting another key is refused (SFTP_HOST_KEY_CHANGED). */
  trustedFingerprint?: string;
  policy: SftpHostPolicy;
}

export interface SftpSession {
  sftp: SFTPWrapper;
  /** The host key's fingerprint as OpenSSH prints it (`SHA256:…`). */
  fingerprint: string;
  close: () => void;
}

export const fingerprintOf = (key: Buffer) => `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/**
 * The address to connect to, judged after resolution as webhooks are: the connection goes to the
 * address checked here, so a name that resolves elsewhere a moment later cannot slip a private one in.
 */
async function checkedAddress(host: string, policy: SftpHostPolicy): Promise<string> {
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = (await dns.lookup(host, { all: true })).map((a) => a.address);
    } catch (error) {
      throw new SftpFailure('SFTP_UNREACHABLE', (error as Error).message);
    }
  }
  if (addresses.length === 0) throw new SftpFailure('SFTP_UNREACHABLE', 'no address');
  const refused = policy.localServers ? undefined : addresses.find((a) => !isPublicAddress(a));
  if (refused) throw new SftpFailure('SFTP_BAD_HOST', `address ${refused} not allowed`);
  return addresses[0]!;
}

/** Connects and opens the SFTP channel; every failure is an SftpFailure. The caller closes the session. */
export async function openSftp(target: SftpTarget): Promise<SftpSession> {
  const address = await checkedAddress(target.host, target.policy);
  const client = new SshConnection();
  let seen: string | undefined;
  return new Promise<SftpSession>((resolve, reject) => {
    let settled = false;
    const fail = (code: SftpFailureCode, detail?: string) => {
      if (settled) return;
      settled = true;
      client.end();
      reject(new SftpFailure(code, detail));
    };
    client.on('ready', () =>
      client.sftp((error, sftp) => {
        if (error) return fail('SFTP_UNREACHABLE', error.message);
        settled = true;
        resolve({ sftp, fingerprint: seen!, close: () => client.end() });
      }),
    );
    client.on('error', (error: Error & { level?: string }) => {
      if (seen && target.trustedFingerprint && seen !== target.trustedFingerprint) fail('SFTP_HOST_KEY_CHANGED', seen);
      else if (error.level === 'client-authentication') fail('SFTP_AUTH_FAILED', error.message);
      else fail('SFTP_UNREACHABLE', error.message);
    });
    client.on('close', () => fail('SFTP_UNREACHABLE', 'closed'));
    try {
      client.connect({
        host: address,
        port: target.port,
        username: target.username,
        readyTimeout: SFTP_CONNECT_TIMEOUT_MS,
        tryKeyboard: false,
        ...target.secret,
        hostVerifier: (key: Buffer) => {
          seen = fingerprintOf(key);
          return !target.trustedFingerprint || seen === target.trustedFingerprint;
        },
      });
    } catch (error) {
      // ssh2 throws at once on a private key it cannot read (or a wrong passphrase).
      fail('SFTP_AUTH_FAILED', (error as Error).message);
    }
  });
}

/** The folder's entries; a folder that is missing (or not readable) is SFTP_FOLDER_NOT_FOUND. */
export function listFolder(sftp: SFTPWrapper, folder: string): Promise<FileEntryWithStats[]> {
  return new Promise((resolve, reject) =>
    sftp.readdir(folder, (error, list) => (error ? reject(new SftpFailure('SFTP_FOLDER_NOT_FOUND', error.message)) : resolve(list))),
  );
}

/** Connects, lists the folder and closes: the "test connection" button's work. */
export async function probe(target: SftpTarget, folder: string): Promise<{ entries: number; fingerprint: string }> {
  const session = await openSftp(target);
  try {
    const entries = await listFolder(session.sftp, folder);
    return { entries: entries.length, fingerprint: session.fingerprint };
  } finally {
    session.close();
  }
}
