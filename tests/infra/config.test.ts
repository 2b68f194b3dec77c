import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { CONFIG_DEFAULTS, mailFromDomain, readConfig } from '@infra/config';
import { cdkJsonContext, tempDir } from './helpers';

const config = (context: Record<string, unknown>) => readConfig(new App({ context, outdir: tempDir('goniec-cdk-out-') }));

describe('readConfig', () => {
  it('never defaults the sender domain: cdk.json alone does not synthesise', () => {
    expect(cdkJsonContext()).not.toHaveProperty('senderDomain');
    expect(() => config(cdkJsonContext())).toThrow(/senderDomain.*no default/);
  });

  it('defaults the rest from cdk.json and CONFIG_DEFAULTS', () => {
    const c = config({ ...cdkJsonContext(), senderDomain: 'News.Example.org' });
    expect(c).toMatchObject({
      stage: 'dev',
      senderDomain: 'news.example.org',
      alarmEmail: undefined,
      mailFromSubdomain: 'mail',
      dmarcReportEmail: 'dmarc@news.example.org',
      sendWorkerConcurrency: 20,
      smsMaxSendRate: 20,
      sendQueueAgeAlarmMinutes: 60,
    });
    expect(CONFIG_DEFAULTS.sendWorkerConcurrency).toBe(20);
    expect(mailFromDomain(c)).toBe('mail.news.example.org');
  });

  it('reads the sending settings from context', () => {
    const c = config({
      senderDomain: 'example.org',
      mailFromSubdomain: 'bounce',
      dmarcReportEmail: 'reports@dmarc.example.net',
      sendWorkerConcurrency: '50',
      smsMaxSendRate: 100,
      sendQueueAgeAlarmMinutes: '30',
    });
    expect(c).toMatchObject({
      sendWorkerConcurrency: 50,
      smsMaxSendRate: 100,
      sendQueueAgeAlarmMinutes: 30,
      dmarcReportEmail: 'reports@dmarc.example.net',
    });
    expect(mailFromDomain(c)).toBe('bounce.example.org');
  });

  it('rejects what would break resource names or SES', () => {
    expect(() => config({ stage: 'Prod_1', senderDomain: 'example.com' })).toThrow(/stage/);
    expect(() => config({ stage: 'prod' })).toThrow(/senderDomain/);
    expect(() => config({ stage: 'prod', senderDomain: 'https://example.com' })).toThrow(/senderDomain/);
    expect(() => config({ stage: 'prod', senderDomain: 'example.com', alarmEmail: 'ops' })).toThrow(/alarmEmail/);
    expect(() => config({ senderDomain: 'example.com', mailFromSubdomain: 'a.b' })).toThrow(/mailFromSubdomain/);
    expect(() => config({ senderDomain: 'example.com', dmarcReportEmail: 'x;p=reject' })).toThrow(/dmarcReportEmail/);
  });

  it.each([
    ['sendWorkerConcurrency', '1'],
    ['sendWorkerConcurrency', '1001'],
    ['sendWorkerConcurrency', '2.5'],
    ['sendWorkerConcurrency', 'many'],
    ['smsMaxSendRate', '0'],
    ['sendQueueAgeAlarmMinutes', '-5'],
    ['keepLegacySenderIdentity', 'yes'],
  ])('rejects %s=%s', (key, value) => {
    expect(() => config({ senderDomain: 'example.com', [key]: value })).toThrow(new RegExp(key));
  });

  it('needs the custom web domain and its certificate together', () => {
    expect(() => config({ senderDomain: 'example.com', webDomain: 'app.example.com' })).toThrow(/webCertificateArn/);
  });
});
