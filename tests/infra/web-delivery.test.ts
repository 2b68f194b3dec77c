import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fakeWebDist, PROD_CONTEXT } from './helpers';

// Template JSON is untyped; the assertions below are the type check.
type Resource = { Type: string; Properties: Record<string, any> };

let web: Template;

beforeAll(() => {
  web = Template.fromStack(buildTestApp({ ...PROD_CONTEXT, webDistDir: fakeWebDist() }).stacks.web);
});

const distributionConfig = () => {
  const [distribution] = Object.values(web.findResources('AWS::CloudFront::Distribution') as Record<string, Resource>);
  return distribution!.Properties.DistributionConfig;
};

describe('web distribution: a compressed first load', () => {
  it('compresses every behaviour (the app from S3, /api and /t)', () => {
    const config = distributionConfig();
    const behaviours = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
    expect(config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern).sort()).toEqual(['/api/*', '/t/*', '/t/b/*', '/t/i/*']);
    for (const behaviour of behaviours) expect(behaviour.Compress).toBe(true);
  });

  it('keys the API cache policy on Accept-Encoding, without which CloudFront compresses nothing', () => {
    const policies = Object.values(web.findResources('AWS::CloudFront::CachePolicy') as Record<string, Resource>);
    const api = policies.find((p) => String(p.Properties.CachePolicyConfig.Comment).startsWith('Goniec API'));
    const origin = api!.Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin;
    expect(origin.EnableAcceptEncodingGzip).toBe(true);
    expect(origin.EnableAcceptEncodingBrotli).toBe(true);
    // The app's own behaviour uses the managed CachingOptimized policy, which enables both.
    expect(distributionConfig().DefaultCacheBehavior.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
  });
});

describe('web deployment: no source maps in the bucket', () => {
  const deployments = () => Object.values(web.findResources('Custom::CDKBucketDeployment') as Record<string, Resource>);

  it('uploads the hashed assets without *.map files, the Vite manifest or the build stamp', () => {
    const withAssets = deployments().filter((d) => !(d.Properties.Include ?? []).includes('index.html'));
    expect(withAssets).toHaveLength(1);
    expect(withAssets[0]!.Properties.Exclude).toEqual(
      expect.arrayContaining(['index.html', '*.map', '**/*.map', '.vite/*', '.build-flavour']),
    );
  });

  it('uploads nothing but index.html in the second pass', () => {
    const index = deployments().filter((d) => (d.Properties.Include ?? []).includes('index.html'));
    expect(index).toHaveLength(1);
    expect(index[0]!.Properties.Exclude).toEqual(['*']);
    expect(index[0]!.Properties.Include).toEqual(['index.html']);
  });
});
