import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook may be delivered to (issue 20: SSRF-safe). A deployed build calls only
 * https URLs on public unicast addresses: nothing private, loopback, link-local (the instance
 * metadata at 169.254.169.254), carrier-grade NAT, unique-local (fd00:ec2::254), multicast or
 * reserved, also when an IPv4 address hides in IPv6. The local runtime allows http and this
 * machine's addresses, so a receiver started beside it can be used (`localReceivers`).
 */
export interface WebhookUrlPolicy {
  localReceivers: boolean;
}

export const DEPLOYED_POLICY: WebhookUrlPolicy = { localReceivers: false };

/** An IP address that may be called: public unicast (ipaddr.js names every special range). */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  let address = ipaddr.parse(text);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  return address.range() === 'unicast';
}

/** The address a URL's host names literally (an IP in the URL), or undefined for a host name. */
function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : undefined;
}

/**
 * The URL as it will be called, or undefined when it may not be: not http(s), http in a deployed
 * build, credentials in it (they would travel in every delivery's logs), no host, or a literal
 * address that is not public. Host names are judged again after resolution, at each delivery.
 */
export function webhookUrlOf(text: string, policy: WebhookUrlPolicy): URL | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  const schemes = policy.localReceivers ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol) || url.username || url.password || !url.hostname) return undefined;
  const literal = literalAddress(url.hostname);
  if (literal !== undefined && !policy.localReceivers && !isPublicAddress(literal)) return undefined;
  // Names that only ever mean this machine or the cloud's metadata are refused before any lookup.
  if (!policy.localReceivers && /(^|\.)(localhost|internal|local)$/i.test(url.hostname.replace(/\.$/, ''))) return undefined;
  url.hash = '';
  return url;
}
