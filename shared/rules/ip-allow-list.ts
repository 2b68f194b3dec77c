import ipaddr from 'ipaddr.js';

/**
 * The account's IP allow-list (spec sections 3, 5 and 6): each entry is a single address (IPv4 or
 * IPv6), a range `first-last` or a CIDR block. Parsing and matching are ipaddr.js's; this module
 * only decides which textual forms are accepted and gives each problem its catalogue code.
 */

export const IP_ENTRY_MAX = 100;
export const IP_LIST_MAX = 100;
/** Everything an address, a range or a CIDR can be made of; anything else is a forbidden character. */
const IP_CHARS = /^[0-9a-fA-F:.\-/]+$/;

export type IpEntryProblem = 'IP_EMPTY' | 'IP_TOO_LONG' | 'IP_FORBIDDEN_CHARACTERS' | 'IP_INVALID';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
export type IpRule =
  | { kind: 'single'; address: Address }
  | { kind: 'range'; first: Address; last: Address }
  | { kind: 'cidr'; network: Address; bits: number };

/**
 * Strict address parsing: IPv4 only in dotted four-part decimal (ipaddr.isValid also takes "10",
 * "0x7f.1" and octal forms, which nobody means in an allow-list); IPv6 without a zone id.
 */
function parseAddress(text: string): Address | undefined {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (text.includes(':') && !text.includes('%') && ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text);
  return undefined;
}

/** An IPv4-mapped IPv6 address (::ffff:1.2.3.4) is the IPv4 address it carries. */
function unmap(address: Address): Address {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

function compareBytes(a: Address, b: Address): number {
  const x = a.toByteArray();
  const y = b.toByteArray();
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

function parseRule(text: string): IpRule | undefined {
  if (text.includes('/')) {
    const [addr, bits, ...rest] = text.split('/');
    if (rest.length || !addr || !bits || !/^\d{1,3}$/.test(bits)) return undefined;
    const network = parseAddress(addr);
    const prefix = Number(bits);
    if (!network || prefix > (network.kind() === 'ipv4' ? 32 : 128)) return undefined;
    return { kind: 'cidr', network, bits: prefix };
  }
  if (text.includes('-')) {
    const [from, to, ...rest] = text.split('-');
    if (rest.length || !from || !to) return undefined;
    const first = parseAddress(from);
    const last = parseAddress(to);
    if (!first || !last || first.kind() !== last.kind() || compareBytes(first, last) > 0) return undefined;
    return { kind: 'range', first, last };
  }
  const address = parseAddress(text);
  return address ? { kind: 'single', address: unmap(address) } : undefined;
}

/** The first problem with one entry, or null when it is a valid address, range or CIDR. */
export function checkIpEntry(raw: string): IpEntryProblem | null {
  const text = raw.trim();
  if (!text) return 'IP_EMPTY';
  if (text.length > IP_ENTRY_MAX) return 'IP_TOO_LONG';
  if (!IP_CHARS.test(text)) return 'IP_FORBIDDEN_CHARACTERS';
  return parseRule(text) ? null : 'IP_INVALID';
}

/** Parsed rules; invalid entries (which saving refuses) are skipped rather than trusted. */
export function parseAllowList(entries: readonly string[]): IpRule[] {
  return entries.flatMap((entry) => {
    const rule = checkIpEntry(entry) ? undefined : parseRule(entry.trim());
    return rule ? [rule] : [];
  });
}

function ruleMatches(rule: IpRule, address: Address): boolean {
  switch (rule.kind) {
    case 'single':
      return rule.address.kind() === address.kind() && compareBytes(rule.address, address) === 0;
    case 'range':
      return rule.first.kind() === address.kind() && compareBytes(rule.first, address) <= 0 && compareBytes(address, rule.last) <= 0;
    case 'cidr':
      return rule.network.kind() === address.kind() && address.match(rule.network, rule.bits);
  }
}

/**
 * True when the list is empty (no restriction) or the address falls in one of its entries. An
 * address that cannot be parsed never matches a non-empty list: failing closed is the point.
 */
export function isIpAllowed(entries: readonly string[], ip: string): boolean {
  if (entries.length === 0) return true;
  let address: Address;
  try {
    address = unmap(ipaddr.parse(ip.trim()));
  } catch {
    return false;
  }
  return parseAllowList(entries).some((rule) => ruleMatches(rule, address));
}
