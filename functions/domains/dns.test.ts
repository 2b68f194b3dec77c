import { describe, expect, it } from 'vitest';
import { normalizeSendingDomain } from '@shared/schemas/domains';
import { dnsRecords, foldSesStatus } from './dns';

describe('sending-domain DNS records', () => {
  it('lists one CNAME per DKIM token, the MAIL FROM MX and SPF, and a suggested DMARC', () => {
    expect(dnsRecords({ domain: 'firma.pl', tokens: ['abc', 'def', 'ghi'], region: 'eu-central-1', dmarcReportTo: 'd@firma.pl' })).toEqual([
      { purpose: 'dkim', type: 'CNAME', name: 'abc._domainkey.firma.pl', value: 'abc.dkim.amazonses.com' },
      { purpose: 'dkim', type: 'CNAME', name: 'def._domainkey.firma.pl', value: 'def.dkim.amazonses.com' },
      { purpose: 'dkim', type: 'CNAME', name: 'ghi._domainkey.firma.pl', value: 'ghi.dkim.amazonses.com' },
      { purpose: 'mailFromMx', type: 'MX', name: 'bounce.firma.pl', value: 'feedback-smtp.eu-central-1.amazonses.com', priority: 10 },
      { purpose: 'mailFromSpf', type: 'TXT', name: 'bounce.firma.pl', value: 'v=spf1 include:amazonses.com ~all' },
      { purpose: 'dmarc', type: 'TXT', name: '_dmarc.firma.pl', value: 'v=DMARC1; p=none; rua=mailto:d@firma.pl' },
    ]);
  });

  it('lists no DKIM lines before SES issues tokens', () => {
    const records = dnsRecords({ domain: 'firma.pl', tokens: [], region: 'us-east-1' });
    expect(records.map((r) => r.purpose)).toEqual(['mailFromMx', 'mailFromSpf', 'dmarc']);
    expect(records[2]!.value).toBe('v=DMARC1; p=none');
  });

  it('folds the SES statuses to pending, verified and failed', () => {
    expect(['SUCCESS', 'FAILED', 'PENDING', 'TEMPORARY_FAILURE', 'NOT_STARTED', undefined].map(foldSesStatus)).toEqual([
      'verified',
      'failed',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(['SUCCESS', 'FAILED', 'PENDING', undefined].map(foldSesStatus)).toEqual(['verified', 'failed', 'pending', 'pending']);
  });
});

describe('sending-domain names', () => {
  it('normalises case, spaces, a leading @ and a trailing dot', () => {
    expect(normalizeSendingDomain('  News.Firma.PL. ')).toBe('news.firma.pl');
    expect(normalizeSendingDomain('@firma.pl')).toBe('firma.pl');
    expect(normalizeSendingDomain('xn--zkw-2qa.pl')).toBe('xn--zkw-2qa.pl');
  });

  it('refuses what is no domain', () => {
    for (const bad of [
      '',
      'localhost',
      'firma',
      '-firma.pl',
      'firma-.pl',
      'fir ma.pl',
      'a..pl',
      'firma.p',
      'firma.p1',
      'a@b.pl',
      'http://firma.pl',
      `${'a'.repeat(64)}.pl`,
      `${'a.'.repeat(130)}pl`,
    ])
      expect(normalizeSendingDomain(bad), bad).toBeUndefined();
  });
});
