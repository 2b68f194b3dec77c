import { CfnOutput, Duration, type RemovalPolicy } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { createEncryptedTopic } from './encrypted-topic';

/**
 * SES account reputation thresholds, as fractions (the unit of Reputation.* metrics), from the SES
 * developer guide ("Sending review process FAQs"): keep bounces below 2% and complaints below 0.1%;
 * at a 5% bounce rate or a 0.1% complaint rate AWS puts the account under review, at 10% / 0.5% it
 * may pause sending for the whole account. Each rate gets a warning before the review line and an
 * alarm at it, so an operator hears of a bad list before AWS does.
 */
export const SES_REPUTATION_ALARMS = [
  {
    id: 'BounceRateWarning',
    metricName: 'Reputation.BounceRate',
    threshold: 0.02,
    what: 'bounce rate at or above 2% (AWS recommends staying below it)',
  },
  {
    id: 'BounceRateCritical',
    metricName: 'Reputation.BounceRate',
    threshold: 0.05,
    what: 'bounce rate at or above 5%: AWS puts the account under review',
  },
  {
    id: 'ComplaintRateWarning',
    metricName: 'Reputation.ComplaintRate',
    threshold: 0.0005,
    what: 'complaint rate at or above 0.05%, half the review line',
  },
  {
    id: 'ComplaintRateCritical',
    metricName: 'Reputation.ComplaintRate',
    threshold: 0.001,
    what: 'complaint rate at or above 0.1%: AWS puts the account under review',
  },
] as const;

const FIVE_MINUTES = Duration.minutes(5);

export interface AlarmTopic {
  readonly topic: sns.Topic;
  readonly action: cloudwatch.IAlarmAction;
}

/**
 * The one topic every alarm of a stage notifies. It exists even without `alarmEmail`, so operators
 * can subscribe chat, paging or more addresses to the exported ARN without a redeploy.
 */
export function createAlarmTopic(
  scope: Construct,
  props: { stage: string; alarmEmail?: string; removalPolicy: RemovalPolicy },
): AlarmTopic {
  const topic = createEncryptedTopic(scope, 'AlarmTopic', {
    displayName: `Goniec ${props.stage} alarms`,
    publisherService: 'cloudwatch.amazonaws.com',
    removalPolicy: props.removalPolicy,
  });
  if (props.alarmEmail) topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
  new CfnOutput(scope, 'AlarmTopicArn', {
    description: 'SNS topic of every Goniec alarm: subscribe more endpoints to it',
    value: topic.topicArn,
    exportName: `goniec-${props.stage}-alarm-topic-arn`,
  });
  return { topic, action: new cwActions.SnsAction(topic) };
}

/** Function-level errors are crashes and timeouts (the code answers its own failures), throttles are lost capacity: both need a look. */
export function alarmOnFunction(scope: Construct, id: string, fn: lambda.IFunction, label: string, action: cloudwatch.IAlarmAction): void {
  const metrics = {
    Errors: fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
    Throttles: fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
  };
  for (const [name, metric] of Object.entries(metrics)) {
    new cloudwatch.Alarm(scope, `${id}-${name.toLowerCase()}-alarm`, {
      alarmDescription: `${label}: Lambda ${name} in the last 5 minutes`,
      metric,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(action);
  }
}

/** SES account reputation (AWS/SES, no dimensions: the whole account in this region). */
export function sesReputationAlarms(scope: Construct, stage: string, action: cloudwatch.IAlarmAction): void {
  for (const spec of SES_REPUTATION_ALARMS) {
    new cloudwatch.Alarm(scope, `Ses${spec.id}`, {
      alarmDescription: `Goniec ${stage}: SES account ${spec.what}`,
      // SES publishes the reputation rates only while the account sends; a quiet hour keeps the last state.
      metric: new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName: spec.metricName,
        period: Duration.minutes(15),
        statistic: 'Maximum',
      }),
      threshold: spec.threshold,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.IGNORE,
    }).addAlarmAction(action);
  }
}

