import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as destinations from 'aws-cdk-lib/aws-logs-destinations';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { type GoniecConfig, isDevStage } from '../config';
import { type BackendRefs, functionEnvironment } from '../constructs/function-env';
import { GoniecFunction } from '../constructs/goniec-function';
import {
  ANY_IDENTITY_FINDING,
  ANY_IDENTITY_REASON,
  grantAppTableReadWrite,
  grantPublicBaseUrlRead,
  grantSesAccountRead,
  grantSesSend,
  grantSesSendFromAccountDomains,
  grantSftpSecrets,
  grantSmsSend,
} from '../constructs/grants';
import { type AlarmTopic, alarmOnFunction, createAlarmTopic, sendPathDashboard, sesReputationAlarms } from '../constructs/monitoring';
import { acknowledge } from '../constructs/nag';
import { QUEUES, type QueueSpec } from '../resources';
import { Timers } from '../constructs/timers';

type QueueId = QueueSpec['id'];

export interface MessagingStackProps extends StackProps {
  readonly config: GoniecConfig;
  readonly refs: BackendRefs;
  /** SES configuration set events; delivered raw into the events queue. */
  readonly sesEventsTopic: sns.ITopic;
  /** Object read/write on the assets bucket (the data stack's policy): imports are read from it, reports and exports written to it. */
  readonly assetsAccessPolicy: iam.IManagedPolicy;
}

/** Output ids of the queue URLs: scripts/ops-redrive.mjs finds a queue and its DLQ by them. */
export const queueOutputId = (id: QueueId, dead: boolean): string => `${id}${dead ? 'DeadLetterQueueUrl' : 'QueueUrl'}`;

/**
 * The background pipeline: one queue + DLQ + alarm + consumer Lambda per entry of QUEUES, and the
 * stage's alarm topic with the send path's alarms and dashboard (the API and ticker stacks add their
 * functions' alarms to the same topic).
 */
export class MessagingStack extends Stack {
  readonly queues = {} as Record<QueueId, sqs.Queue>;
  readonly deadLetterQueues = {} as Record<QueueId, sqs.Queue>;
  readonly workers = {} as Record<QueueId, GoniecFunction>;
  readonly alarms: AlarmTopic;
  /** Campaign waits (functions/platform/timers.ts): every function that plans or runs a campaign step starts them. */
  readonly timers: Timers;

