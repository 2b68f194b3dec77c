import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_KINDS } from '../schemas/reports';
import { CLIENT_FAMILIES, classify } from './user-agents';

const IPHONE_MAIL = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IPAD_MAIL = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const MAC_MAIL = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const OUTLOOK = 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17126; Pro)';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 13; SM-G991B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const GMAIL_PROXY = 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)';

describe('classify', () => {
  it.each([
    [IPHONE_MAIL, 'mobile', 'Apple Mail'],
    [IPAD_MAIL, 'tablet', 'Apple Mail'],
    [MAC_MAIL, 'desktop', 'Apple Mail'],
    [OUTLOOK, 'desktop', 'Outlook'],
    ['Mozilla/4.0 (compatible; ms-office; MSOffice 16)', 'unknown', 'Outlook'],
    ['Mozilla/5.0 (Windows NT 10.0; rv:115.0) Gecko/20100101 Thunderbird/115.0', 'desktop', 'Thunderbird'],
    [GMAIL_PROXY, 'unknown', 'Gmail'],
    ['YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html', 'unknown', 'Yahoo Mail'],
    [CHROME, 'desktop', 'Chrome'],
    [ANDROID_CHROME, 'mobile', 'Chrome'],
    ['something nobody knows', 'unknown', 'other'],
  ])('names the device and client of %s', (userAgent, device, client) => {
    expect(classify({ kind: 'open', userAgent })).toEqual({ device, client, machine: false });
  });

  it('takes Apple Mail Privacy Protection for a machine: its bare user agent or an Apple proxy address', () => {
    expect(classify({ kind: 'open', userAgent: 'Mozilla/5.0' }).machine).toBe(true);
    expect(classify({ kind: 'open', userAgent: IPHONE_MAIL, ip: '17.58.1.2' }).machine).toBe(true);
    expect(classify({ kind: 'open', userAgent: IPHONE_MAIL, ip: '::ffff:17.58.1.2' }).machine).toBe(true);
    expect(classify({ kind: 'open', userAgent: IPHONE_MAIL, ip: '170.58.1.2' }).machine).toBe(false);
    expect(classify({ kind: 'open', userAgent: IPHONE_MAIL, ip: 'not an address' }).machine).toBe(false);
  });

  it('takes image proxies of Gmail and Yahoo for people: they fetch when the message is shown', () => {
    expect(classify({ kind: 'open', userAgent: GMAIL_PROXY, ip: '66.249.1.1' }).machine).toBe(false);
  });

  it.each([
    'Mozilla/5.0 (compatible; Barracuda Sentinel)',
    'Mimecast URL Protect',
    'Proofpoint URL Defense',
    'Mozilla/5.0 (compatible; BingPreview/1.0b)',
    'Microsoft Office Safe Links',
    'TrendMicro TMUFE',
    'curl/8.4.0',
    'python-requests/2.31.0',
    'Go-http-client/1.1',
    'Java/17.0.2',
    'Wget/1.21',
    '',
  ])('takes %j clicking for a link scanner', (userAgent) => {
    expect(classify({ kind: 'click', userAgent, method: 'GET' }).machine).toBe(true);
  });

  it('takes a HEAD click for a scanner, a GET from a browser for a person', () => {
    expect(classify({ kind: 'click', userAgent: CHROME, method: 'HEAD' }).machine).toBe(true);
    expect(classify({ kind: 'click', userAgent: CHROME, method: 'GET' }).machine).toBe(false);
  });

  it('takes anything within 2 s of the send for a machine, and later for whoever the user agent says', () => {
    const sentAt = '2026-01-01T10:00:00.000Z';
    expect(classify({ kind: 'click', userAgent: CHROME, at: '2026-01-01T10:00:01.500Z', sentAt }).machine).toBe(true);
    expect(classify({ kind: 'open', userAgent: IPHONE_MAIL, at: '2026-01-01T10:00:01.999Z', sentAt }).machine).toBe(true);
    expect(classify({ kind: 'open', userAgent: IPHONE_MAIL, at: '2026-01-01T10:00:02.000Z', sentAt }).machine).toBe(false);
    expect(classify({ kind: 'open', userAgent: IPHONE_MAIL, at: '2026-01-01T10:00:05.000Z' }).machine).toBe(false);
  });

  it('answers a bounded client and a known device for any user agent, address and method', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.option(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string()), { nil: undefined }),
        fc.constantFrom('open' as const, 'click' as const),
        fc.option(fc.constantFrom('GET', 'HEAD', 'POST'), { nil: undefined }),
        (userAgent, ip, kind, method) => {
          const c = classify({ kind, userAgent, ip, method });
          expect(DEVICE_KINDS).toContain(c.device);
          expect([...CLIENT_FAMILIES, 'other']).toContain(c.client);
          expect(typeof c.machine).toBe('boolean');
        },
      ),
    );
  });
});
