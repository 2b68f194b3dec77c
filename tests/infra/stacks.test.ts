import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GoniecStacks } from '@infra/app';
import { APP_TABLE, ENTRIES, ENV, QUEUES, SSM_PUBLIC_BASE_URL } from '@infra/resources';
import { buildTestApp, DEV_CONTEXT, fakeWebDist, PROD_CONTEXT } from './helpers';

// Template JSON is untyped; the assertions below are the type check.

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

let prod: GoniecStacks;
let dev: GoniecStacks;
const t = {} as Record<keyof GoniecStacks, Template>;

beforeAll(() => {
  prod = buildTestApp({ ...PROD_CONTEXT, webDistDir: fakeWebDist() }).stacks;
  dev = buildTestApp(DEV_CONTEXT).stacks;
  for (const key of Object.keys(prod) as (keyof GoniecStacks)[]) t[key] = Template.fromStack(prod[key]!);
});

/** The app's own functions (the CDK bucket deployment handler is not one of them). */
function ownFunctions(template: Template): [string, Resource][] {
  return Object.entries(template.findResources('AWS::Lambda::Function') as Record<string, Resource>).filter(
    ([id]) => !id.startsWith('CustomCDKBucketDeployment'),
  );
}

describe('stack layout', () => {
  it('names stacks Goniec-<stage>-<concern>', () => {
    expect(Object.values(prod).map((s) => s.stackName)).toEqual([
      'Goniec-prod-Data',
      'Goniec-prod-Auth',
      'Goniec-prod-Sending',
      'Goniec-prod-Messaging',
      'Goniec-prod-Api',
      'Goniec-prod-Ticker',
      'Goniec-prod-Web',
    ]);
  });

  it('has one-way dependencies: nothing depends on the web stack, the web stack depends on the api', () => {
    expect(prod.web.dependencies).toContain(prod.api);
    for (const stack of Object.values(prod)) expect(stack.dependencies).not.toContain(prod.web);
    expect(prod.sending.dependencies).not.toContain(prod.messaging);
  });
});

describe('data stack', () => {
  it('builds the app table from APP_TABLE', () => {
    t.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: APP_TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: APP_TABLE.sortKey, KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: APP_TABLE.ttlAttribute, Enabled: true },
        SSESpecification: { SSEEnabled: true },
        DeletionProtectionEnabled: true,
        GlobalSecondaryIndexes: APP_TABLE.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    });
  });

  it('lets dev tables go: no deletion protection, destroyed with the stack', () => {
    Template.fromStack(dev.data).hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });

  it('keeps the assets bucket private, versioned, logged, with exports expiring and CORS for presigned uploads', () => {
    t.data.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'exports/', ExpirationInDays: 7, Status: 'Enabled' }),
          Match.objectLike({ Prefix: 'imports/', ExpirationInDays: 7, Status: 'Enabled' }),
        ]),
      },
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: ['PUT', 'GET'], AllowedOrigins: ['*'] })],
      },
    });
  });

  it('lets the public read the accounts logos and library images, and no other prefix of the assets bucket', () => {
    const policies = Object.entries(t.data.findResources('AWS::IAM::ManagedPolicy') as Record<string, Resource>);
    const [, logoRead] = policies.find(([id]) => id.startsWith('LogoRead'))!;
    const statements = logoRead.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown[] }[];
    expect(statements.map((s) => s.Action)).toEqual(['s3:GetObject']);
    const prefixes = statements[0]!.Resource.map((r) => JSON.stringify(r).match(/"\/([a-z]+)\/\*"/)?.[1]);
    expect(prefixes).toEqual(['branding', 'images']);
  });

  it('denies non-TLS access to every bucket', () => {
    for (const template of [t.data, t.web]) {
      const policies = Object.values(template.findResources('AWS::S3::BucketPolicy') as Record<string, Resource>);
      const buckets = Object.keys(template.findResources('AWS::S3::Bucket'));
      expect(policies).toHaveLength(buckets.length);
      for (const policy of policies) {
        expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
      }
    }
  });

  it('generates a 64-character signing secret without punctuation', () => {
    t.data.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
  });
});

