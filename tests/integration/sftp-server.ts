import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Server, utils, type Connection, type SFTPWrapper } from 'ssh2';

const { STATUS_CODE, flagsToString } = utils.sftp;

export interface SftpServerOptions {
  /** The directory the server shows as `/`. */
  root: string;
  username: string;
  password?: string;
  /** An OpenSSH public key (`ssh-ed25519 AAAA…`) the user may log in with. */
  publicKey?: string;
}

export interface TestSftpServer {
  port: number;
  /** The host key's private half, for a test that restarts the server with another key. */
  hostKey: string;
  close: () => Promise<void>;
}

/** A virtual path inside the root (`..` cannot climb out of it). */
const inRoot = (root: string, virtual: string) => path.join(root, path.posix.normalize(`/${virtual}`));
const toAttrs = (s: fs.Stats) => ({
  mode: s.mode,
  uid: s.uid,
  gid: s.gid,
  size: s.size,
  atime: Math.floor(s.atimeMs / 1000),
  mtime: Math.floor(s.mtimeMs / 1000),
});

/** Answers one SFTP request from the file system, a missing file as NO_SUCH_FILE and any other error as FAILURE. */
function serveSftp(sftp: SFTPWrapper, root: string) {
  const handles = new Map<number, { fd?: number; dir?: string; listed?: boolean }>();
  let next = 0;
  const handleOf = (value: { fd?: number; dir?: string }) => {
    const id = next++;
    handles.set(id, value);
    const buf = Buffer.alloc(4);
    buf.writeUInt32BE(id);
    return buf;
  };
  const opened = (handle: Buffer) => (handle.length === 4 ? handles.get(handle.readUInt32BE(0)) : undefined);
  const guard = (reqid: number, work: () => void) => {
    try {
      work();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      sftp.status(reqid, code === 'ENOENT' || code === 'ENOTDIR' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE);
    }
  };
  sftp
    .on('REALPATH', (reqid, p) => {
      const name = path.posix.normalize(`/${p}`);
      sftp.name(reqid, [{ filename: name, longname: name, attrs: {} as never }]);
    })
    .on('STAT', (reqid, p) => guard(reqid, () => sftp.attrs(reqid, toAttrs(fs.statSync(inRoot(root, p))))))
    .on('LSTAT', (reqid, p) => guard(reqid, () => sftp.attrs(reqid, toAttrs(fs.lstatSync(inRoot(root, p))))))
    .on('FSTAT', (reqid, h) => guard(reqid, () => sftp.attrs(reqid, toAttrs(fs.fstatSync(opened(h)!.fd!)))))
    .on('OPENDIR', (reqid, p) =>
      guard(reqid, () => {
        const dir = inRoot(root, p);
        if (!fs.statSync(dir).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
        sftp.handle(reqid, handleOf({ dir }));
      }),
    )
    .on('READDIR', (reqid, h) =>
      guard(reqid, () => {
        const open = opened(h);
        if (!open?.dir) return sftp.status(reqid, STATUS_CODE.FAILURE);
        if (open.listed) return sftp.status(reqid, STATUS_CODE.EOF);
        open.listed = true;
        const names = fs.readdirSync(open.dir).map((filename) => {
          const attrs = toAttrs(fs.statSync(path.join(open.dir!, filename)));
          return { filename, longname: filename, attrs };
        });
        if (names.length === 0) return sftp.status(reqid, STATUS_CODE.EOF);
        sftp.name(reqid, names);
      }),
    )
    .on('OPEN', (reqid, filename, flags) =>
      guard(reqid, () => sftp.handle(reqid, handleOf({ fd: fs.openSync(inRoot(root, filename), flagsToString(flags) ?? 'r') }))),
    )
    .on('READ', (reqid, h, offset, length) =>
      guard(reqid, () => {
        const buf = Buffer.alloc(length);
        const read = fs.readSync(opened(h)!.fd!, buf, 0, length, offset);
        if (read === 0) sftp.status(reqid, STATUS_CODE.EOF);
        else sftp.data(reqid, buf.subarray(0, read));
      }),
    )
    .on('WRITE', (reqid, h, offset, data) =>
      guard(reqid, () => {
        fs.writeSync(opened(h)!.fd!, data, 0, data.length, offset);
        sftp.status(reqid, STATUS_CODE.OK);
      }),
    )
    .on('CLOSE', (reqid, h) =>
      guard(reqid, () => {
        const open = opened(h);
        if (open?.fd !== undefined) fs.closeSync(open.fd);
        handles.delete(h.readUInt32BE(0));
        sftp.status(reqid, STATUS_CODE.OK);
      }),
    )
    .on('RENAME', (reqid, from, to) =>
      guard(reqid, () => {
        fs.renameSync(inRoot(root, from), inRoot(root, to));
        sftp.status(reqid, STATUS_CODE.OK);
      }),
    )
    .on('MKDIR', (reqid, p) =>
      guard(reqid, () => {
        fs.mkdirSync(inRoot(root, p));
        sftp.status(reqid, STATUS_CODE.OK);
      }),
    )
    .on('REMOVE', (reqid, p) =>
      guard(reqid, () => {
        fs.unlinkSync(inRoot(root, p));
        sftp.status(reqid, STATUS_CODE.OK);
      }),
    );
}

/**
 * A real SFTP server on 127.0.0.1 (ssh2's server mode) over a directory, with password and/or
 * public-key login, for tests of functions/sftp/. `hostKey` lets a test restart it with the same
 * (or, to prove the trust-on-first-use check, another) host key.
 */
export async function startSftpServer(
  options: SftpServerOptions,
  hostKey = utils.generateKeyPairSync('ed25519').private,
): Promise<TestSftpServer> {
  const allowed = options.publicKey ? utils.parseKey(options.publicKey) : undefined;
  if (allowed instanceof Error) throw allowed;
  const userKey = Array.isArray(allowed) ? allowed[0] : allowed;
  const connections = new Set<Connection>();
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    connections.add(client);
    client.on('close', () => connections.delete(client));
    client.on('error', () => undefined);
    client.on('authentication', (ctx) => {
      if (ctx.username !== options.username) return ctx.reject();
      if (ctx.method === 'password' && options.password !== undefined && ctx.password === options.password) return ctx.accept();
      if (ctx.method === 'publickey' && userKey && ctx.key.data.equals(userKey.getPublicSSH())) {
        // Without a signature the client only asks whether the key would do.
        if (!ctx.signature) return ctx.accept();
        if (userKey.verify(ctx.blob!, ctx.signature, ctx.hashAlgo)) return ctx.accept();
      }
      ctx.reject(['password', 'publickey']);
    });
    client.on('ready', () => client.on('session', (accept) => accept().on('sftp', (acceptSftp) => serveSftp(acceptSftp(), options.root))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hostKey,
    close: () =>
      new Promise<void>((resolve) => {
        connections.forEach((c) => c.end());
        server.close(() => resolve());
      }),
  };
}
