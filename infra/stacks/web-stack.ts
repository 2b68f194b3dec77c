import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { CSRF_HEADER } from '../../shared/constants';
import { AUTOSAVE_HEADER } from '../../shared/rules/templates';
import { type GoniecConfig, isDevStage } from '../config';
import { GoniecFunction } from '../constructs/goniec-function';
import { createLogsBucket, PRIVATE_BUCKET_DEFAULTS } from '../constructs/buckets';
import { acknowledge } from '../constructs/nag';
import { deployWebApp } from '../constructs/web-deployment';
import { WEB_DIST, webDistExists } from '../paths';
import { DISTRIBUTION_ID_ENV, EDGE_ENTRIES, ORIGIN_VERIFY_HEADER, SSM_PUBLIC_BASE_URL } from '../resources';

export interface WebStackProps extends StackProps {
  readonly config: GoniecConfig;
  readonly httpApi: apigw.IHttpApi;
  /** The browser uploads to it with presigned URLs, so the CSP must allow connecting to it. */
  readonly assetsBucket: s3.IBucket;
  /** Sent to the API on every request, so the API can refuse calls that did not come through here; rotated here. */
  readonly originSecret: secretsmanager.ISecret;
}

/**
 * Viewer headers the API and the tracking function read, and CloudFront-Viewer-Address: the API
 * trusts it (functions/platform/origin.ts) because the request also carries the origin secret.
 * Not Host: API Gateway answers only to its own. Cookies and query strings all.
 */
export const API_ORIGIN_HEADERS = [
  'CloudFront-Viewer-Address',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'User-Agent',
  'Origin',
  'Referer',
  CSRF_HEADER,
  // The editor's timed saves say so: their restore points are marked autosaves (issue 16).
  AUTOSAVE_HEADER,
  // The public API's transactional sends (issue 19): a retried call with the same key never sends twice.
  'Idempotency-Key',
];
/** Rotation of the origin secret: the old value stays accepted until the next one. */
export const ORIGIN_SECRET_ROTATION_DAYS = 30;

/**
 * Client-side routes (no file extension) get index.html; files and everything under /api and /t are
 * left alone, so an API 404 stays a 404 instead of turning into the app shell.
 */
export const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('.', uri.lastIndexOf('/')) === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** The web app on S3 + CloudFront, with the HTTP API behind the same origin under /api and /t. */
export class WebStack extends Stack {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly publicBaseUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    const logsBucket = createLogsBucket(this, 'LogsBucket');
    this.bucket = new s3.Bucket(this, 'WebBucket', {
      ...PRIVATE_BUCKET_DEFAULTS,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 'web-bucket/',
    });