describe('auth stack', () => {
  it('has an admin-only user pool with a strong password policy and an admin-auth client', () => {
    t.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameAttributes: ['email'],
      MfaConfiguration: 'OFF',
      DeletionProtection: 'ACTIVE',
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
    t.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_ADMIN_USER_PASSWORD_AUTH']),
      GenerateSecret: false,
    });
  });
});

describe('sending stack', () => {
  it('sends only the SES events something reads to an encrypted topic', () => {
    t.sending.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'goniec-prod' });
    t.sending.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        SnsDestination: { TopicARN: Match.anyValue() },
        MatchingEventTypes: ['delivery', 'bounce', 'complaint'],
      }),
    });
    t.sending.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
  });
});

describe('messaging stack', () => {
  const queues = () => t.messaging.findResources('AWS::SQS::Queue') as Record<string, Resource>;

  it.each(QUEUES)('$id queue: visibility, DLQ with maxReceiveCount, 14-day DLQ retention, alarm', (spec) => {
    const all = queues();
    const [, queue] = Object.entries(all).find(([id]) => id.startsWith(`${spec.id}queue`))!;
    expect(queue.Properties.VisibilityTimeout).toBe(spec.visibilityTimeoutSeconds);
    expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(spec.maxReceiveCount);
    const dlqId = queue.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0] as string;
    expect(dlqId.startsWith(`${spec.id}dlq`)).toBe(true);
    expect(all[dlqId]!.Properties).toMatchObject({ MessageRetentionPeriod: 14 * 24 * 3600, SqsManagedSseEnabled: true });

    t.messaging.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
      AlarmActions: [Match.anyValue()],
    });
  });

  it.each(QUEUES)('$id worker: batch size, partial batch failures, timeout from QUEUES', (spec) => {
    const mappings = t.messaging.findResources('AWS::Lambda::EventSourceMapping') as Record<string, Resource>;
    const mapping = Object.values(mappings).find((m) =>
      (m.Properties.EventSourceArn['Fn::GetAtt'][0] as string).startsWith(`${spec.id}queue`),
    )!;
    expect(mapping.Properties).toMatchObject({ BatchSize: spec.batchSize, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    const fn = t.messaging.toJSON().Resources[mapping.Properties.FunctionName.Ref] as Resource;
    expect(fn.Properties.Timeout).toBe(spec.functionTimeoutSeconds);
  });

  it('feeds SES events into the events queue as raw messages', () => {
    t.messaging.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'sqs',
      RawMessageDelivery: true,
      Endpoint: { 'Fn::GetAtt': [Match.stringLikeRegexp('^eventsqueue'), 'Arn'] },
    });
  });

  it('lets only the send worker call SES from any identity (scoped to identities and the configuration set); the webhooks worker only from the platform one', () => {
    const policies = Object.entries(t.messaging.findResources('AWS::IAM::Policy') as Record<string, Resource>);
    const withSes = policies.filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes('ses:SendEmail'));
    expect(withSes.map(([id]) => id).sort()).toEqual([
      expect.stringMatching(/^sendworkerRole/),
      expect.stringMatching(/^webhooksworkerRole/),
    ]);
    // Issue 20: the webhooks worker tells administrators by e-mail that a webhook was switched off, from the platform's identity alone.
    const webhooks = withSes.find(([id]) => id.startsWith('webhooksworkerRole'))![1];
    expect(JSON.stringify(webhooks.Properties.PolicyDocument)).not.toContain(':identity/*');
    const sender = withSes.find(([id]) => id.startsWith('sendworkerRole'))!;
    const statement = (sender[1].Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown[] }[]).find((s) =>
      JSON.stringify(s.Action).includes('ses:SendEmail'),
    )!;
    // The platform's identity, its configuration set, and the accounts' sending domains (identities made at run time).
    expect(statement.Resource).toHaveLength(3);
    expect(JSON.stringify(statement.Resource)).toContain(':configuration-set/');
    expect(JSON.stringify(statement.Resource)).toContain(':identity/*');
    expect(statement.Resource).not.toContain('*');
  });

  it('lets the tracking function send the sign-up confirmation from the platform identity only, never from any identity', () => {
    const policies = Object.entries(t.api.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter(([id]) =>
      id.startsWith('TrackingFunction'),
    );
    const statements = policies.flatMap(
      ([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
    const send = statements.filter((s) => [s.Action].flat().includes('ses:SendEmail'));
    expect(send).toHaveLength(1);
    expect(JSON.stringify(send[0]!.Resource)).toContain(':configuration-set/');
    expect(JSON.stringify(send[0]!.Resource)).not.toContain(':identity/*');
  });

  it('lets the API manage the accounts sending domains and the ticker check them, on identities only', () => {
    const statementsWith = (template: Template, action: string) =>
      Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>).flatMap((p) =>
        (p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]).filter((s) =>
          [s.Action].flat().includes(action),
        ),
      );
    const [api] = statementsWith(t.api, 'ses:DeleteEmailIdentity');
    expect([api!.Action].flat().sort()).toEqual([
      'ses:CreateEmailIdentity',
      'ses:DeleteEmailIdentity',
      'ses:GetEmailIdentity',
      'ses:PutEmailIdentityMailFromAttributes',
    ]);
    expect(JSON.stringify(api!.Resource)).toContain(':identity/*');
    const [ticker] = statementsWith(t.ticker, 'ses:GetEmailIdentity');
    expect([ticker!.Action].flat()).not.toContain('ses:DeleteEmailIdentity');
    expect(JSON.stringify(ticker!.Resource)).toContain(':identity/*');
  });

  it('lets the jobs worker read SFTP servers secrets (their import tasks run as jobs), and nothing else of them', () => {
    const policies = Object.entries(t.messaging.findResources('AWS::IAM::Policy') as Record<string, Resource>);
    const statements = policies.flatMap(([id, p]) =>
      (p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((s) => JSON.stringify(s).includes('/sftp/*'))
        .map((s) => ({ id, actions: [s.Action].flat() })),
    );
    expect(statements).toEqual([{ id: expect.stringMatching(/^jobsworkerRole/), actions: ['secretsmanager:GetSecretValue'] }]);
  });

  it('runs campaign timers as a standard workflow that waits and then sends to the jobs queue, started by the functions that plan', () => {
    const machines = Object.values(t.messaging.findResources('AWS::StepFunctions::StateMachine') as Record<string, Resource>);
    expect(machines).toHaveLength(1);
    expect(machines[0]!.Properties).toMatchObject({ StateMachineType: 'STANDARD', TracingConfiguration: { Enabled: true } });
    const definition = JSON.stringify(machines[0]!.Properties.DefinitionString);
    expect(definition).toContain('TimestampPath');
    expect(definition).toContain('arn:aws:states:::sqs:sendMessage');
    const starters = (template: Template) =>
      Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter((p) =>
        JSON.stringify(p.Properties.PolicyDocument).includes('states:StartExecution'),
      );
    expect(starters(t.api)).toHaveLength(1);
    expect(starters(t.ticker)).toHaveLength(1);
    expect(starters(t.messaging).length).toBeGreaterThanOrEqual(4);
    // The machine's own role may send to the jobs queue and nothing else of the queues.
    const machineRole = Object.values(t.messaging.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter((p) =>
      JSON.stringify(p.Properties.Roles).includes('TimersStateMachineRole'),
    );
    expect(JSON.stringify(machineRole)).toContain('sqs:SendMessage');
    expect(JSON.stringify(machineRole)).toContain('jobsqueue');
  });

  it('lets only the send worker publish texts, to phone numbers and never to a topic', () => {
    const policies = Object.entries(t.messaging.findResources('AWS::IAM::Policy') as Record<string, Resource>);
    const withSms = policies.filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes('sns:Publish'));
    expect(withSms.map(([id]) => id)).toEqual([expect.stringMatching(/^sendworkerRole/)]);
    const statement = (
      withSms[0]![1].Properties.PolicyDocument.Statement as { Action: unknown; Resource?: unknown; NotResource?: unknown }[]
    ).find((s) => s.Action === 'sns:Publish')!;
    expect(statement.Resource).toBeUndefined();
    expect(JSON.stringify(statement.NotResource)).toContain(':sns:*:*:*');
  });

  it('lets only the jobs worker use the assets bucket, and it may enqueue its own continuation', () => {
    const roles = Object.entries(t.messaging.findResources('AWS::IAM::Role') as Record<string, Resource>);
    const withAssets = roles.filter(([, r]) => JSON.stringify(r.Properties.ManagedPolicyArns ?? []).includes('AssetsObjectAccess'));
    expect(withAssets.map(([id]) => id)).toEqual([expect.stringMatching(/^jobsworkerRole/)]);
    const policies = Object.entries(t.messaging.findResources('AWS::IAM::Policy') as Record<string, Resource>);
    const jobsPolicy = policies.find(([id]) => id.startsWith('jobsworkerRole'))![1];
    expect(JSON.stringify(jobsPolicy.Properties.PolicyDocument)).toMatch(/sqs:SendMessage.*jobsqueue/);
  });

  it('mails alarms to alarmEmail through an encrypted topic', () => {
    t.messaging.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: PROD_CONTEXT.alarmEmail });
    t.messaging.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
  });

  it('publishes every queue and DLQ URL for the operator scripts', () => {
    for (const spec of QUEUES) {
      t.messaging.hasOutput(`${spec.id}QueueUrl`, { Value: { Ref: Match.stringLikeRegexp(`^${spec.id}queue`) } });
      t.messaging.hasOutput(`${spec.id}DeadLetterQueueUrl`, { Value: { Ref: Match.stringLikeRegexp(`^${spec.id}dlq`) } });
    }
  });
});

