import { CreateDistributionCommand, GetDistributionConfigCommand } from '@aws-sdk/client-cloudfront';
import { CreateSecretCommand, DescribeSecretCommand, GetSecretValueCommand, RotateSecretCommand } from '@aws-sdk/client-secrets-manager';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiSession, createTestAccount, trackingRequest } from './helpers';

const { cloudfront, secrets } = await import('@functions/platform/aws');
const { forgetOriginSecrets, ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } = await import('@functions/platform/origin');
const { handler: rotate } = await import('@functions/edge/origin-secret-rotation');
const { DISTRIBUTION_ID_ENV, ENV } = await import('@infra/resources');

/**
 * A deployment (ORIGIN_SECRET_ARN set) accepts only requests that came through its CloudFront
 * distribution, proven by the secret header the distribution adds, and takes the client's address
 * from CloudFront-Viewer-Address; the rotation function moves the distribution and the secret to a
 * new value without refusing a request in between.
 */
let secretId: string;
let current: string;

async function secretStage(stage: string) {
  return (await secrets().send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }))).SecretString!;
}

async function createDistribution(value: string): Promise<string> {
  const origin = (id: string, headers: { HeaderName: string; HeaderValue: string }[]) => ({
    Id: id,
    DomainName: `${id}.example.com`,
    OriginPath: '',
    CustomHeaders: { Quantity: headers.length, Items: headers },
    CustomOriginConfig: { HTTPPort: 80, HTTPSPort: 443, OriginProtocolPolicy: 'https-only' as const },
  });
  const out = await cloudfront().send(
    new CreateDistributionCommand({
      DistributionConfig: {
        CallerReference: randomUUID(),
        Comment: 'origin trust test',
        Enabled: true,
        Origins: { Quantity: 2, Items: [origin('api', [{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: value }]), origin('web', [])] },
        DefaultCacheBehavior: {
          TargetOriginId: 'web',
          ViewerProtocolPolicy: 'redirect-to-https',
          CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
        },
      },
    }),
  );
  return out.Distribution!.Id!;
}

async function headerOf(distributionId: string): Promise<string | undefined> {
  const config = (await cloudfront().send(new GetDistributionConfigCommand({ Id: distributionId }))).DistributionConfig!;
  return config.Origins!.Items!.flatMap((o) => o.CustomHeaders?.Items ?? []).find((h) => h.HeaderName === ORIGIN_VERIFY_HEADER)
    ?.HeaderValue;
}

beforeAll(async () => {
  current = randomBytes(48).toString('base64url');
  secretId = (await secrets().send(new CreateSecretCommand({ Name: `origin-verify-${randomUUID()}`, SecretString: current }))).ARN!;
  process.env[ENV.originSecretArn] = secretId;
});

afterEach(() => forgetOriginSecrets());
afterAll(() => {
  delete process.env[ENV.originSecretArn];
  delete process.env[DISTRIBUTION_ID_ENV];
});

describe('requests through the distribution only', () => {
  it('refuses a request without the secret header, or with a wrong one, before anything else', async () => {
    const direct = new ApiSession('198.51.100.7');
    for (const headers of [{}, { [ORIGIN_VERIFY_HEADER]: 'guess' }, { [ORIGIN_VERIFY_HEADER]: `${current}x` }] as Record<
      string,
      string
    >[]) {
      const res = await direct.call('POST', '/auth/login', { json: { email: 'nobody@example.com', password: 'x' }, headers });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'FORBIDDEN_RESOURCE' });
    }
    const tracking = await trackingRequest('GET', '/t/o/abc');
    expect(tracking.statusCode).toBe(403);
  });

  it("takes the client's address from CloudFront-Viewer-Address, not from the edge server that called", async () => {
    const account = await createTestAccount();
    // API Gateway sees the edge server; the viewer is someone else.
    const viaCloudFront = new ApiSession('130.176.0.1');
    const headers = { [ORIGIN_VERIFY_HEADER]: current, [VIEWER_ADDRESS_HEADER]: '203.0.113.9:51234' };
    const login = await viaCloudFront.call('POST', '/auth/login', { json: { email: account.email, password: account.password }, headers });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const history = await viaCloudFront.call('GET', '/account/login-history', { headers });
    expect(history.body.items[0]).toMatchObject({ ip: '203.0.113.9', result: 'ok' });
    // A forged header from a direct caller changes nothing: without the secret nothing is read.
    const forged = await new ApiSession('130.176.0.1').call('GET', '/account/login-history', {
      headers: { [VIEWER_ADDRESS_HEADER]: '10.0.0.1:1' },
    });
    expect(forged.status).toBe(403);
  });

  it('rotates the secret: the distribution sends the new value, and old and new are both accepted meanwhile', async () => {
    const distributionId = await createDistribution(current);
    process.env[DISTRIBUTION_ID_ENV] = distributionId;
    const token = randomUUID();
    // What Secrets Manager does before it calls the function: a pending version, rotation on.
    await secrets().send(
      new RotateSecretCommand({ SecretId: secretId, ClientRequestToken: token, RotationRules: { AutomaticallyAfterDays: 30 } }),
    );
    const accepted = async (value: string) => {
      const res = await new ApiSession().call('GET', '/users/me', { headers: { [ORIGIN_VERIFY_HEADER]: value } });
      return res.status !== 403;
    };

    await rotate({ SecretId: secretId, ClientRequestToken: token, Step: 'createSecret' });
    const pending = await secretStage('AWSPENDING');
    expect(pending).not.toBe(current);
    expect(pending.length).toBeGreaterThanOrEqual(32);
    // A retried step keeps the value it made.
    await rotate({ SecretId: secretId, ClientRequestToken: token, Step: 'createSecret' });
    expect(await secretStage('AWSPENDING')).toBe(pending);

    await rotate({ SecretId: secretId, ClientRequestToken: token, Step: 'setSecret' });
    expect(await headerOf(distributionId)).toBe(pending);
    // Edges still sending the old value, and those already sending the new one, all get through.
    expect(await accepted(current)).toBe(true);
    expect(await accepted(pending)).toBe(true);

    await rotate({ SecretId: secretId, ClientRequestToken: token, Step: 'testSecret' });
    await rotate({ SecretId: secretId, ClientRequestToken: token, Step: 'finishSecret' });
    expect(await secretStage('AWSCURRENT')).toBe(pending);
    expect(await secretStage('AWSPREVIOUS')).toBe(current);
    const stages = (await secrets().send(new DescribeSecretCommand({ SecretId: secretId }))).VersionIdsToStages!;
    expect(stages[token]).toContain('AWSCURRENT');
    forgetOriginSecrets();
    expect(await accepted(pending)).toBe(true);
    expect(await accepted(current)).toBe(true);
    expect(await accepted('never-a-secret-value-never-a-secret-value')).toBe(false);
    current = pending;
  });
});
