import { describe, expect, it } from 'vitest';
import { DEPLOYED_POLICY, isPublicAddress, webhookUrlOf } from './webhook-url';

const LOCAL = { localReceivers: true };

describe('webhook URLs', () => {
  it('takes https URLs of public hosts in a deployed build, without their fragment', () => {
    expect(webhookUrlOf(' https://hooks.example.com/goniec?x=1#frag ', DEPLOYED_POLICY)?.toString()).toBe(
      'https://hooks.example.com/goniec?x=1',
    );
    expect(webhookUrlOf('https://93.184.216.34:8443/in', DEPLOYED_POLICY)?.port).toBe('8443');
    expect(webhookUrlOf('https://[2606:4700::1111]/in', DEPLOYED_POLICY)).toBeDefined();
  });

  it.each([
    ['http://hooks.example.com/', 'plain http'],
    ['ftp://hooks.example.com/', 'another scheme'],
    ['https://user:secret@hooks.example.com/', 'credentials in the URL'],
    ['https://127.0.0.1/', 'loopback'],
    ['https://10.1.2.3/', 'private'],
    ['https://192.168.0.10/', 'private'],
    ['https://172.16.5.4/', 'private'],
    ['https://169.254.169.254/latest/meta-data/', 'link-local (instance metadata)'],
    ['https://100.64.0.1/', 'carrier-grade NAT'],
    ['https://0.0.0.0/', 'unspecified'],
    ['https://[::1]/', 'IPv6 loopback'],
    ['https://[fd00:ec2::254]/', 'unique-local (IPv6 metadata)'],
    ['https://[fe80::1]/', 'IPv6 link-local'],
    ['https://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
    ['https://localhost/', 'localhost by name'],
    ['https://metadata.google.internal/', 'an internal name'],
    ['https://printer.local./', 'an mDNS name'],
    ['not a url', 'not a URL'],
  ])('refuses %s (%s) in a deployed build', (url) => {
    expect(webhookUrlOf(url, DEPLOYED_POLICY)).toBeUndefined();
  });

  it('lets the local runtime call http and this machine, but never with credentials or another scheme', () => {
    expect(webhookUrlOf('http://127.0.0.1:4000/hook', LOCAL)?.toString()).toBe('http://127.0.0.1:4000/hook');
    expect(webhookUrlOf('http://localhost:4000/hook', LOCAL)).toBeDefined();
    expect(webhookUrlOf('http://a:b@127.0.0.1/', LOCAL)).toBeUndefined();
    expect(webhookUrlOf('file:///etc/passwd', LOCAL)).toBeUndefined();
  });

  it('counts only public unicast addresses as public', () => {
    expect(['8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8'].map(isPublicAddress)).toEqual([true, true, true]);
    expect(['127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1', '255.255.255.255', '198.18.0.1', 'nonsense'].map(isPublicAddress)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