  constructor(scope: Construct, id: string, props: MessagingStackProps) {
    super(scope, id, props);
    const { config, refs } = props;
    const dev = isDevStage(config);

    this.alarms = createAlarmTopic(this, {
      stage: config.stage,
      alarmEmail: config.alarmEmail,
      removalPolicy: dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });

    for (const spec of QUEUES) {
      const dlq = new sqs.Queue(this, `${spec.id}-dlq`, {
        retentionPeriod: Duration.days(14),
        enforceSSL: true,
        encryption: sqs.QueueEncryption.SQS_MANAGED,
      });
      const queue = new sqs.Queue(this, `${spec.id}-queue`, {
        visibilityTimeout: Duration.seconds(spec.visibilityTimeoutSeconds),
        retentionPeriod: Duration.days(4),
        enforceSSL: true,
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        deadLetterQueue: { queue: dlq, maxReceiveCount: spec.maxReceiveCount },
      });
      this.queues[spec.id] = queue;
      this.deadLetterQueues[spec.id] = dlq;
      new CfnOutput(this, queueOutputId(spec.id, false), { description: `URL of the ${spec.id} queue`, value: queue.queueUrl });
      new CfnOutput(this, queueOutputId(spec.id, true), {
        description: `URL of the ${spec.id} dead-letter queue (npm run ops:redrive -- ${spec.id})`,
        value: dlq.queueUrl,
      });

      // One message in a DLQ is already a message the product failed to handle; an operator must look.
      new cloudwatch.Alarm(this, `${spec.id}-dlq-alarm`, {
        alarmDescription: `Goniec ${config.stage}: messages in the ${spec.id} dead-letter queue (npm run ops:redrive -- ${spec.id} once the cause is fixed)`,
        metric: dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(this.alarms.action);
    }

    // Batches waiting this long mean the send path is stuck or far behind its pace, not just busy.
    new cloudwatch.Alarm(this, 'send-age-alarm', {
      alarmDescription: `Goniec ${config.stage}: the oldest send batch has waited ${config.sendQueueAgeAlarmMinutes} minutes or more`,
      metric: this.queues.send.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: config.sendQueueAgeAlarmMinutes * 60,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(this.alarms.action);
    sesReputationAlarms(this, config.stage, this.alarms.action);

    props.sesEventsTopic.addSubscription(new subscriptions.SqsSubscription(this.queues.events, { rawMessageDelivery: true }));

    this.timers = new Timers(this, 'Timers', { stage: config.stage, jobsQueue: this.queues.jobs, retainLogs: !dev });
    const environment = functionEnvironment(config, refs, this.queues, this.timers.stateMachine);

    for (const spec of QUEUES) {
      const send = spec.id === 'send';
      const worker = new GoniecFunction(this, `${spec.id}-worker`, {
        entry: spec.entry,
        description: `Goniec ${config.stage}: consumes the ${spec.id} queue`,
        timeout: Duration.seconds(spec.functionTimeoutSeconds),
        // Imports allocate a short-lived object or two per row: a bigger young generation halves the scavenges.
        environment: spec.id === 'jobs' ? { ...environment, NODE_OPTIONS: '--enable-source-maps --max-semi-space-size=32' } : environment,
        retainLogs: !dev,
        // A fixed number of senders the pacing divides the SES rate among; it also keeps a big
        // sending from taking the concurrency the API needs.
        reservedConcurrentExecutions: send ? config.sendWorkerConcurrency : undefined,
      });
      worker.fn.addEventSource(
        new SqsEventSource(this.queues[spec.id], {
          batchSize: spec.batchSize,
          reportBatchItemFailures: true,
          maxBatchingWindow: Duration.seconds(1),
          // Never more pollers than reserved executions: a throttled invoke returns the batch to the
          // queue and burns a receive count towards the DLQ without any work done.
          maxConcurrency: send ? config.sendWorkerConcurrency : undefined,
        }),
      );
      grantAppTableReadWrite(refs.table, worker.fn);
      refs.signingSecret.grantRead(worker.fn);
      grantPublicBaseUrlRead(this, config.stage, worker.fn);
      this.timers.grantStart(worker.fn);
      alarmOnFunction(this, `${spec.id}-worker`, worker.fn, `Goniec ${config.stage}: ${spec.id} worker`, this.alarms.action);
      this.workers[spec.id] = worker;
    }

    // The planner pages through large audiences: recipient batches go to the send queue and the
    // continuation of the audience goes back onto its own queue.
    this.queues.send.grantSendMessages(this.workers.plan.fn);
    this.queues.plan.grantSendMessages(this.workers.plan.fn);
    grantSesSend(this, refs.emailIdentity.emailIdentityArn, refs.configurationSet.configurationSetName, this.workers.send.fn);
    grantSesAccountRead(this.workers.send.fn);
    grantSesSendFromAccountDomains(this, this.workers.send.fn);
    acknowledge(this.workers.send, ANY_IDENTITY_FINDING, ANY_IDENTITY_REASON);
    acknowledge(
      this.workers.send,
      'AwsSolutions-IAM5[Resource::*]',
      'ses:GetAccount (the SES quota the sender paces to) has no resource-level permissions; AWS authorises it only against "*".',
    );
    grantSmsSend(this.workers.send.fn);
    // Jobs (imports, exports) stream uploaded files from the assets bucket, write reports and exports
    // back to it, and enqueue their own continuation before the 15-minute limit.
    this.workers.jobs.role.addManagedPolicy(props.assetsAccessPolicy);
    this.queues.jobs.grantSendMessages(this.workers.jobs.fn);
    // Issue 20: SFTP import tasks run as jobs and log in to the account's servers (read only).
    acknowledge(
      this.workers.jobs,
      grantSftpSecrets(this, config.stage, this.workers.jobs.fn, 'read'),
      'SFTP servers are added at run time, one secret each, so the read grant covers the stage prefix goniec/<stage>/sftp/ and nothing else.',
    );
    // Issue 20: counted e-mail events go to the account's webhooks; the webhooks worker tells the
    // administrators (by e-mail) when a webhook is switched off after a day of failures.
    this.queues.webhooks.grantSendMessages(this.workers.events.fn);
    grantSesSend(this, refs.emailIdentity.emailIdentityArn, refs.configurationSet.configurationSetName, this.workers.webhooks.fn);

    this.smsDeliveryReports(config, refs, environment, dev);

    sendPathDashboard(this, {
      stage: config.stage,
      queues: this.queues,
      deadLetterQueues: this.deadLetterQueues,
      workers: Object.fromEntries(Object.entries(this.workers).map(([key, w]) => [key, w.fn])),
    });
  }

  /**
   * Issue 18: operators' SMS delivery reports. SNS writes them to two log groups of fixed names
   * (success and failure of DirectPublishToPhoneNumber) once its SMS preferences name a role it may
   * log with (`DeliveryStatusIAMRole`: the role made here, its ARN an output; set once per AWS
   * account, README); both groups are made here, so their retention is ours, and subscribed to the
   * function that records the reports (functions/workers/sms-delivery-logs.ts).
   */
  private smsDeliveryReports(config: GoniecConfig, refs: BackendRefs, environment: Record<string, string>, dev: boolean) {
    const fn = new GoniecFunction(this, 'sms-delivery-logs', {
      entry: 'functions/workers/sms-delivery-logs.ts',
      description: `Goniec ${config.stage}: records operators' SMS delivery reports from SNS's delivery logs`,
      timeout: Duration.seconds(60),
      environment,
      retainLogs: !dev,
    });
    grantAppTableReadWrite(refs.table, fn.fn);
    // A delivered text is told to the account's webhooks (issue 20).
    this.queues.webhooks.grantSendMessages(fn.fn);
    alarmOnFunction(this, 'sms-delivery-logs', fn.fn, `Goniec ${config.stage}: SMS delivery reports`, this.alarms.action);
    const snsLogging = new iam.Role(this, 'sms-delivery-status-role', {
      assumedBy: new iam.ServicePrincipal('sns.amazonaws.com'),
      description: "SNS's SMS preference DeliveryStatusIAMRole: writes the delivery logs Goniec reads",
    });
    for (const [id, suffix] of [
      ['success', ''],
      ['failure', '/Failure'],
    ] as const) {
      const group = new logs.LogGroup(this, `sms-delivery-${id}-logs`, {
        logGroupName: `sns/${this.region}/${this.account}/DirectPublishToPhoneNumber${suffix}`,
        retention: logs.RetentionDays.ONE_MONTH,
        removalPolicy: dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      });
      group.grantWrite(snsLogging);
      new logs.SubscriptionFilter(this, `sms-delivery-${id}-subscription`, {
        logGroup: group,
        destination: new destinations.LambdaDestination(fn.fn),
        filterPattern: logs.FilterPattern.allEvents(),
      });
    }
    new CfnOutput(this, 'SmsDeliveryStatusRoleArn', {
      description: "SNS SMS preference DeliveryStatusIAMRole (aws sns set-sms-attributes): SNS logs operators' delivery reports with it",
      value: snsLogging.roleArn,
    });
  }
}
