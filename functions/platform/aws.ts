/**
 * Every AWS client comes from here. The SDK reads AWS_ENDPOINT_URL (and the per-service
 * AWS_ENDPOINT_URL_<SERVICE>) by itself, so the same code talks to real AWS, moto or LocalStack.
 */
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { SQSClient } from '@aws-sdk/client-sqs';
import { SSMClient } from '@aws-sdk/client-ssm';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const usesEmulator = Boolean(process.env.AWS_ENDPOINT_URL || process.env.AWS_ENDPOINT_URL_S3);

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The low-level client, for table administration (the local runtime creates tables with it). */
export const dynamoAdmin = lazy(() => new DynamoDBClient({}));
export const dynamo = lazy(() =>
  DynamoDBDocumentClient.from(dynamoAdmin(), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  }),
);
export const sqs = lazy(() => new SQSClient({}));
export const ses = lazy(() => new SESv2Client({}));
export const sns = lazy(() => new SNSClient({}));
/** Path-style addressing: emulators serve buckets under one host. */
export const s3 = lazy(() => new S3Client({ forcePathStyle: usesEmulator }));
export const cognito = lazy(() => new CognitoIdentityProviderClient({}));
export const secrets = lazy(() => new SecretsManagerClient({}));
export const ssm = lazy(() => new SSMClient({}));
export const cloudfront = lazy(() => new CloudFrontClient({}));

/** Throttling and service-side failures of SES and SNS: the message was not accepted and may be sent again. */
const RETRYABLE_NAMES = new Set([
  'TooManyRequestsException', 'ThrottlingException', 'LimitExceededException', 'ServiceUnavailable', 'InternalFailure', // SES
  'ThrottledException', 'InternalErrorException', 'KMSThrottlingException', // SNS
]);

/**
 * Whether a failed provider call is worth another try: the SDK says so, the error is a throttle or a
 * service failure, or no answer came at all (network); any other refusal is final for that message.
 */
export function isRetryableSendError(error: unknown): boolean {
  const e = error as { name?: string; $retryable?: unknown; $metadata?: { httpStatusCode?: number } };
  if (e.$retryable || RETRYABLE_NAMES.has(e.name ?? '')) return true;
  const status = e.$metadata?.httpStatusCode;
  return status === undefined || status >= 500 || status === 429;
}
