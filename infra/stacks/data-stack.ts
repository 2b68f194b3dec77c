import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { type GoniecConfig, isDevStage } from '../config';
import { createLogsBucket, PRIVATE_BUCKET_DEFAULTS } from '../constructs/buckets';
import { acknowledge } from '../constructs/nag';
import { APP_TABLE } from '../resources';

export interface DataStackProps extends StackProps {
  readonly config: GoniecConfig;
}

/** State that outlives every deploy: the app table, the assets bucket and the signing secret. */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly assetsBucket: s3.Bucket;
  readonly assetsAccessPolicy: iam.ManagedPolicy;
  /** Read-only on the accounts' uploaded documents (documents/*): the public tracking function serves them. */
  readonly documentsReadPolicy: iam.ManagedPolicy;
  /** Read of the accounts' logos (branding/) and library images (images/) only, for the public tracking function that serves them. */
  readonly logoReadPolicy: iam.ManagedPolicy;
  readonly signingSecret: secretsmanager.Secret;
  /** What CloudFront proves itself to the API with (functions/platform/origin.ts); the Web stack rotates it. */
  readonly originSecret: secretsmanager.Secret;
  /** Server access logs of the assets bucket; the SMTP relay's NLB logs here too. */
  readonly logsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const dev = isDevStage(props.config);

    this.table = new dynamodb.Table(this, 'AppTable', {
      partitionKey: { name: APP_TABLE.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: APP_TABLE.sortKey, type: dynamodb.AttributeType.STRING },
      timeToLiveAttribute: APP_TABLE.ttlAttribute,
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: !dev,
      removalPolicy: dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    for (const index of APP_TABLE.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // Operators' scripts find the table here (scripts/grant-super-admin.mjs --stage <stage>).
    new CfnOutput(this, 'AppTableName', { value: this.table.tableName, description: 'The app table (DynamoDB)' });

    const logsBucket = createLogsBucket(this, 'LogsBucket');
    this.logsBucket = logsBucket;
    this.assetsBucket = new s3.Bucket(this, 'AssetsBucket', {
      ...PRIVATE_BUCKET_DEFAULTS,
      versioned: true,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 'assets-bucket/',
      lifecycleRules: [
        // Exports are one-off downloads behind presigned URLs; keeping them longer only keeps personal data around.
        { id: 'expire-exports', prefix: 'exports/', expiration: Duration.days(7), noncurrentVersionExpiration: Duration.days(1) },
        // Uploaded import files and their reports: the import is over long before; the report link lives 7 days.
        { id: 'expire-imports', prefix: 'imports/', expiration: Duration.days(7), noncurrentVersionExpiration: Duration.days(1) },
        {
          id: 'expire-old-versions',
          noncurrentVersionExpiration: Duration.days(30),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      // The browser uploads imports and template images straight to S3 with presigned URLs.
      cors: [
        {
          allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET],
          allowedOrigins: ['*'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
    });

    // Lives here, next to the bucket, so nag sees the bucket's own logical id in the resource and the
    // acknowledgement below names exactly this bucket rather than a cross-stack import.
    this.assetsAccessPolicy = new iam.ManagedPolicy(this, 'AssetsObjectAccess', {
      description: `Goniec ${props.config.stage}: read/write objects of the assets bucket`,
      statements: [
        new iam.PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          resources: [this.assetsBucket.arnForObjects('*')],
        }),
        new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.assetsBucket.bucketArn] }),
      ],
    });
    const bucketLogicalId = this.getLogicalId(this.assetsBucket.node.defaultChild as s3.CfnBucket);
    acknowledge(
      this.assetsAccessPolicy,
      `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/*]`,
      'Object keys are generated per account at runtime (imports/, exports/, assets/); the grant covers only the objects of this one assets bucket.',
    );
    this.documentsReadPolicy = new iam.ManagedPolicy(this, 'DocumentsRead', {
      description: `Goniec ${props.config.stage}: read the accounts' uploaded terms and privacy policies`,
      statements: [new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [this.assetsBucket.arnForObjects('documents/*')] })],
    });
    acknowledge(
      this.documentsReadPolicy,
      `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/documents/*]`,
      'Documents are stored under documents/<account>/<kind>/<ulid>.pdf, keys made at upload; the public function may only read that prefix, never write.',
    );
    // The library's images (issue 16) are served the same way as logos, by the same function.
    this.logoReadPolicy = new iam.ManagedPolicy(this, 'LogoRead', {
      description: `Goniec ${props.config.stage}: read the accounts' logos (branding/) and library images (images/) of the assets bucket`,
      statements: [
        new iam.PolicyStatement({
          actions: ['s3:GetObject'],
          resources: [this.assetsBucket.arnForObjects('branding/*'), this.assetsBucket.arnForObjects('images/*')],
        }),
      ],
    });
    acknowledge(
      this.logoReadPolicy,
      `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/branding/*]`,
      'Logo keys are generated per account at upload (branding/<account>/<ulid>.jpg); the public tracking function reads only these, never other objects.',
    );
    acknowledge(
      this.logoReadPolicy,
      `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/images/*]`,
      'Library image keys are generated per account at upload (images/<account>/<ulid>.<ext>); the public tracking function only reads them, never writes.',
    );

    this.signingSecret = new secretsmanager.Secret(this, 'SigningSecret', {
      description: `Goniec ${props.config.stage}: HMAC key for sessions, tracking links and API tokens`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.signingSecret,
      'AwsSolutions-SMG4',
      'Rotating the HMAC key invalidates every live session and every signed tracking/unsubscribe link in emails already sent; rotation is a planned manual operation, not a schedule.',
    );

    this.originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: `Goniec ${props.config.stage}: the header value CloudFront sends to the API, so direct calls to the API are refused`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.originSecret,
      'AwsSolutions-SMG4',
      'Rotated every 30 days by the Web stack, which owns the CloudFront distribution the rotation must update (a schedule here could not name it without a dependency cycle).',
    );
  }
}
