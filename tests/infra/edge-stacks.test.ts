import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GoniecStacks } from '@infra/app';
import { ENV, ORIGIN_VERIFY_HEADER, SSM_PUBLIC_BASE_URL } from '@infra/resources';
import { ORIGIN_SECRET_ROTATION_DAYS, SPA_REWRITE } from '@infra/stacks/web-stack';
import { buildTestApp, DEV_CONTEXT, fakeWebDist, PROD_CONTEXT } from './helpers';

// Template JSON is untyped; the assertions below are the type check.

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

let prod: GoniecStacks;
let dev: GoniecStacks;
const t = {} as Record<keyof GoniecStacks, Template>;

beforeAll(() => {
  prod = buildTestApp({ ...PROD_CONTEXT, webDistDir: fakeWebDist() }).stacks;
  dev = buildTestApp(DEV_CONTEXT).stacks;
  for (const key of Object.keys(prod) as (keyof GoniecStacks)[]) t[key] = Template.fromStack(prod[key]!);
});

describe('api stack', () => {
  it('routes /api to the API function and /t to the tracking function', () => {
    const routes = Object.values(t.api.findResources('AWS::ApiGatewayV2::Route') as Record<string, Resource>).map(
      (r) => r.Properties.RouteKey,
    );
    expect(routes.sort()).toEqual(['ANY /api/{proxy+}', 'GET /t/{proxy+}', 'POST /t/{proxy+}']);
  });

  it('logs access and throttles on the $default stage', () => {
    t.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });

  it('lets the API function administer Cognito users of the pool only', () => {
    const policies = JSON.stringify(t.api.findResources('AWS::IAM::Policy'));
    for (const action of ['AdminCreateUser', 'AdminInitiateAuth', 'AdminDeleteUser']) expect(policies).toContain(`cognito-idp:${action}`);
    expect(policies).not.toContain('cognito-idp:*');
  });
});

describe('ticker stack', () => {
  it('runs the ticker every minute', () => {
    t.ticker.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^TickerFunction'), 'Arn'] } })],
    });
  });
});

describe('web stack', () => {
  it('serves the private bucket through OAC, the API under /api/* and /t/* uncached, logos and library images cached', () => {
    const apiBehaviour = (path: string) =>
      Match.objectLike({
        PathPattern: path,
        CachePolicyId: { Ref: Match.stringLikeRegexp('^ApiNoCache') },
        OriginRequestPolicyId: { Ref: Match.stringLikeRegexp('^ApiOriginRequest') },
        AllowedMethods: Match.arrayWith(['PUT', 'PATCH', 'POST', 'DELETE']),
      });
    // Logos and library images: cached at the edge (managed CachingOptimized), read-only, still through the verified origin.
    const cachedImages = (path: string) =>
      Match.objectLike({
        PathPattern: path,
        CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6',
        OriginRequestPolicyId: { Ref: Match.stringLikeRegexp('^ApiOriginRequest') },
        AllowedMethods: ['GET', 'HEAD'],
      });
    t.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue() })]),
        CacheBehaviors: [apiBehaviour('/api/*'), cachedImages('/t/b/*'), cachedImages('/t/i/*'), apiBehaviour('/t/*')],
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          ResponseHeadersPolicyId: Match.anyValue(),
        }),
        CustomErrorResponses: Match.absent(),
        Logging: Match.objectLike({ Bucket: Match.anyValue() }),
      }),
    });
    t.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    t.web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('caches nothing from the API, and forwards Authorization, the headers it reads and the viewer address, never Host', () => {
    t.web.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: 1,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
        }),
      }),
    });
    const policies = Object.values(t.web.findResources('AWS::CloudFront::OriginRequestPolicy') as Record<string, Resource>);
    expect(policies).toHaveLength(1);
    const config = policies[0]!.Properties.OriginRequestPolicyConfig;
    expect(config.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect(config.HeadersConfig.Headers).toEqual(
      expect.arrayContaining(['CloudFront-Viewer-Address', 'Content-Type', 'User-Agent', 'x-csrf-token']),
    );
    expect(config.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain('host');
    expect(config.CookiesConfig.CookieBehavior).toBe('all');
    expect(config.QueryStringsConfig.QueryStringBehavior).toBe('all');
  });

  it('proves every API request came through the distribution with the origin secret, which it rotates every 30 days', () => {
    const distribution = Object.values(t.web.findResources('AWS::CloudFront::Distribution') as Record<string, Resource>)[0]!;
    const apiOrigin = distribution.Properties.DistributionConfig.Origins.find(
      (o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig,
    );
    expect(apiOrigin.OriginCustomHeaders).toHaveLength(1);
    expect(apiOrigin.OriginCustomHeaders[0].HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    // A dynamic reference to the Data stack's origin secret, resolved by CloudFormation, never a literal.
    const value = JSON.stringify(apiOrigin.OriginCustomHeaders[0].HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toMatch(/ExportsOutputRefOriginSecret/);
    t.web.hasResourceProperties('AWS::SecretsManager::RotationSchedule', {
      SecretId: { 'Fn::ImportValue': Match.stringLikeRegexp('OriginSecret') },
      RotationLambdaARN: { 'Fn::GetAtt': [Match.stringLikeRegexp('^OriginSecretRotation'), 'Arn'] },
      RotationRules: { ScheduleExpression: `rate(${ORIGIN_SECRET_ROTATION_DAYS} days)` },
    });
    const rotationPolicy = JSON.stringify(
      t.web.findResources('AWS::IAM::Policy', { Properties: { PolicyName: Match.stringLikeRegexp('^OriginSecretRotation') } }),
    );
    expect(rotationPolicy).toContain('cloudfront:UpdateDistribution');
    expect(rotationPolicy).toContain('":distribution/",{"Ref":"Distribution');
    // The API and tracking functions know the secret and may read it; both refuse requests without it.
    for (const prefix of ['ApiFunction', 'TrackingFunction']) {
      const fn = Object.entries(t.api.findResources('AWS::Lambda::Function') as Record<string, Resource>).find(([id]) =>
        id.startsWith(prefix),
      )![1];
      expect(fn.Properties.Environment.Variables[ENV.originSecretArn]['Fn::ImportValue']).toMatch(/ExportsOutputRefOriginSecret/);
    }
    const apiPolicies = JSON.stringify(t.api.findResources('AWS::IAM::Policy'));
    expect(apiPolicies.match(/ExportsOutputRefOriginSecret/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('sends strict security headers', () => {
    const policy = JSON.stringify(t.web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    for (const part of ["default-src 'self'", "frame-ancestors 'none'", '"FrameOption":"DENY"', '"AccessControlMaxAgeSec":31536000']) {
      expect(policy).toContain(part);
    }
  });

  it('rewrites client-side routes to index.html but leaves files alone', () => {
    const handler = new Function(`${SPA_REWRITE}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/mailings/42/stats')).toBe('/index.html');
    expect(rewrite('/assets/app-abc123.js')).toBe('/assets/app-abc123.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });

  it('publishes the public base URL under its well-known parameter name', () => {
    t.web.hasResourceProperties('AWS::SSM::Parameter', {
      Name: SSM_PUBLIC_BASE_URL('prod'),
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] },
    });
  });

  it('deploys web/dist only when it has been built', () => {
    t.web.resourceCountIs('Custom::CDKBucketDeployment', 2);
    Template.fromStack(dev.web).resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});
