import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GoniecStacks } from '@infra/app';
import { SSM_PUBLIC_BASE_URL } from '@infra/resources';
import { SPA_REWRITE } from '@infra/stacks/web-stack';
import { buildTestApp, DEV_CONTEXT, fakeWebDist, PROD_CONTEXT } from './helpers';

// Template JSON is untyped; the assertions below are the type check.
 
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let prod: GoniecStacks;
let dev: GoniecStacks;
const t = {} as Record<keyof GoniecStacks, Template>;

beforeAll(() => {
  prod = buildTestApp({ ...PROD_CONTEXT, webDistDir: fakeWebDist() }).stacks;
  dev = buildTestApp(DEV_CONTEXT).stacks;
  for (const key of Object.keys(prod) as (keyof GoniecStacks)[]) t[key] = Template.fromStack(prod[key]);
});

describe('api stack', () => {
  it('routes /api to the API function and /t to the tracking function', () => {
    const routes = Object.values(t.api.findResources('AWS::ApiGatewayV2::Route') as Record<string, Resource>).map((r) => r.Properties.RouteKey);
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
  it('serves the private bucket through OAC and the API under /api/* and /t/* uncached', () => {
    const apiBehaviour = (path: string) =>
      Match.objectLike({
        PathPattern: path,
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        AllowedMethods: Match.arrayWith(['PUT', 'PATCH', 'POST', 'DELETE']),
      });
    t.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue() })]),
        CacheBehaviors: [apiBehaviour('/api/*'), apiBehaviour('/t/*')],
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
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
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
