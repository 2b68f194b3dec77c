import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { type GoniecConfig, isDevStage } from '../config';
import { createEncryptedTopic } from '../constructs/encrypted-topic';
import { type BackendRefs, functionEnvironment } from '../constructs/function-env';
import { GoniecFunction } from '../constructs/goniec-function';
import { grantAppTableReadWrite, grantPublicBaseUrlRead, grantSesSend, grantSmsSend } from '../constructs/grants';
import { QUEUES, type QueueSpec } from '../resources';

type QueueId = QueueSpec['id'];

export interface MessagingStackProps extends StackProps {
  readonly config: GoniecConfig;
  readonly refs: BackendRefs;
  /** SES configuration set events; delivered raw into the events queue. */
  readonly sesEventsTopic: sns.ITopic;
  /** Object read/write on the assets bucket (the data stack's policy): imports are read from it, reports and exports written to it. */
  readonly assetsAccessPolicy: iam.IManagedPolicy;
}

/** The background pipeline: one queue + DLQ + alarm + consumer Lambda per entry of QUEUES. */
export class MessagingStack extends Stack {
  readonly queues = {} as Record<QueueId, sqs.Queue>;
  readonly deadLetterQueues = {} as Record<QueueId, sqs.Queue>;
  readonly workers = {} as Record<QueueId, GoniecFunction>;

  constructor(scope: Construct, id: string, props: MessagingStackProps) {
    super(scope, id, props);
    const { config, refs } = props;
    const dev = isDevStage(config);

    const alarmAction = config.alarmEmail ? this.createAlarmTopic(config.alarmEmail, dev) : undefined;

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

      // One message in a DLQ is already a message the product failed to handle; an operator must look.
      const alarm = new cloudwatch.Alarm(this, `${spec.id}-dlq-alarm`, {
        alarmDescription: `Goniec ${config.stage}: messages in the ${spec.id} dead-letter queue`,
        metric: dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      if (alarmAction) alarm.addAlarmAction(alarmAction);
    }

    props.sesEventsTopic.addSubscription(new subscriptions.SqsSubscription(this.queues.events, { rawMessageDelivery: true }));

    const environment = functionEnvironment(config, refs, this.queues);

    for (const spec of QUEUES) {
      const worker = new GoniecFunction(this, `${spec.id}-worker`, {
        entry: spec.entry,
        description: `Goniec ${config.stage}: consumes the ${spec.id} queue`,
        timeout: Duration.seconds(spec.functionTimeoutSeconds),
        // Imports allocate a short-lived object or two per row: a bigger young generation halves the scavenges.
        environment: spec.id === 'jobs' ? { ...environment, NODE_OPTIONS: '--enable-source-maps --max-semi-space-size=32' } : environment,
        retainLogs: !dev,
      });
      worker.fn.addEventSource(
        new SqsEventSource(this.queues[spec.id], {
          batchSize: spec.batchSize,
          reportBatchItemFailures: true,
          maxBatchingWindow: Duration.seconds(1),
        }),
      );
      grantAppTableReadWrite(refs.table, worker.fn);
      refs.signingSecret.grantRead(worker.fn);
      grantPublicBaseUrlRead(this, config.stage, worker.fn);
      this.workers[spec.id] = worker;
    }

    // The planner pages through large audiences: recipient batches go to the send queue and the
    // continuation of the audience goes back onto its own queue.
    this.queues.send.grantSendMessages(this.workers.plan.fn);
    this.queues.plan.grantSendMessages(this.workers.plan.fn);
    grantSesSend(this, refs.emailIdentity.emailIdentityArn, refs.configurationSet.configurationSetName, this.workers.send.fn);
    grantSmsSend(this.workers.send.fn);
    // Jobs (imports, exports) stream uploaded files from the assets bucket, write reports and exports
    // back to it, and enqueue their own continuation before the 15-minute limit.
    this.workers.jobs.role.addManagedPolicy(props.assetsAccessPolicy);
    this.queues.jobs.grantSendMessages(this.workers.jobs.fn);
  }

  private createAlarmTopic(email: string, dev: boolean): cwActions.SnsAction {
    const topic = createEncryptedTopic(this, 'AlarmTopic', {
      displayName: 'Goniec alarms',
      publisherService: 'cloudwatch.amazonaws.com',
      removalPolicy: dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    topic.addSubscription(new subscriptions.EmailSubscription(email));
    return new cwActions.SnsAction(topic);
  }
}
