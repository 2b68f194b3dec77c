import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readConfig } from '@infra/config';
import { cdkJsonContext, tempDir } from './helpers';

const config = (context: Record<string, unknown>) => readConfig(new App({ context, outdir: tempDir('goniec-cdk-out-') }));

describe('readConfig', () => {
  it('defaults from cdk.json make a dev stage', () => {
    expect(config(cdkJsonContext())).toMatchObject({ stage: 'dev', senderDomain: 'example.com', alarmEmail: undefined });
  });

  it('rejects what would break resource names or SES', () => {
    expect(() => config({ stage: 'Prod_1', senderDomain: 'example.com' })).toThrow(/stage/);
    expect(() => config({ stage: 'prod' })).toThrow(/senderDomain/);
    expect(() => config({ stage: 'prod', senderDomain: 'https://example.com' })).toThrow(/senderDomain/);
    expect(() => config({ stage: 'prod', senderDomain: 'example.com', alarmEmail: 'ops' })).toThrow(/alarmEmail/);
  });

  it('needs the custom web domain and its certificate together', () => {
    expect(() => config({ senderDomain: 'example.com', webDomain: 'app.example.com' })).toThrow(/webCertificateArn/);
  });
});
