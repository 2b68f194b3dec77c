import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CreateTableCommand, DescribeTableCommand, UpdateTimeToLiveCommand, type GlobalSecondaryIndex } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand } from '@aws-sdk/client-s3';
import { CreateSecretCommand, DescribeSecretCommand } from '@aws-sdk/client-secrets-manager';
import {
  CreateConfigurationSetCommand,
  CreateEmailIdentityCommand,
  GetConfigurationSetCommand,
  GetEmailIdentityCommand,
} from '@aws-sdk/client-sesv2';
import { CreateStateMachineCommand, UpdateStateMachineCommand } from '@aws-sdk/client-sfn';
import { CreateTopicCommand, SubscribeCommand } from '@aws-sdk/client-sns';
import { CreateQueueCommand, GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { PutParameterCommand } from '@aws-sdk/client-ssm';
import { randomBytes } from 'node:crypto';
import { cognito, dynamoAdmin, s3, secrets, ses, sfn, sns, sqs, ssm } from '@functions/platform/aws';
import { timerWorkflowDefinition } from '@functions/platform/timer-workflow';
import { APP_TABLE, DEFAULT_SMS_MAX_SEND_RATE, ENV, QUEUES, SSM_PUBLIC_BASE_URL, type QueueSpec } from '../resources';

export interface LocalResources {
  env: Record<string, string>;
  queues: Record<QueueSpec['id'], { url: string; arn: string; dlqUrl: string; spec: QueueSpec }>;
  sesEventsTopicArn: string;
}

export interface BootstrapOptions {
  /** Prefix of every resource name, so several runs can share one emulator. */
  prefix: string;
  senderDomain: string;
  publicBaseUrl: string;
  region: string;
  /** SMS_MAX_SEND_RATE of the local functions (default: the provider's default, as in AWS). */
  smsMaxSendRate?: number;
}

const exists = (error: unknown, ...names: string[]) => names.includes((error as { name?: string }).name ?? '');

async function ensureTable(name: string): Promise<void> {
  const ddb = dynamoAdmin();
  try {
    await ddb.send(new DescribeTableCommand({ TableName: name }));
    return;
  } catch (error) {
    if (!exists(error, 'ResourceNotFoundException')) throw error;
  }
  const attributes = new Set<string>([APP_TABLE.partitionKey, APP_TABLE.sortKey]);
  const indexes: GlobalSecondaryIndex[] = APP_TABLE.indexes.map((index) => {
    attributes.add(index.partitionKey).add(index.sortKey);
    return {
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    };
  });
  await ddb.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: APP_TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: APP_TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes,
    }),
  );
  await ddb.send(
    new UpdateTimeToLiveCommand({ TableName: name, TimeToLiveSpecification: { AttributeName: APP_TABLE.ttlAttribute, Enabled: true } }),
  );
}

async function queueArn(url: string): Promise<string> {
  const out = await sqs().send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
  return out.Attributes!.QueueArn!;
}

/** Same redrive and visibility as the CDK messaging stack, from the same QueueSpec. */
async function ensureQueue(prefix: string, spec: QueueSpec) {
  const dlq = await sqs().send(
    new CreateQueueCommand({ QueueName: `${prefix}-${spec.id}-dlq`, Attributes: { MessageRetentionPeriod: String(14 * 86400) } }),
  );
  const dlqArn = await queueArn(dlq.QueueUrl!);
  const queue = await sqs().send(
    new CreateQueueCommand({
      QueueName: `${prefix}-${spec.id}`,
      Attributes: {
        VisibilityTimeout: String(spec.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: spec.maxReceiveCount }),
      },
    }),
  );
  return { url: queue.QueueUrl!, arn: await queueArn(queue.QueueUrl!), dlqUrl: dlq.QueueUrl!, spec };
}

async function ensureUserPool(name: string): Promise<{ poolId: string; clientId: string }> {
  const pools = await cognito().send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let poolId = pools.UserPools?.find((p) => p.Name === name)?.Id;
  if (!poolId) {
    const created = await cognito().send(
      new CreateUserPoolCommand({
        PoolName: name,
        UsernameAttributes: ['email'],
        Policies: {
          PasswordPolicy: { MinimumLength: 8, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true },
        },
      }),
    );
    poolId = created.UserPool!.Id!;
  }
  const clients = await cognito().send(new ListUserPoolClientsCommand({ UserPoolId: poolId, MaxResults: 60 }));
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === `${name}-api`)?.ClientId;
  if (!clientId) {
    const created = await cognito().send(
      new CreateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientName: `${name}-api`,
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    clientId = created.UserPoolClient!.ClientId!;
  }
  return { poolId, clientId };
}

async function ensureBucket(name: string, region: string): Promise<void> {
  try {
    await s3().send(new HeadBucketCommand({ Bucket: name }));
  } catch {
    await s3().send(new CreateBucketCommand({ Bucket: name, CreateBucketConfiguration: { LocationConstraint: region as 'eu-central-1' } }));
    await s3().send(
      new PutBucketCorsCommand({
        Bucket: name,
        CORSConfiguration: { CORSRules: [{ AllowedMethods: ['GET', 'PUT'], AllowedOrigins: ['*'], AllowedHeaders: ['*'] }] },
      }),
    );
  }
}