    const securityHeaders = this.securityHeaders(props.assetsBucket);
    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Serve index.html for client-side routes',
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });

    // Same origin for app and API: the session cookie needs no CORS and no third-party cookie rules.
    const apiOrigin = new origins.HttpOrigin(`${props.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // Resolved by CloudFormation at deploy time; the rotation function changes it in place afterwards.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
    });
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      // JSON answers and CSV exports compress well; CloudFront does it at the edge (CDK's default, said aloud).
      compress: true,
      cachePolicy: this.apiCachePolicy(),
      originRequestPolicy: new cloudfront.OriginRequestPolicy(this, 'ApiOriginRequest', {
        comment: 'Goniec API: the viewer headers it reads and the viewer address, never Host',
        headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_ORIGIN_HEADERS),
        cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
        queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      }),
      responseHeadersPolicy: securityHeaders,
    };

    const publicImages: cloudfront.BehaviorOptions = {
      ...apiBehavior,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
    };

    const customDomain = Boolean(config.webDomain && config.webCertificateArn);
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Goniec ${config.stage}`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // Brotli or gzip for the app's scripts and styles (CACHING_OPTIMIZED keys the cache on both);
        // the local runtime (infra/local/static-files.ts) serves them the same way.
        compress: true,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      // Logos (/t/b/) and library images (/t/i/) never change under their names (a new upload is a
      // new name) and are the same for everyone: cached at the edge as their Cache-Control says
      // (a year, immutable), so a mailing's opens do not each call the tracking function. Listed
      // before /t/*, which CloudFront would otherwise match first.
      additionalBehaviors: { '/api/*': apiBehavior, '/t/b/*': publicImages, '/t/i/*': publicImages, '/t/*': apiBehavior },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      // The TLS policy only applies to a custom certificate; the default *.cloudfront.net one is fixed.
      ...(config.webDomain && config.webCertificateArn
        ? {
            domainNames: [config.webDomain],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', config.webCertificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: logsBucket,
      logFilePrefix: 'cloudfront/',
    });
    this.acknowledgeDistributionFindings(customDomain);
    this.rotateOriginSecret(props.originSecret, config, logsBucket);

    this.publicBaseUrl = `https://${customDomain ? config.webDomain : this.distribution.distributionDomainName}`;
    // Functions read the URL at runtime by this well-known name, so the backend stacks never depend on this one.
    new ssm.StringParameter(this, 'PublicBaseUrl', {
      parameterName: SSM_PUBLIC_BASE_URL(config.stage),
      description: `Goniec ${config.stage}: public https origin used in links inside emails`,
      stringValue: this.publicBaseUrl,
    });

    const webDist = config.webDistDir ?? WEB_DIST;
    if (webDistExists(webDist)) deployWebApp(this, { source: webDist, bucket: this.bucket, distribution: this.distribution });

    new CfnOutput(this, 'WebUrl', { value: this.publicBaseUrl });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'WebBucketName', { value: this.bucket.bucketName });
  }

  /**
   * Nothing from the API is cached (it answers `no-store`; no default TTL), but the policy names
   * Authorization, which CloudFront forwards only through a cache policy: integrators' API tokens
   * come in it. The one-second maximum is what lets a cache policy carry headers at all.
   */
  private apiCachePolicy(): cloudfront.CachePolicy {
    return new cloudfront.CachePolicy(this, 'ApiNoCache', {
      comment: 'Goniec API: never cached, forwards Authorization',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      cookieBehavior: cloudfront.CacheCookieBehavior.all(),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      // CloudFront compresses only under a policy that keys on the (normalised) Accept-Encoding;
      // API Gateway's HTTP API compresses nothing itself.
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
  }

  /**
   * The origin secret gets a new value every ORIGIN_SECRET_ROTATION_DAYS: the function writes it into
   * the distribution's origin header, then makes it current (functions/edge/origin-secret-rotation.ts).
   */
  private rotateOriginSecret(secret: secretsmanager.ISecret, config: GoniecConfig, logsBucket: s3.IBucket): void {
    const rotation = new GoniecFunction(this, 'OriginSecretRotation', {
      entry: EDGE_ENTRIES.originSecretRotation,
      description: `Goniec ${config.stage}: rotates the header CloudFront proves itself to the API with`,
      timeout: Duration.minutes(2),
      environment: { [DISTRIBUTION_ID_ENV]: this.distribution.distributionId },
      retainLogs: !isDevStage(config),
    });
    rotation.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
        resources: [`arn:${this.partition}:cloudfront::${this.account}:distribution/${this.distribution.distributionId}`],
      }),
    );
    // CloudFront checks that whoever updates a distribution with standard logging may manage the log bucket's ACL.
    rotation.fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['s3:GetBucketAcl', 's3:PutBucketAcl'], resources: [logsBucket.bucketArn] }),
    );
    const schedule = new secretsmanager.RotationSchedule(this, 'OriginSecretRotationSchedule', {
      secret,
      rotationLambda: rotation.fn,
      automaticallyAfter: Duration.days(ORIGIN_SECRET_ROTATION_DAYS),
    });
    // The first rotation runs at once: only after the distribution carries the header.
    schedule.node.addDependency(this.distribution);
    acknowledge(
      rotation.role,
      'AwsSolutions-IAM5[Resource::*]',
      'secretsmanager:GetRandomPassword, which RotationSchedule grants every rotation function, has no resource to scope it to; the function makes its value with node:crypto and touches only this secret and this distribution.',
    );
  }

  private securityHeaders(assetsBucket: s3.IBucket): cloudfront.ResponseHeadersPolicy {
    const csp = [
      "default-src 'self'",
      "script-src 'self'",
      // Cloudscape sets inline style attributes at runtime.
      "style-src 'self' 'unsafe-inline'",
      // Template previews show images from wherever the marketer hosts them.
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      `connect-src 'self' https://${assetsBucket.bucketRegionalDomainName}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; ');
    return new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Goniec security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
      },
    });
  }

  private acknowledgeDistributionFindings(customDomain: boolean): void {
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'The product is sold to marketers in any country and tracking links are opened by recipients anywhere; there is no region to restrict to.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR2',
      'WAF is a per-request paid add-on the customer can attach; the API rate-limits per account, throttles at the stage and verifies HMAC signatures on public routes.',
    );
    if (!customDomain) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate whose TLS policy cannot be changed; setting webDomain + webCertificateArn applies TLSv1.2_2021.',
      );
    }
  }
}