describe('functions', () => {
  const templates = () => [t.messaging, t.api, t.ticker];

  it('all run nodejs22.x on arm64 with source maps, the full ENV and a one-month log group', () => {
    const expectedEnv = Object.values(ENV).filter((name) => name !== ENV.publicBaseUrl);
    let count = 0;
    for (const template of templates()) {
      for (const [, fn] of ownFunctions(template)) {
        count += 1;
        expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], MemorySize: expect.any(Number) });
        const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
        // Every function maps stack traces to the source; the jobs worker also runs with a bigger young generation.
        expect(variables.NODE_OPTIONS).toMatch(/^--enable-source-maps( --max-semi-space-size=32)?$/);
        expect(Object.keys(variables)).toEqual(expect.arrayContaining(expectedEnv));
        expect(variables[ENV.publicBaseUrlParam]).toBe(SSM_PUBLIC_BASE_URL('prod'));
        const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref as string;
        expect(template.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(30);
      }
    }
    // A worker per queue, the entries (API, tracking, ticker…), and the SMS delivery reports' log subscriber.
    expect(count).toBe(QUEUES.length + Object.keys(ENTRIES).length + 1);
  });

  it('use their own roles without AWS managed policies', () => {
    for (const template of templates()) {
      for (const [, role] of Object.entries(template.findResources('AWS::IAM::Role') as Record<string, Resource>)) {
        expect(role.Properties.ManagedPolicyArns ?? []).not.toContainEqual(expect.stringContaining('AWSLambdaBasicExecutionRole'));
      }
    }
  });
});