async function ensureSecret(name: string): Promise<string> {
  try {
    return (await secrets().send(new DescribeSecretCommand({ SecretId: name }))).ARN!;
  } catch (error) {
    if (!exists(error, 'ResourceNotFoundException')) throw error;
    const created = await secrets().send(new CreateSecretCommand({ Name: name, SecretString: randomBytes(48).toString('base64url') }));
    return created.ARN!;
  }
}

async function ensureSes(domain: string, configurationSet: string): Promise<void> {
  try {
    await ses().send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
  } catch (error) {
    if (!exists(error, 'NotFoundException')) throw error;
    await ses().send(new CreateEmailIdentityCommand({ EmailIdentity: domain }));
  }
  try {
    await ses().send(new GetConfigurationSetCommand({ ConfigurationSetName: configurationSet }));
  } catch (error) {
    if (!exists(error, 'NotFoundException')) throw error;
    await ses().send(new CreateConfigurationSetCommand({ ConfigurationSetName: configurationSet }));
  }
}

/**
 * The timers' workflow (functions/platform/timer-workflow.ts). moto runs executions only with its
 * stepfunctions.execute_state_machine switch on, and keeps state machines made before that in a
 * backend that never runs them: the switch goes first. LocalStack runs them as they are (no such API).
 */
async function ensureTimers(name: string, jobsQueueUrl: string): Promise<string> {
  const endpoint = process.env.AWS_ENDPOINT_URL;
  if (endpoint) {
    const res = await fetch(`${endpoint}/moto-api/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stepfunctions: { execute_state_machine: true } }),
    });
    if (!res.ok && res.status !== 404) throw new Error(`the emulator refused to run state machines: ${res.status}`);
  }
  const definition = JSON.stringify(timerWorkflowDefinition(jobsQueueUrl));
  // The emulator has no IAM to assume; any well-formed role ARN does.
  const roleArn = 'arn:aws:iam::123456789012:role/goniec-local-timers';
  const created = await sfn().send(new CreateStateMachineCommand({ name, definition, roleArn, type: 'STANDARD' }));
  // An emulator kept from an earlier run answers the machine it has: its definition follows this code.
  await sfn().send(new UpdateStateMachineCommand({ stateMachineArn: created.stateMachineArn, definition }));
  return created.stateMachineArn!;
}

/**
 * Creates (or finds) every resource the app needs in the emulator and returns the environment the
 * functions read, the same variables the CDK stacks set in AWS.
 */
export async function bootstrap(options: BootstrapOptions): Promise<LocalResources> {
  const { prefix } = options;
  const table = `${prefix}-app`;
  await ensureTable(table);
  const queueEntries = await Promise.all(QUEUES.map(async (spec) => [spec.id, await ensureQueue(prefix, spec)] as const));
  const queues = Object.fromEntries(queueEntries) as LocalResources['queues'];
  const topic = await sns().send(new CreateTopicCommand({ Name: `${prefix}-ses-events` }));
  await sns().send(
    new SubscribeCommand({
      TopicArn: topic.TopicArn,
      Protocol: 'sqs',
      Endpoint: await queueArn(queues.events.url),
      Attributes: { RawMessageDelivery: 'true' },
    }),
  );
  const configurationSet = `${prefix}-mail`;
  await ensureSes(options.senderDomain, configurationSet);
  const pool = await ensureUserPool(`${prefix}-users`);
  const bucket = `${prefix}-assets`;
  await ensureBucket(bucket, options.region);
  const secretArn = await ensureSecret(`${prefix}/signing-secret`);
  const timers = await ensureTimers(`${prefix}-timers`, queues.jobs.url);
  const param = SSM_PUBLIC_BASE_URL(prefix);
  await ssm().send(new PutParameterCommand({ Name: param, Value: options.publicBaseUrl, Type: 'String', Overwrite: true }));

  return {
    env: {
      [ENV.appTable]: table,
      [ENV.planQueueUrl]: queues.plan.url,
      [ENV.sendQueueUrl]: queues.send.url,
      [ENV.eventsQueueUrl]: queues.events.url,
      [ENV.jobsQueueUrl]: queues.jobs.url,
      [ENV.webhooksQueueUrl]: queues.webhooks.url,
      // A receiver started on this machine (tests, a developer's) may be a webhook's URL (shared/rules/webhook-url.ts).
      GONIEC_WEBHOOKS_LOCAL_RECEIVERS: 'true',
      // Likewise an SFTP server started on this machine (shared/rules/sftp-host.ts).
      GONIEC_SFTP_LOCAL_SERVERS: 'true',
      [ENV.sesConfigurationSet]: configurationSet,
      [ENV.senderDomain]: options.senderDomain,
      [ENV.userPoolId]: pool.poolId,
      [ENV.userPoolClientId]: pool.clientId,
      [ENV.assetsBucket]: bucket,
      [ENV.signingSecretArn]: secretArn,
      [ENV.publicBaseUrlParam]: param,
      [ENV.stage]: 'local',
      [ENV.smsMaxSendRate]: String(options.smsMaxSendRate ?? DEFAULT_SMS_MAX_SEND_RATE),
      [ENV.timersStateMachineArn]: timers,
      // ENV.originSecretArn stays unset: requests come straight to the runtime, not through CloudFront.
    },
    queues,
    sesEventsTopicArn: topic.TopicArn!,
  };
}
