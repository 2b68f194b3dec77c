import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** The settings every bucket of the app shares: private, TLS only, encrypted, kept on stack deletion. */
export const PRIVATE_BUCKET_DEFAULTS = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  encryption: s3.BucketEncryption.S3_MANAGED,
  // Buckets hold customer data or the audit trail; a stack deletion must never take them along.
  removalPolicy: RemovalPolicy.RETAIN,
} satisfies s3.BucketProps;

/**
 * Target for S3 server access logs and CloudFront standard logs. CloudFront's legacy logging writes
 * through ACLs, so object ownership stays "bucket owner preferred" instead of "enforced".
 */
export function createLogsBucket(scope: Construct, id: string): s3.Bucket {
  // cdk-nag recognises a log destination bucket, so it needs no access logging of its own.
  return new s3.Bucket(scope, id, {
    ...PRIVATE_BUCKET_DEFAULTS,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(90) }],
  });
}
