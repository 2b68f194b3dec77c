import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { GoniecConfig } from '../config';
import { ENV, type QueueSpec, SSM_PUBLIC_BASE_URL } from '../resources';

/** What the data, auth and sending stacks hand to the stacks with functions. */
export interface BackendRefs {
  readonly table: dynamodb.ITable;
  readonly assetsBucket: s3.IBucket;
  readonly signingSecret: secretsmanager.ISecret;
  readonly originSecret: secretsmanager.ISecret;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  readonly emailIdentity: ses.IEmailIdentity;
  readonly configurationSet: ses.IConfigurationSet;
}

export type Queues = Record<QueueSpec['id'], sqs.IQueue>;

/**
 * Every function gets the same complete environment (all of ENV except the local-only PUBLIC_BASE_URL
 * override) so functions/platform/config.ts can read it in one place; what a function may actually do
 * is decided by its IAM grants, not by which names it can see.
 */
export function functionEnvironment(
  config: GoniecConfig,
  refs: BackendRefs,
  queues: Queues,
  timers: sfn.IStateMachine,
): Record<string, string> {
  return {
    [ENV.appTable]: refs.table.tableName,
    [ENV.planQueueUrl]: queues.plan.queueUrl,
    [ENV.sendQueueUrl]: queues.send.queueUrl,
    [ENV.eventsQueueUrl]: queues.events.queueUrl,
    [ENV.jobsQueueUrl]: queues.jobs.queueUrl,
    [ENV.webhooksQueueUrl]: queues.webhooks.queueUrl,
    [ENV.sesConfigurationSet]: refs.configurationSet.configurationSetName,
    [ENV.senderDomain]: config.senderDomain,
    [ENV.userPoolId]: refs.userPool.userPoolId,
    [ENV.userPoolClientId]: refs.userPoolClient.userPoolClientId,
    [ENV.assetsBucket]: refs.assetsBucket.bucketName,
    [ENV.signingSecretArn]: refs.signingSecret.secretArn,
    [ENV.originSecretArn]: refs.originSecret.secretArn,
    [ENV.publicBaseUrlParam]: SSM_PUBLIC_BASE_URL(config.stage),
    [ENV.stage]: config.stage,
    [ENV.smsMaxSendRate]: String(config.smsMaxSendRate),
    [ENV.timersStateMachineArn]: timers.stateMachineArn,
  };
}
