import { describe, expect, it } from 'vitest';
import { sftpFolderOf, sftpHostOf } from './sftp-host';

const deployed = { localServers: false };
const local = { localServers: true };

describe('sftpHostOf', () => {
  it('takes host names and public addresses, lower-cased', () => {
    expect(sftpHostOf('SFTP.Example.com.', deployed)).toBe('sftp.example.com');
    expect(sftpHostOf('8.8.8.8', deployed)).toBe('8.8.8.8');
    expect(sftpHostOf('[2001:4860:4860::8888]', deployed)).toBe('2001:4860:4860::8888');
  });

  it('refuses private, loopback, link-local and metadata addresses and local names in a deployed build', () => {
    for (const host of ['127.0.0.1', '10.0.0.5', '192.168.1.1', '169.254.169.254', '::1', 'fd00:ec2::254', '::ffff:127.0.0.1'])
      expect(sftpHostOf(host, deployed), host).toBeUndefined();
    for (const host of ['localhost', 'metadata.google.internal', 'printer.local', 'intranet'])
      expect(sftpHostOf(host, deployed), host).toBeUndefined();
  });

  it('refuses what is no host at all', () => {
    for (const host of ['', 'a b', 'http://x.com', '999.1.1.1', 'x..com', '-a.com', 'user@host.com', 'a'.repeat(64) + '.com'])
      expect(sftpHostOf(host, local), host).toBeUndefined();
  });

  it('lets the local runtime name this machine', () => {
    expect(sftpHostOf('127.0.0.1', local)).toBe('127.0.0.1');
    expect(sftpHostOf('localhost', local)).toBe('localhost');
  });
});

describe('sftpFolderOf', () => {
  it('keeps absolute folders without a trailing slash', () => {
    expect(sftpFolderOf('/')).toBe('/');
    expect(sftpFolderOf('/in//csv/')).toBe('/in/csv');
  });
  it('refuses relative folders and escapes', () => {
    for (const folder of ['in', '/a/../etc', '/a/./b', '/a\\b', '/a\nb']) expect(sftpFolderOf(folder), folder).toBeUndefined();
  });
});
