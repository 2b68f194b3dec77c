import ipaddr from 'ipaddr.js';
import { isPublicAddress } from './webhook-url';

/**
 * Which hosts an SFTP server may name (issue 20: SSRF-safe, as webhooks). A deployed build connects
 * only to public unicast addresses, judged again after resolution at every connection
 * (functions/sftp/connect.ts); the local runtime allows this machine's addresses so a server started
 * beside it (tests) can be used (`localServers`).
 */
export interface SftpHostPolicy {
  localServers: boolean;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** The host as it will be connected to (lower case, no trailing dot), or undefined when it may not be. */
export function sftpHostOf(text: string, policy: SftpHostPolicy): string | undefined {
  const host = text.trim().replace(/\.$/, '').toLowerCase();
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (ipaddr.isValid(bare)) return policy.localServers || isPublicAddress(bare) ? bare : undefined;
  // IPv4-looking text that is not a valid address (999.1.1.1) is no host name either.
  if (/^[\d.]+$/.test(host)) return undefined;
  if (host.length > 253 || !host.split('.').every((label) => LABEL.test(label))) return undefined;
  if (!policy.localServers && (!host.includes('.') || /(^|\.)(localhost|internal|local)$/.test(host))) return undefined;
  return host;
}

/** A remote folder: absolute, no `..` segments, no control characters; kept without a trailing slash. */
export function sftpFolderOf(text: string): string | undefined {
  const folder = text.trim();
  // eslint-disable-next-line no-control-regex
  if (!folder.startsWith('/') || /[\u0000-\u001f\\]/.test(folder)) return undefined;
  if (folder.split('/').some((part) => part === '..' || part === '.')) return undefined;
  const clean = folder.replace(/\/+/g, '/').replace(/\/$/, '');
  return clean === '' ? '/' : clean;
}