const ses = (metricName: string, statistic = 'Sum') =>
  new cloudwatch.Metric({ namespace: 'AWS/SES', metricName, statistic, period: FIVE_MINUTES });

export interface SendPathDashboardProps {
  readonly stage: string;
  readonly queues: Record<string, sqs.IQueue>;
  readonly deadLetterQueues: Record<string, sqs.IQueue>;
  readonly workers: Record<string, lambda.IFunction>;
}

/** One page for the send path: queues (depth, age, DLQs), workers, and what SES did with the mail. */
export function sendPathDashboard(scope: Construct, props: SendPathDashboardProps): cloudwatch.Dashboard {
  const each = <T>(record: Record<string, T>, metric: (item: T, id: string) => cloudwatch.IMetric) =>
    Object.entries(record).map(([id, item]) => metric(item, id));
  const graph = (title: string, left: cloudwatch.IMetric[], width = 8) => new cloudwatch.GraphWidget({ title, left, width, height: 6 });
  const { queues, deadLetterQueues: dlqs, workers } = props;
  const dashboard = new cloudwatch.Dashboard(scope, 'SendPathDashboard', {
    dashboardName: `goniec-${props.stage}-send-path`,
    defaultInterval: Duration.hours(3),
  });
  dashboard.addWidgets(
    graph(
      'Queue depth (visible)',
      each(queues, (q, id) => q.metricApproximateNumberOfMessagesVisible({ label: id, period: Duration.minutes(1), statistic: 'Maximum' })),
    ),
    graph(
      'Oldest message age (s)',
      each(queues, (q, id) => q.metricApproximateAgeOfOldestMessage({ label: id, period: Duration.minutes(1), statistic: 'Maximum' })),
    ),
    graph(
      'Dead-letter queues',
      each(dlqs, (q, id) =>
        q.metricApproximateNumberOfMessagesVisible({ label: `${id} DLQ`, period: Duration.minutes(1), statistic: 'Maximum' }),
      ),
    ),
  );
  dashboard.addWidgets(
    graph(
      'In flight (not visible)',
      each(queues, (q, id) =>
        q.metricApproximateNumberOfMessagesNotVisible({ label: id, period: Duration.minutes(1), statistic: 'Maximum' }),
      ),
    ),
    graph(
      'Worker invocations',
      each(workers, (fn, id) => fn.metricInvocations({ label: id, period: FIVE_MINUTES })),
    ),
    graph(
      'Worker concurrency',
      each(workers, (fn, id) => fn.metric('ConcurrentExecutions', { label: id, period: Duration.minutes(1), statistic: 'Maximum' })),
    ),
  );
  dashboard.addWidgets(
    graph(
      'Worker errors',
      each(workers, (fn, id) => fn.metricErrors({ label: id, period: FIVE_MINUTES })),
    ),
    graph(
      'Worker throttles',
      each(workers, (fn, id) => fn.metricThrottles({ label: id, period: FIVE_MINUTES })),
    ),
    graph(
      'Worker duration p95 (ms)',
      each(workers, (fn, id) => fn.metricDuration({ label: id, period: FIVE_MINUTES, statistic: 'p95' })),
    ),
  );
  dashboard.addWidgets(
    graph('SES sends, deliveries, bounces, complaints', [ses('Send'), ses('Delivery'), ses('Bounce'), ses('Complaint')], 12),
    new cloudwatch.GraphWidget({
      title: 'SES reputation (review at 5% bounces, 0.1% complaints)',
      width: 12,
      height: 6,
      left: [ses('Reputation.BounceRate', 'Maximum')],
      right: [ses('Reputation.ComplaintRate', 'Maximum')],
      leftAnnotations: [{ value: 0.05, label: 'bounce review', color: cloudwatch.Color.RED }],
      rightAnnotations: [{ value: 0.001, label: 'complaint review', color: cloudwatch.Color.ORANGE }],
    }),
  );
  return dashboard;
}
