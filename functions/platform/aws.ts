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
import { SFNClient } from '@aws-sdk/client-sfn';
import { SNSClient } from '@aws-sdk/client-sns';
import { SQSClient } from '@aws-sdk/client-sqs';
import { SSMClient } from '@aws-sdk/client-ssm';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { StandardRetryStrategy } from '@smithy/core/retry';
import type { RetryErrorInfo, RetryStrategyV2, StandardRetryToken } from '@smithy/types';

const usesEmulator = Boolean(process.env.AWS_ENDPOINT_URL || process.env.AWS_ENDPOINT_URL_S3);

const forgetters: (() => void)[] = [];

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  forgetters.push(() => (value = undefined));
  return () => (value ??= make());
}

/**
 * Drops the clients made so far, so the next use makes them from the environment as it is now: for
 * a process whose endpoints change (test files one after another in one process, one of them
 * putting a proxy before an emulated service). A Lambda's environment never changes.
 */
export function forgetClients(): void {
  for (const forget of forgetters) forget();
}

/** The low-level client, for table administration (the local runtime creates tables with it). */
export const dynamoAdmin = lazy(() => new DynamoDBClient({}));
export const dynamo = lazy(() =>
  DynamoDBDocumentClient.from(dynamoAdmin(), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  }),
);
export const sqs = lazy(() => new SQSClient({}));
/**
 * Clients that hand messages over (SES, SNS) retry only what the provider answered (see
 * AnsweredRetryStrategy), and give up on a call that hangs: a message stuck in a call would hold
 * its batch until the function's timeout.
 */
const handingOver = () => ({
  retryStrategy: new AnsweredRetryStrategy(),
  requestHandler: { connectionTimeout: 5_000, requestTimeout: 20_000, throwOnRequestTimeout: true },
});
export const ses = lazy(() => new SESv2Client(handingOver()));
export const sns = lazy(() => new SNSClient(handingOver()));
/** Path-style addressing: emulators serve buckets under one host. */
export const s3 = lazy(() => new S3Client({ forcePathStyle: usesEmulator }));
export const cognito = lazy(() => new CognitoIdentityProviderClient({}));
export const secrets = lazy(() => new SecretsManagerClient({}));
export const ssm = lazy(() => new SSMClient({}));
export const cloudfront = lazy(() => new CloudFrontClient({}));
export const sfn = lazy(() => new SFNClient({}));

/** Throttling answers of SES and SNS: the message was not accepted; try again later, slower. */
const THROTTLE_NAMES = new Set([
  'TooManyRequestsException',
  'ThrottlingException',
  'LimitExceededException',
  'ThrottledException',
  'KMSThrottlingException',
]);
/** Failures to connect at all: the request never reached the provider. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * What a failed provider call (SES, SNS) means for the message:
 * - `throttled`: the provider answered "too fast" and did not accept it; send it later.
 * - `retry`: the provider answered with its own failure (5xx) or was never reached; not accepted.
 * - `unknown`: no answer came (a timeout, a reset connection): it may have been accepted, so it
 *   must not be sent again.
 * - `rejected`: the provider refused this message for good.
 * Only an answer from the provider, or a connection that never opened, proves a message did not go.
 */
export function sendFailureKind(error: unknown): 'throttled' | 'retry' | 'unknown' | 'rejected' {
  const e = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  if (THROTTLE_NAMES.has(e.name ?? '') || status === 429) return 'throttled';
  if (status !== undefined) return status >= 500 ? 'retry' : 'rejected';
  if (NEVER_CONNECTED.has(e.code ?? '') || NEVER_CONNECTED.has(e.name ?? '')) return 'retry';
  return 'unknown';
}

/**
 * The SDK's standard retries, except after a call that got no answer. The SDK retries timeouts and
 * reset connections as transient, which for SendEmail or Publish would send again a message the
 * provider may already have accepted; such a call fails at once instead, and the engine settles
 * its recipient as interrupted (`sendFailureKind` says `unknown`). Throttling, 5xx and connections
 * that never opened are retried as the SDK would.
 */
export class AnsweredRetryStrategy implements RetryStrategyV2 {
  private readonly standard = new StandardRetryStrategy(3);

  acquireInitialRetryToken(scope: string): Promise<StandardRetryToken> {
    return this.standard.acquireInitialRetryToken(scope);
  }

  refreshRetryTokenForRetry(token: StandardRetryToken, info: RetryErrorInfo): Promise<StandardRetryToken> {
    // Thrown, the SDK gives up and throws the call's own error (its retry middleware).
    if (sendFailureKind(info.error) === 'unknown') return Promise.reject(info.error ?? new Error('no answer'));
    return this.standard.refreshRetryTokenForRetry(token, info);
  }

  recordSuccess(token: StandardRetryToken): void {
    this.standard.recordSuccess(token);
  }
}
