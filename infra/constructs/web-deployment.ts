import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { DefaultStackSynthesizer, Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';

export interface WebAppDeploymentProps {
  /** Directory with the built web app (web/dist). */
  readonly source: string;
  readonly bucket: s3.IBucket;
  readonly distribution: cloudfront.IDistribution;
}

/**
 * Never published: source maps (the AWS build makes none; a local build's would show the sources),
 * Vite's manifest and the build's flavour stamp. Patterns match the whole key, so `**` for folders.
 */
export const WEB_UNPUBLISHED = ['*.map', '**/*.map', '.vite/*', '.build-flavour'];

/**
 * Uploads the built app in two passes: hashed files cached for a year and kept after later deploys
 * (an open tab may still lazy-load an old chunk), then index.html, never cached, with an invalidation.
 */
export function deployWebApp(scope: Construct, props: WebAppDeploymentProps): void {
  const source = s3deploy.Source.asset(props.source);
  const assets = new s3deploy.BucketDeployment(scope, 'DeployWebAssets', {
    sources: [source],
    destinationBucket: props.bucket,
    exclude: ['index.html', ...WEB_UNPUBLISHED],
    prune: false,
    cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
    memoryLimit: 512,
  });
  const index = new s3deploy.BucketDeployment(scope, 'DeployWebIndex', {
    sources: [source],
    destinationBucket: props.bucket,
    exclude: ['*'],
    include: ['index.html'],
    prune: false,
    cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
    distribution: props.distribution,
    distributionPaths: ['/', '/index.html'],
    memoryLimit: 512,
  });
  index.node.addDependency(assets);
  acknowledgeDeploymentHandler(scope, props.bucket);
}

/**
 * The CDK-provided deployment Lambda is a singleton at stack level, outside our constructs, and its
 * policy comes from aws-cdk-lib. It only runs during deploys, copying the asset into the web bucket.
 */
function acknowledgeDeploymentHandler(scope: Construct, webBucket: s3.IBucket): void {
  const stack = Stack.of(scope);
  const qualifier = stack.synthesizer instanceof DefaultStackSynthesizer ? stack.synthesizer.bootstrapQualifier : undefined;
  const stagingBucket = `cdk-${qualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-<AWS::Region>`;
  const webBucketId = stack.getLogicalId(webBucket.node.defaultChild as s3.CfnBucket);
  const copyReason =
    'aws-cdk-lib grants the deployment handler s3 read on the CDK staging bucket and read/write/delete on the web bucket objects; object keys are the built file names.';
  const findings: Record<string, string> = {
    'AwsSolutions-L1': 'The bucket deployment handler and its runtime are provided and versioned by aws-cdk-lib, not by this app.',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]':
      'The aws-cdk-lib bucket deployment handler comes with the basic execution role for its own logs; it runs only during deploys.',
    'AwsSolutions-IAM5[Action::s3:GetBucket*]': copyReason,
    'AwsSolutions-IAM5[Action::s3:GetObject*]': copyReason,
    'AwsSolutions-IAM5[Action::s3:List*]': copyReason,
    'AwsSolutions-IAM5[Action::s3:Abort*]': copyReason,
    'AwsSolutions-IAM5[Action::s3:DeleteObject*]': copyReason,
    [`AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${stagingBucket}/*]`]: copyReason,
    [`AwsSolutions-IAM5[Resource::<${webBucketId}.Arn>/*]`]: copyReason,
    'AwsSolutions-IAM5[Resource::*]':
      'CloudFront invalidation actions have no resource-level permissions; the handler invalidates index.html of this distribution after a deploy.',
  };
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    for (const [id, reason] of Object.entries(findings)) acknowledge(child, id, reason);
  }
}
