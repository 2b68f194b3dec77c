import { describe, expect, it } from 'vitest';
import { dkimRecords, physicalId } from './sender-identity';

describe('sender identity outputs', () => {
  it('writes the three Easy DKIM CNAMEs CloudFormation outputs', () => {
    expect(dkimRecords('News.Example.org', ['a1', 'b2', 'c3'])).toEqual({
      DkimRecord1: 'a1._domainkey.news.example.org CNAME a1.dkim.amazonses.com',
      DkimRecord2: 'b2._domainkey.news.example.org CNAME b2.dkim.amazonses.com',
      DkimRecord3: 'c3._domainkey.news.example.org CNAME c3.dkim.amazonses.com',
    });
  });

  it('always answers all three, so an adopted BYODKIM identity does not fail the stack', () => {
    const records = dkimRecords('example.org', []);
    expect(Object.keys(records)).toEqual(['DkimRecord1', 'DkimRecord2', 'DkimRecord3']);
    for (const value of Object.values(records)) expect(value).toMatch(/^none: .*BYODKIM/);
  });

  it('keeps who made the identity in the physical id', () => {
    expect(physicalId('Example.ORG', 'created')).toBe('example.org|created');
    expect(physicalId('example.org', 'adopted')).toBe('example.org|adopted');
  });
});
