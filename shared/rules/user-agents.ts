import ipaddr from 'ipaddr.js';
import { UAParser } from 'ua-parser-js';
import type { DEVICE_KINDS } from '../schemas/reports';

/**
 * Who opened or clicked (issue 18): the device kind and the client family a report shows, and
 * whether a machine did it. Browsers and devices are ua-parser-js's (a maintained parser); the
 * e-mail clients it does not name, and the machines that fetch images or follow links for a
 * person, are the lists below: data, so that a new proxy or scanner is one line.
 */

export type DeviceKind = (typeof DEVICE_KINDS)[number];

export interface Classification {
  device: DeviceKind;
  /** A client family of CLIENT_FAMILIES, or 'other': a bounded set, since each is a roll-up item of every sending. */
  client: string;
  /** A prefetcher or scanner, not a person: counted in the totals, shown apart, kept out of devices and clients. */
  machine: boolean;
}

export interface Request {
  kind: 'open' | 'click';
  userAgent?: string;
  ip?: string;
  /** The HTTP method of a click (a scanner checks a link with HEAD). */
  method?: string;
  /** When it happened, and when the message was sent: within MACHINE_DELAY_MS of the send, no person was fast enough. */
  at?: string;
  sentAt?: string;
}

/**
 * E-mail clients and mail providers' image proxies that ua-parser does not name, tried in order
 * before it. A proxy hides the person's device (device 'unknown') but a person opened: Gmail and
 * Yahoo fetch the images when the message is shown, not on delivery.
 */
export const MAIL_CLIENTS: readonly { client: string; pattern: RegExp; hidesDevice?: boolean }[] = [
  { client: 'Gmail', pattern: /GoogleImageProxy/i, hidesDevice: true },
  { client: 'Yahoo Mail', pattern: /YahooMailProxy/i, hidesDevice: true },
  { client: 'Outlook', pattern: /Microsoft Outlook|ms-office|MSOffice/i },
  { client: 'Thunderbird', pattern: /Thunderbird/i },
];

/** Browser families reported by name (ua-parser's names, some merged); any other browser is 'other'. */
export const BROWSER_FAMILIES: Readonly<Record<string, string>> = {
  Chrome: 'Chrome',
  'Chrome WebView': 'Chrome',
  'Mobile Chrome': 'Chrome',
  Chromium: 'Chrome',
  Firefox: 'Firefox',
  'Mobile Firefox': 'Firefox',
  Safari: 'Safari',
  'Mobile Safari': 'Safari',
  Edge: 'Edge',
  Opera: 'Opera',
  'Opera Mobi': 'Opera',
  'Samsung Internet': 'Samsung Internet',
};

export const CLIENT_FAMILIES = [...new Set(['Apple Mail', ...MAIL_CLIENTS.map((c) => c.client), ...Object.values(BROWSER_FAMILIES)])];

/**
 * Apple Mail Privacy Protection fetches every message's images on delivery from Apple's proxies,
 * with a bare "Mozilla/5.0" (opens only: it follows no links).
 */
export const PREFETCH_USER_AGENTS: readonly string[] = ['Mozilla/5.0'];
export const APPLE_PROXY_NETWORKS: readonly string[] = ['17.0.0.0/8'];

/** Security gateways and tools that follow every link of a message before (or instead of) a person. */
export const LINK_SCANNERS: readonly RegExp[] = [
  /Barracuda/i,
  /Mimecast/i,
  /Proofpoint/i,
  /Symantec|Broadcom|MessageLabs/i,
  /Safe ?Links|BingPreview/i,
  /Trend ?Micro|TMUFE/i,
  /^curl\//i,
  /python-requests|python-urllib|aiohttp/i,
  /Go-http-client/i,
  /^Java\/|Apache-HttpClient|okhttp/i,
  /^Wget/i,
  /bot\b|crawler|spider|HeadlessChrome/i,
];

/** An open or a click within this long of the send: a scanner or a prefetcher, never a person. */
export const MACHINE_DELAY_MS = 2_000;

const networks = APPLE_PROXY_NETWORKS.map((cidr) => ipaddr.parseCIDR(cidr));

function fromAppleProxy(ip: string | undefined): boolean {
  if (!ip || !ipaddr.isValid(ip)) return false;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  return networks.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits));
}

function tooSoon(at: string | undefined, sentAt: string | undefined): boolean {
  if (!at || !sentAt) return false;
  const delay = Date.parse(at) - Date.parse(sentAt);
  return Number.isFinite(delay) && delay >= 0 && delay < MACHINE_DELAY_MS;
}

function isMachine(request: Request, ua: string): boolean {
  if (tooSoon(request.at, request.sentAt)) return true;
  if (request.kind === 'open') return PREFETCH_USER_AGENTS.includes(ua) || fromAppleProxy(request.ip);
  return ua === '' || request.method?.toUpperCase() === 'HEAD' || LINK_SCANNERS.some((p) => p.test(ua));
}

const DESKTOP_SYSTEMS = new Set(['Windows', 'Mac OS', 'Linux', 'Ubuntu', 'Chromium OS', 'Debian', 'Fedora']);

function deviceOf(parsed: UAParser.IResult): DeviceKind {
  const type = parsed.device.type;
  if (type === 'mobile' || type === 'tablet') return type;
  if (type === undefined && parsed.os.name && DESKTOP_SYSTEMS.has(parsed.os.name)) return 'desktop';
  return 'unknown';
}

/** Apple Mail (macOS, iOS) shows messages in a WebKit view that names no browser. */
const appleMail = (ua: string, parsed: UAParser.IResult) =>
  /AppleWebKit/.test(ua) && !/Safari|Chrome|CriOS|FxiOS|EdgiOS/.test(ua) && (parsed.os.name === 'iOS' || parsed.os.name === 'Mac OS');

const browserFamily = (name: string | undefined) => (name && Object.hasOwn(BROWSER_FAMILIES, name) ? BROWSER_FAMILIES[name]! : 'other');

/**
 * A User-Agent's device and client, remembered: a sending's opens and clicks come from a few hundred
 * different agents, and parsing one costs more than the rest of an event's counting.
 */
const agents = new Map<string, Pick<Classification, 'device' | 'client'>>();
const AGENTS_KEPT = 2000;

function agentOf(ua: string): Pick<Classification, 'device' | 'client'> {
  let agent = agents.get(ua);
  if (!agent) {
    const parsed = new UAParser(ua).getResult();
    const mail = MAIL_CLIENTS.find((c) => c.pattern.test(ua));
    agent = {
      device: mail?.hidesDevice ? 'unknown' : deviceOf(parsed),
      client: mail?.client ?? (appleMail(ua, parsed) ? 'Apple Mail' : browserFamily(parsed.browser.name)),
    };
    if (agents.size >= AGENTS_KEPT) agents.clear();
    agents.set(ua, agent);
  }
  return agent;
}

export function classify(request: Request): Classification {
  const ua = (request.userAgent ?? '').trim();
  return { ...agentOf(ua), machine: isMachine(request, ua) };
}
